import { useTranslation } from 'react-i18next';
import { ShortcutsDialog } from '@sencare/shared/ui';

const LISTS = {
  queue: [
    ['↑ ↓', 'shortcuts.rows'],
    ['Home End', 'shortcuts.ends'],
    ['Enter', 'shortcuts.open'],
    ['?', 'shortcuts.help'],
  ],
  record: [
    ['← →', 'shortcuts.pages'],
    ['+ −', 'shortcuts.zoom'],
    ['r R', 'shortcuts.rotate'],
    ['0', 'shortcuts.reset'],
    ['?', 'shortcuts.help'],
  ],
} as const;

/** The "?" dialog of a console screen at a desk: the keys of its table or of its document viewer. */
export function DeskShortcuts({ screen }: { screen: keyof typeof LISTS }) {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      shortcuts={LISTS[screen].map(([keys, text]) => ({ keys, description: t(text) }))}
      title={t('shortcuts.title')}
      closeLabel={t('close', { ns: 'common' })}
      buttonLabel={t('shortcuts.button')}
    />
  );
}
