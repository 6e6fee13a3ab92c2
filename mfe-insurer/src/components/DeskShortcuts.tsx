import { useTranslation } from 'react-i18next';
import { ShortcutsDialog, TableShortcuts } from '@sencare/shared/ui';

const LISTS = {
  record: [
    ['← →', 'shortcuts.pages'],
    ['+ −', 'shortcuts.zoom'],
    ['r R', 'shortcuts.rotate'],
    ['0', 'shortcuts.reset'],
    ['?', 'shortcuts.help'],
  ],
} as const;

/**
 * The "?" dialog of a console screen at a desk: a queue's are every portal's table keys (the kit's
 * TableShortcuts), a record's are its document viewer's.
 */
export function DeskShortcuts({ screen }: { screen: 'queue' | keyof typeof LISTS }) {
  const { t } = useTranslation();
  if (screen === 'queue') return <TableShortcuts />;
  return (
    <ShortcutsDialog
      shortcuts={LISTS[screen].map(([keys, text]) => ({ keys, description: t(text) }))}
      title={t('shortcuts.title')}
      closeLabel={t('close', { ns: 'common' })}
      buttonLabel={t('shortcuts.button')}
    />
  );
}
