import { useState } from 'react';
import { ModalDialog, Toast } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@sencare/shared/http';
import { DateInput, Field, showToast, useRemoteServices } from '@sencare/shared/ui';
import type { ProviderAction } from '../../api/gopActions';
import { providerKeys, sendGopAction, uploadGopDocument } from '../../api/provider';
import type { Gop } from '../../api/types';
import { DocumentPicker } from '../../components/DocumentPicker';
import { errorText } from '../../components/errorText';
import { groupVnd } from '../../components/money';
import styles from '../../components/page';
import { uploadAll } from '../gopNew/NewGopPage';
import { actionBody, actionSchema, emptyActionForm, type ActionForm } from './actionSchemas';

/** The API refused a transition the GOP no longer allows, or someone acted first (api/src/modules/gop/routes.ts). */
const CONFLICTS = ['gop.errors.transitionNotAllowed', 'error.assessmentChanged'];
const isConflict = (error: unknown) => error instanceof ApiError && CONFLICTS.includes(error.message);

/**
 * One provider action, confirmed in the kernel's ModalDialog with what it needs: a note to reply,
 * the final bill, discharge date and documents to submit, a reason to cancel. Sent, the GOP's
 * answer replaces the cached one and the dialog closes.
 */
export function ActionDialog({ gop, action, onClose }: { gop: Gop; action: ProviderAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const id = String(gop.id);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<ActionForm>({
    resolver: zodResolver(actionSchema),
    defaultValues: emptyActionForm(action ?? 'withdraw', gop.admissionDate),
  });
  const errors = formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const send = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const next = await sendGopAction(http, id, actionBody(values));
      const failed = values.action === 'final_submit' ? await uploadAll(files, (file) => uploadGopDocument(http, id, file, 'final_bill')) : 0;
      queryClient.setQueryData(providerKeys.gop(id), next);
      void queryClient.invalidateQueries({ queryKey: providerKeys.gop(id) });
      void queryClient.invalidateQueries({ queryKey: providerKeys.allGops });
      showToast(Toast, failed ? t('action.uploadFailed', { count: failed }) : t(`action.done.${values.action}`), failed ? 'error' : 'success');
      onClose();
    } catch (error) {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: providerKeys.gop(id) });
      setServerError(isConflict(error) ? t('gop.errors.notAllowed') : errorText(t, error));
    }
  });

  if (!action) return null;
  const sending = formState.isSubmitting;
  const content = (
    <form onSubmit={(e) => void send(e)} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12, textAlign: 'left' }} data-testid={`action-form-${action}`}>
      <p style={{ margin: 0 }}>{t(`action.confirm.${action}`)}</p>
      {action === 'final_submit' ? (
        <>
          <Field label={t('action.finalBill')} error={message(errors.finalBill?.message)} testId="action-final-bill">
            {(ids) => <Controller control={control} name="finalBill" render={({ field }) => <input {...ids} className={styles.input} inputMode="numeric" autoComplete="off" value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(groupVnd(e.target.value))} />} />}
          </Field>
          <Field label={t('action.dischargeDate')} error={message(errors.dischargeDate?.message)} testId="action-discharge">
            {(ids) => <Controller control={control} name="dischargeDate" render={({ field }) => <DateInput {...ids} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />}
          </Field>
          <DocumentPicker label={t('action.documents')} hint={t('form.documentsHint')} files={files} errors={fileErrors} onChange={(next, errs) => { setFiles(next); setFileErrors(errs); }} testId="action-docs" />
        </>
      ) : null}
      {action === 'reply' ? (
        <Field label={t('action.newEstimate')} error={message(errors.estimated?.message)} testId="action-estimate">
          {(ids) => <Controller control={control} name="estimated" render={({ field }) => <input {...ids} className={styles.input} inputMode="numeric" autoComplete="off" value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(groupVnd(e.target.value))} />} />}
        </Field>
      ) : null}
      <Field label={action === 'cancel' ? t('action.reason') : t('action.note')} hint={action === 'cancel' ? t('action.reasonHint') : undefined} error={message(errors.note?.message)} testId="action-note">
        {(ids) => <textarea {...ids} {...register('note')} className={styles.input} maxLength={1100} />}
      </Field>
      {serverError ? <div className={styles.error} role="alert" data-testid="action-server-error">{serverError}</div> : null}
    </form>
  );

  return (
    <ModalDialog
      visible
      title={t(`action.${action}`)}
      label={t(`action.${action}`)}
      content={content}
      onClose={onClose}
      testId={`action-dialog-${action}`}
      actions={[[
        { key: 'back', text: t('action.back'), onClick: onClose, disabled: sending },
        { key: 'send', text: sending ? t('action.sending') : t('action.send'), bold: true, disabled: sending, onClick: () => void send(), danger: action === 'cancel' || action === 'withdraw' },
      ]]}
    />
  );
}
