import { useState } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { apiFieldErrors } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { DateInput, EmptyView, Field, showToast, useLocalized, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { createGop, fetchDoctors, providerKeys, uploadGopDocument } from '../../api/provider';
import type { Patient } from '../../api/types';
import { BackLink } from '../../components/BackLink';
import { DocumentPicker } from '../../components/DocumentPicker';
import { errorText, keyText } from '../../components/errorText';
import { groupVnd, parseVnd } from '../../components/money';
import styles from '../../components/page';
import { ConfirmPatient } from '../lookup/LookupForm';
import { canRequestGop } from '../patient/PatientPage';
import { useLookedUpPatient } from '../patient/useLookedUpPatient';
import { newGopSchema, type NewGopForm } from './gopSchemas';

/** #/provider/gop/new?card=… — the patient's card, then the request; sent, it opens the new GOP. */
export function NewGopPage({ card }: { card: string }) {
  const { t } = useTranslation();
  usePageTitle('title.newGop');
  const patient = useLookedUpPatient(card);

  if (!card) return <EmptyView testId="gop-new-no-card">{t('patient.noCard')}</EmptyView>;
  if (!patient) return <ConfirmPatient card={card} testId="gop-new-confirm" />;
  if (!canRequestGop(patient)) {
    return (
      <div className={styles.page}>
        <EmptyView testId="gop-new-no-cashless">{patient.cashlessStatus === 'active' ? t('patient.cardNotValid') : t('patient.noCashless')}</EmptyView>
        <BackLink path="/provider/patient" query={{ card }}>{patient.fullName}</BackLink>
      </div>
    );
  }
  return <NewGopForm patient={patient} />;
}

function NewGopForm({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const only = patient.benefits.length === 1 ? patient.benefits[0].code : '';
  const { control, register, handleSubmit, setError, formState } = useForm<NewGopForm>({
    resolver: zodResolver(newGopSchema),
    defaultValues: { admissionDate: '', diagnosis: '', benefitCode: only, estimated: '', doctorId: '' },
  });
  // The hospital's effective doctors for the optional treating doctor (docs/portals.md "Doctors").
  const doctors = useQuery({ queryKey: providerKeys.doctors({ status: 'effective' }), queryFn: () => fetchDoctors(http, { status: 'effective' }) });
  const errors = formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    let gop;
    try {
      // The patient comes from the desk's lookup (useLookedUpPatient), which matched the date of birth typed there.
      const doctor = values.doctorId ? { doctorId: Number(values.doctorId) } : {};
      gop = await createGop(http, { cardNumber: patient.cardNumber, dob: patient.dateOfBirth, admissionDate: values.admissionDate, diagnosis: values.diagnosis.trim(), benefitCode: values.benefitCode, estimatedAmount: parseVnd(values.estimated) ?? 0, ...doctor });
    } catch (error) {
      const fields = apiFieldErrors(error);
      const placed = Object.entries(fields).filter(([field]) => ['admissionDate', 'diagnosis', 'benefitCode', 'doctorId'].includes(field) || field === 'estimatedAmount');
      placed.forEach(([field, key]) => setError(field === 'estimatedAmount' ? 'estimated' : (field as keyof NewGopForm), { message: keyText(t, key) }));
      // The card and date of birth are not fields of this form (they were the lookup's): their words go above it.
      const proof = fields.cardNumber ?? fields.dob;
      if (placed.length === 0) setServerError(proof ? t(proof, { ns: 'common' }) : errorText(t, error));
      return;
    }
    const failed = await uploadAll(files, (file) => uploadGopDocument(http, String(gop.id), file, 'bill'));
    void queryClient.invalidateQueries({ queryKey: providerKeys.allGops });
    showToast(Toast, failed ? t('action.uploadFailed', { count: failed }) : t('form.created', { caseNo: gop.caseNo }), failed ? 'error' : 'success');
    navigate('/provider/gop', { id: String(gop.id) }, { replace: true });
  });

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="gop-new-form">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="gop-new-server-error">{serverError}</div> : null}
      <section className={styles.section}>
        <dl className={styles.rows}>
          <dt>{t('detail.patient')}</dt>
          <dd data-testid="gop-new-patient">{patient.fullName}</dd>
          <dt>{t('form.card')}</dt>
          <dd>{patient.cardNumber}</dd>
          <dt>{t('patient.dateOfBirth')}</dt>
          <dd data-testid="gop-new-dob">{formatDate(patient.dateOfBirth)}</dd>
        </dl>
        <Field label={t('form.admissionDate')} error={message(errors.admissionDate?.message)} testId="gop-new-date">
          {(ids) => <Controller control={control} name="admissionDate" render={({ field }) => <DateInput {...ids} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />}
        </Field>
        <Field label={t('form.diagnosis')} hint={t('form.diagnosisHint')} error={message(errors.diagnosis?.message)} testId="gop-new-diagnosis">
          {(ids) => <textarea {...ids} {...register('diagnosis')} className={styles.input} maxLength={600} />}
        </Field>
        <Field label={t('form.benefit')} error={message(errors.benefitCode?.message)} testId="gop-new-benefit">
          {(ids) => (
            <select {...ids} {...register('benefitCode')} className={styles.input}>
              <option value="">{t('form.benefitPick')}</option>
              {patient.benefits.map((b) => <option key={b.code} value={b.code}>{localized(b.name)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('form.estimated')} error={message(errors.estimated?.message)} testId="gop-new-estimated">
          {(ids) => <Controller control={control} name="estimated" render={({ field }) => <input {...ids} className={styles.input} inputMode="numeric" autoComplete="off" value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(groupVnd(e.target.value))} />} />}
        </Field>
        <Field label={t('form.doctor')} error={message(errors.doctorId?.message)} testId="gop-new-doctor">
          {(ids) => (
            <select {...ids} {...register('doctorId')} className={styles.input}>
              <option value="">{t('form.doctorNone')}</option>
              {(doctors.data?.items ?? []).map((d) => <option key={d.id} value={String(d.id)}>{`${d.fullName} (${d.code}) · ${d.department}`}</option>)}
            </select>
          )}
        </Field>
        <DocumentPicker label={t('form.documents')} hint={t('form.documentsHint')} files={files} errors={fileErrors} onChange={(next, errs) => { setFiles(next); setFileErrors(errs); }} testId="gop-new-docs" />
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={formState.isSubmitting} loadingText={t('form.submitting')} data-testid="gop-new-submit">{t('form.submit')}</Button>
      </div>
    </form>
  );
}

/** Uploads one after the other (a front-desk connection is shared); answers how many failed. */
export async function uploadAll(files: File[], upload: (file: File) => Promise<unknown>): Promise<number> {
  let failed = 0;
  for (const file of files) {
    try {
      await upload(file);
    } catch {
      failed += 1;
    }
  }
  return failed;
}
