import { Toast } from '@sencare/shared/antd';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { navigate } from '@sencare/shared/routing';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { cashlessKeys, decideApplication } from '../../api/cashless';
import type { CashlessDecisionBody } from '../../api/types';
import { ConfirmDialog } from '@sencare/shared/kit';
import { TextAreaField } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { ruleText } from '../../components/i18nText';
import { useConfirmedSend } from '../../components/useConfirmedSend';
import styles from '../../components/ui.module.css';

/** The API keeps a cashless reason to 140 characters (api/src/modules/insurer/cashless.ts). */
const REASON_MAX = 140;

const schema = z
  .object({ decision: z.enum(['approve', 'reject'], { error: 'cashless.decisionRequired' }), reason: z.string().max(REASON_MAX, { error: 'validation.tooLong' }) })
  .refine((f) => f.decision !== 'reject' || f.reason.trim().length > 0, { path: ['reason'], error: 'cashless.reasonRequired' });

type DecisionForm = { decision: 'approve' | 'reject' | undefined; reason: string };

/** Approve, or reject with the reason the customer will read; asked once more before it is sent. */
export function CashlessDecisionForm({ userCode }: { userCode: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const form = useForm<DecisionForm>({ resolver: zodResolver(schema) as never, defaultValues: { decision: undefined, reason: '' } });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;
  const send = useConfirmedSend({
    send: (body: CashlessDecisionBody) => decideApplication(http, userCode, body),
    onSent: (_answer, body) => {
      showToast(Toast, t(body.decision === 'approve' ? 'cashless.approved' : 'cashless.rejected'), 'success');
      void queryClient.invalidateQueries({ queryKey: cashlessKeys.all });
      navigate('/insurer/cashless', undefined, { replace: true });
    },
  });

  const submit = form.handleSubmit((values) => {
    const body: CashlessDecisionBody = values.decision === 'reject' ? { decision: 'reject', reason: values.reason.trim() } : { decision: 'approve' };
    send.ask(body);
  });

  return (
    <form noValidate onSubmit={submit} data-testid="cashless-decision-form">
      <FormError error={send.error} testId="cashless-decision-error" />
      <Controller
        control={form.control}
        name="decision"
        render={({ field }) => (
          <RadioChips
            name={t('cashless.decide')}
            value={field.value}
            options={[
              { value: 'approve', label: t('cashless.approve') },
              { value: 'reject', label: t('cashless.reject') },
            ]}
            onChange={field.onChange}
            testId="cashless-decision"
          />
        )}
      />
      {errors.decision ? (
        <p className={styles.fieldError} role="alert">
          {ruleText(t, errors.decision.message)}
        </p>
      ) : null}
      {decision === 'reject' ? (
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => <TextAreaField label={t('cashless.reason')} value={field.value} onChange={field.onChange} maxLength={REASON_MAX} error={ruleText(t, errors.reason?.message)} testId="cashless-reason" />}
        />
      ) : null}
      <button type="submit" className={decision === 'reject' ? styles.danger : styles.primary} disabled={send.sending} style={{ marginTop: 12 }} data-testid="cashless-submit">
        {t('cashless.send')}
      </button>
      <ConfirmDialog
        visible={send.asking !== null}
        question={send.asking?.decision === 'reject' ? t('cashless.confirmReject') : t('cashless.confirmApprove')}
        confirmText={send.asking?.decision === 'reject' ? t('cashless.reject') : t('cashless.approve')}
        danger={send.asking?.decision === 'reject'}
        onConfirm={send.confirm}
        onClose={send.cancel}
      />
    </form>
  );
}
