import { Toast } from '@sencare/shared/antd';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '@sencare/shared/kit';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { actOnDataRequest, dataRequestKeys, type DataRequest, type DataRequestAction } from '../../api/dataRequests';
import { TextAreaField } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { ruleText } from '../../components/i18nText';
import { useConfirmedSend } from '../../components/useConfirmedSend';
import styles from '../../components/ui.module.css';

const schema = z
  .object({ action: z.enum(['acknowledge', 'complete', 'refuse'], { error: 'dataRequests.actionRequired' }), reason: z.string().max(1000, { error: 'validation.tooLong' }) })
  .refine((f) => f.action !== 'refuse' || f.reason.trim().length > 0, { path: ['reason'], error: 'dataRequests.reasonRequired' });
type Form = { action: DataRequestAction['action'] | undefined; reason: string };

/**
 * Acknowledge, complete (for a correction: the assessor has applied it; for a closure: the account
 * is closed) or refuse with the reason the customer reads; asked once more before it is sent.
 */
export function DataRequestActions({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const client = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(schema) as never, defaultValues: { action: undefined, reason: '' } });
  const action = useWatch({ control: form.control, name: 'action' });
  const errors = form.formState.errors;
  const send = useConfirmedSend({
    send: (body: DataRequestAction) => actOnDataRequest(http, request.id, body),
    onSent: (answer) => {
      showToast(Toast, t(`dataRequests.sent.${answer.state}`), 'success');
      client.setQueryData(dataRequestKeys.detail(request.id), answer);
      void client.invalidateQueries({ queryKey: dataRequestKeys.lists });
      form.reset({ action: undefined, reason: '' });
    },
  });
  const actions = (request.state === 'received' ? ['acknowledge', 'complete', 'refuse'] : ['complete', 'refuse']) as DataRequestAction['action'][];
  const submit = form.handleSubmit((values) => send.ask({ action: values.action as DataRequestAction['action'], ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) }));
  const completeText = request.kind === 'closure' ? t('dataRequests.actions.completeClosure') : t('dataRequests.actions.completeCorrection');

  return (
    <section className={styles.card} aria-labelledby="data-request-decide">
      <h2 id="data-request-decide" className={styles.cardTitle}>{t('dataRequests.decide')}</h2>
      <form noValidate onSubmit={submit} data-testid="data-request-form">
        <FormError error={send.error} testId="data-request-error" />
        <Controller
          control={form.control}
          name="action"
          render={({ field }) => (
            <RadioChips
              name={t('dataRequests.decide')}
              value={field.value}
              options={actions.map((value) => ({ value, label: value === 'complete' ? completeText : t(`dataRequests.actions.${value}`) }))}
              onChange={field.onChange}
              testId="data-request-action"
            />
          )}
        />
        {errors.action ? <p className={styles.fieldError} role="alert">{ruleText(t, errors.action.message)}</p> : null}
        {action === 'refuse' || action === 'complete' ? (
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => <TextAreaField label={action === 'refuse' ? t('dataRequests.reasonLabel') : t('dataRequests.answerLabel')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.reason?.message)} testId="data-request-reason-input" />}
          />
        ) : null}
        <button type="submit" className={action === 'refuse' || (action === 'complete' && request.kind === 'closure') ? styles.danger : styles.primary} disabled={send.sending} data-testid="data-request-submit">
          {t('dataRequests.send')}
        </button>
        <ConfirmDialog
          visible={send.asking !== null}
          question={send.asking ? t(`dataRequests.confirm.${send.asking.action === 'complete' ? `complete_${request.kind}` : send.asking.action}`) : ''}
          confirmText={send.asking ? (send.asking.action === 'complete' ? completeText : t(`dataRequests.actions.${send.asking.action}`)) : ''}
          danger={send.asking?.action !== 'acknowledge'}
          onConfirm={send.confirm}
          onClose={send.cancel}
        />
      </form>
    </section>
  );
}
