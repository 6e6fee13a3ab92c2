import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@sencare/shared/antd';
import { useRemoteServices } from '@sencare/shared/ui';

/**
 * The one "log out?" confirmation (mfe-account's Mine, the insurer's and the provider's Me): named
 * by its question, Cancel first (the safe answer is where focus lands, ModalDialog's contract),
 * texts from `common` in both languages. Logging out is the shell's: the dialog only asks it with
 * `account:logout-requested` (docs/architecture.md "Contracts between the shell and the remotes").
 */
export function LogoutDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { channel } = useRemoteServices();
  const question = t('logout.question');
  return (
    <ModalDialog
      visible={visible}
      label={question}
      content={question}
      onClose={onClose}
      testId="logout-dialog"
      actions={[[
        { key: 'cancel', text: t('cancel'), onClick: onClose },
        { key: 'logout', text: t('logout.action'), bold: true, onClick: () => channel.emit('account:logout-requested', {}) },
      ]]}
    />
  );
}
