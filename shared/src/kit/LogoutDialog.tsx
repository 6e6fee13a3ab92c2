import { useTranslation } from 'react-i18next';
import { useRemoteServices } from '@sencare/shared/ui';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The one "log out?" confirmation (mfe-account's Mine, the insurer's and the provider's Me), texts
 * from `common` in both languages. Logging out is the shell's: the dialog only asks it with
 * `account:logout-requested` (docs/architecture.md "Contracts between the shell and the remotes").
 */
export function LogoutDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { channel } = useRemoteServices();
  return (
    <ConfirmDialog
      visible={visible}
      question={t('logout.question')}
      confirmText={t('logout.action')}
      onConfirm={() => channel.emit('account:logout-requested', {})}
      onClose={onClose}
      testId="logout-dialog"
    />
  );
}
