import { useTranslation } from 'react-i18next';
import { ShortcutsDialog } from '@sencare/shared/ui';

/**
 * "?" or this button lists the keys of a table at a desk (the kit's RecordTable rows), as the other
 * staff portals' tables do (mfe-provider/src/features/gops/GopTable.tsx; docs/portals.md "At a desk").
 */
export function TableShortcuts() {
  const { t } = useTranslation();
  return (
    <ShortcutsDialog
      shortcuts={[
        { keys: '↑ ↓', description: t('shortcuts.rows') },
        { keys: 'Home End', description: t('shortcuts.ends') },
        { keys: 'Enter', description: t('shortcuts.open') },
        { keys: '?', description: t('shortcuts.help') },
      ]}
      title={t('shortcuts.title')}
      closeLabel={t('close', { ns: 'common' })}
      buttonLabel={t('shortcuts.button')}
    />
  );
}
