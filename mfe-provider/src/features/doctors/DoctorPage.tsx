import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { editDoctor, fetchDoctors, providerKeys } from '../../api/provider';
import type { Doctor } from '../../api/types';
import { BackLink } from '../../components/BackLink';
import styles from '../../components/page';
import { DoctorFields } from './DoctorFields';
import own from './doctors.module.css';
import { useDoctorForm } from './useDoctorForm';

/** #/provider/doctor?id= — one doctor of the hospital: its provider admin changes code, name, department and status; other staff read. */
export function DoctorPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.doctor');
  const { http } = useRemoteServices();
  const doctors = useQuery({ queryKey: providerKeys.doctors({}), queryFn: () => fetchDoctors(http) });
  const doctor = doctors.data?.items.find((d) => String(d.id) === id);
  if (doctors.isError) return <ErrorView onRetry={() => void doctors.refetch()} testId="doctor-error" />;
  if (doctors.isPending) return <div className={styles.page} aria-busy="true" data-testid="doctor-loading" />;
  if (!doctor) {
    return (
      <div className={styles.page}>
        <EmptyView testId="doctor-not-found">{t('validation.provider.doctorNotFound')}</EmptyView>
        <BackLink path="/provider/doctors">{t('doctors.toList')}</BackLink>
      </div>
    );
  }
  return doctors.data.canManage ? <DoctorForm key={doctor.id} doctor={doctor} /> : <DoctorFacts doctor={doctor} />;
}

function DoctorFacts({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${own.narrow}`} data-testid="doctor">
      <section className={styles.section}>
        <dl className={styles.rows}>
          <dt>{t('doctors.code')}</dt>
          <dd data-testid="doctor-code">{doctor.code}</dd>
          <dt>{t('doctors.fullName')}</dt>
          <dd data-testid="doctor-name">{doctor.fullName}</dd>
          <dt>{t('doctors.department')}</dt>
          <dd>{doctor.department}</dd>
          <dt>{t('doctors.status')}</dt>
          <dd>{t(`doctors.statusOf.${doctor.status}`)}</dd>
        </dl>
        <p className={styles.hint}>{t('doctors.readOnly')}</p>
      </section>
      <BackLink path="/provider/doctors">{t('doctors.toList')}</BackLink>
    </div>
  );
}

function DoctorForm({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [saved, setSaved] = useState(false);
  const defaults = { code: doctor.code, fullName: doctor.fullName, department: doctor.department, status: doctor.status };
  const { form, submit, serverError } = useDoctorForm(defaults, (values) => {
    setSaved(false);
    return editDoctor(http, doctor.id, values);
  }, () => setSaved(true));
  return (
    <form className={`${styles.page} ${own.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="doctor">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="doctor-server-error">{serverError}</div> : null}
      <section className={styles.section}>
        <DoctorFields register={form.register} errors={form.formState.errors} withStatus testId="doctor" />
      </section>
      <div className={styles.actions}>
        <div role="status" aria-live="polite">{saved ? <p className={styles.hint} data-testid="doctor-saved">{t('doctors.saved')}</p> : null}</div>
        <Button type="submit" color="primary" block loading={form.formState.isSubmitting} data-testid="doctor-save">{t('doctors.save')}</Button>
      </div>
      <BackLink path="/provider/doctors">{t('doctors.toList')}</BackLink>
    </form>
  );
}
