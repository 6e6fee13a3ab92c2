import { Toast } from '@sencare/shared/antd';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { APPLIABLE_FIELDS } from '@sencare/shared/contracts';
import { ConfirmDialog } from '@sencare/shared/kit';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { actOnDataRequest, dataRequestKeys, type DataRequest, type DataRequestAction } from '../../api/dataRequests';
import { InsurerField, TextAreaField } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { ruleText } from '../../components/i18nText';
import { useConfirmedSend } from '../../components/useConfirmedSend';
import styles from '../../components/ui.module.css';

const schema = z
  .object({ action: z.enum(['acknowledge', 'complete', 'refuse'], { error: 'dataRequests.actionRequired' }), reason: z.string().max(1000, { error: 'validation.tooLong' }), value: z.string().max(254, { error: 'validation.tooLong' }) })
  .refine((f) => f.action !== 'refuse' || f.reason.trim().length > 0, { path: ['reason'], error: 'dataRequests.reasonRequired' });
type Form = { action: DataRequestAction['action'] | undefined; reason: string; value: string };

/**
 * Acknowledge, complete (for a correction: the assessor has applied it; for a closure: the account
 * is closed) or refuse with the reason the customer reads; asked once more before it is sent.
 */
export function DataRequestActions({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const client = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(schema) as never, defaultValues: { action: undefined, reason: '', value: '' } });
  const action = useWatch({ control: form.control, name: 'action' });
  const send = useConfirmedSend({
    send: (body: DataRequestAction) => actOnDataRequest(http, request.id, body),
    onSent: (answer) => {
      showToast(Toast, t(`dataRequests.sent.${answer.state}`), 'success');
      client.setQueryData(dataRequestKeys.detail(request.id), answer);
      void client.invalidateQueries({ queryKey: dataRequestKeys.lists });
      form.reset({ action: undefined, reason: '', value: '' });
    },
  });
  const actions = (request.state === 'received' ? ['acknowledge', 'complete', 'refuse'] : ['complete', 'refuse']) as DataRequestAction['action'][];
  // A profile field can be corrected from here: its new value is set on the account as the request completes (api/src/modules/mydata/corrections.ts).
  const appliable = request.kind === 'correction' && (APPLIABLE_FIELDS as readonly string[]).includes(request.field ?? '');
  const submit = form.handleSubmit((values) => send.ask(bodyOf(values, appliable)));
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
        {form.formState.errors.action ? <p className={styles.fieldError} role="alert">{ruleText(t, form.formState.errors.action.message)}</p> : null}
        <ActionTexts form={form} action={action} fieldName={appliable ? request.field : null} />
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

/** What is sent: the reason or answer when given, the corrected value only with a completion of a field it applies to. */
function bodyOf(values: Form, appliable: boolean): DataRequestAction {
  const reason = values.reason.trim();
  const value = values.value.trim();
  return { action: values.action as DataRequestAction['action'], ...(reason ? { reason } : {}), ...(appliable && values.action === 'complete' && value ? { value } : {}) };
}

/** What goes with a completion or a refusal: the corrected value of a profile field, and the text the customer reads. */
function ActionTexts({ form, action, fieldName }: { form: UseFormReturn<Form>; action: Form['action']; fieldName: string | null }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <>
      {fieldName && action === 'complete' ? (
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <InsurerField label={t('dataRequests.valueLabel', { field: t(`dataRequests.fields.${fieldName}`) })} hint={t('dataRequests.valueHint')} error={ruleText(t, errors.value?.message)} testId="data-request-value">
              {(control) => <input {...control} className={styles.input} value={field.value} onChange={field.onChange} maxLength={254} autoComplete="off" />}
            </InsurerField>
          )}
        />
      ) : null}
      {action === 'refuse' || action === 'complete' ? (
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => <TextAreaField label={action === 'refuse' ? t('dataRequests.reasonLabel') : t('dataRequests.answerLabel')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.reason?.message)} testId="data-request-reason-input" />}
        />
      ) : null}
    </>
  );
}
