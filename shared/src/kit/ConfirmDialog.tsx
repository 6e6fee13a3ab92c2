import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@sencare/shared/antd';

/**
 * "Are you sure?" before something that cannot be taken back (ModalDialog's contract: named by
 * its question, focus moved in and kept there, Cancel where focus lands, Escape closes, focus
 * returns). The confirm button says what will happen.
 */
export function ConfirmDialog({ question, confirmText, visible, onConfirm, onClose, danger = false, testId = 'confirm-dialog' }: {
  question: string;
  confirmText: string;
  visible: boolean;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      visible={visible}
      label={question}
      content={question}
      onClose={onClose}
      testId={testId}
      actions={[[
        { key: 'cancel', text: t('cancel'), onClick: onClose },
        { key: 'confirm', text: confirmText, bold: true, danger, onClick: onConfirm },
      ]]}
    />
  );
}
