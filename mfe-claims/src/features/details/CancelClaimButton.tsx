import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Radio, Space, TextArea, Toast, ModalDialog } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@sencare/shared/http';
import { showToast, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';

/** The choices offered; "other" asks for the customer's own words. */
export const CANCEL_REASONS = ['mistake', 'duplicate', 'paidElsewhere', 'resubmit', 'other'] as const;
type Reason = (typeof CANCEL_REASONS)[number];

/**
 * Cancel asks why (docs/requirements.md §5 "Return reason required"). The reason travels as the
 * cancel's note, in the words the customer read (the chosen choice in their language, or what they
 * typed), and the API keeps it on the cancel event, so the timeline shows it to both sides.
 * Declarative dialog: leaving the page closes it (README "Dialogs").
 */
export function CancelClaimButton({ claimId }: { claimId: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [other, setOther] = useState('');
  const [showError, setShowError] = useState(false);
  const note = reason === 'other' ? other.trim() : reason ? t(`cancelReason.${reason}`) : '';

  const cancel = useMutation({
    mutationFn: (text: string) => claimsApi(http).cancel(claimId, text),
    onSuccess: (data) => {
      queryClient.setQueryData(claimKeys.detail(claimId), data);
      void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: claimKeys.summary() });
      showToast(Toast, t('detail.cancelled'));
    },
    onError: (error) => showToast(Toast, apiErrorText(t, error), 'error'),
  });

  function confirm() {
    if (!note) {
      setShowError(true);
      return;
    }
    setOpen(false);
    cancel.mutate(note);
  }

  const content = (
    <div data-testid="cancel-reason-form">
      <p id="cancel-reason-label" style={{ marginTop: 0 }}>{t('detail.cancelReason', { id: claimId })}</p>
      <Radio.Group value={reason} onChange={(value) => { setReason(value as Reason); setShowError(false); }}>
        <div role="radiogroup" aria-labelledby="cancel-reason-label">
          <Space direction="vertical">
            {CANCEL_REASONS.map((key) => (
              <Radio key={key} value={key} data-testid={`cancel-reason-${key}`}>{t(`cancelReason.${key}`)}</Radio>
            ))}
          </Space>
        </div>
      </Radio.Group>
      {reason === 'other' ? <label htmlFor="cancel-reason-text" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('detail.cancelOther')}</label> : null}
      {reason === 'other' ? (
        <TextArea id="cancel-reason-text" placeholder={t('detail.cancelOther')} value={other} onChange={(v) => { setOther(v); setShowError(false); }}
          maxLength={500} rows={3} autoSize style={{ marginTop: 8, border: '1px solid #e5e7eb', borderRadius: 6, padding: 6 }} data-testid="cancel-reason-text" />
      ) : null}
      {showError ? <div role="alert" style={{ color: '#b91c1c', marginTop: 8, fontSize: '0.8125rem' }} data-testid="cancel-reason-error">{t('detail.cancelReasonRequired')}</div> : null}
      <p style={{ marginBottom: 0, color: '#6b7280', fontSize: '0.8125rem' }}>{t('detail.cancelConfirm')}</p>
    </div>
  );

  return (
    <>
      <Button block color="danger" fill="outline" loading={cancel.isPending} data-testid="claim-cancel" onClick={() => setOpen(true)}>
        {t('detail.cancel')}
      </Button>
      <ModalDialog visible={open} label={t('detail.cancel')} content={content} onClose={() => setOpen(false)}
        actions={[[
          { key: 'cancel', text: t('cancel', { ns: 'common' }), onClick: () => setOpen(false) },
          { key: 'confirm', text: t('detail.cancel'), bold: true, danger: true, onClick: confirm },
        ]]} />
    </>
  );
}
