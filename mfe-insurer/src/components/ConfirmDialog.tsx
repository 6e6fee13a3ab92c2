import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@sencare/shared/antd';

/**
 * "Are you sure?" before a decision is sent (the kernel ModalDialog: named, focus kept inside,
 * Escape closes, focus returns). The confirm button says what will happen.
 */
export function ConfirmDialog({ question, confirmText, visible, onConfirm, onClose, danger = false }: {
  question: string;
  confirmText: string;
  visible: boolean;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      visible={visible}
      label={question}
      content={question}
      onClose={onClose}
      testId="confirm-dialog"
      actions={[[
        { key: 'cancel', text: t('cancel', { ns: 'common' }), onClick: onClose },
        { key: 'confirm', text: confirmText, bold: true, danger, onClick: onConfirm },
      ]]}
    />
  );
}
