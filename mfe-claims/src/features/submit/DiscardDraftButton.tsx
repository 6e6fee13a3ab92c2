import { useState } from 'react';
import { Button, Toast, ModalDialog } from '@sencare/shared/antd';
import { showToast } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';

/** "Discard draft" with a confirm dialog; the dialog is declarative so leaving the wizard closes it. */
export function DiscardDraftButton({ onDiscard }: { onDiscard: () => Promise<void> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function discard() {
    setBusy(true);
    try {
      await onDiscard();
      setAsking(false);
      showToast(Toast, t('wizard.discarded'));
      navigate('/claims', undefined, { replace: true });
    } catch (error) {
      setAsking(false);
      showToast(Toast, apiErrorText(t, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" fill="none" color="danger" onClick={() => setAsking(true)} data-testid="wizard-discard">{t('wizard.discard')}</Button>
      <ModalDialog
        visible={asking}
        title={t('wizard.discardTitle')}
        label={t('wizard.discardTitle')}
        testId="discard-dialog"
        content={t('wizard.discardConfirm')}
        onClose={() => setAsking(false)}
        actions={[[
          { key: 'keep', text: t('cancel', { ns: 'common' }), onClick: () => setAsking(false) },
          { key: 'discard', text: t('wizard.discard'), danger: true, bold: true, disabled: busy, onClick: () => void discard() },
        ]]}
      />
    </>
  );
}
