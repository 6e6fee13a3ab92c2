import { Button, Toast } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { createDoctor, fetchDoctors, providerKeys } from '../../api/provider';
import { BackLink } from '../../components/BackLink';
import styles from '../../components/page';
import { DoctorFields } from './DoctorFields';
import own from './doctors.module.css';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { useDoctorForm } from './useDoctorForm';

/** #/provider/doctor/new — add a doctor of the hospital (its provider admin only; the API refuses anyone else too). */
export function NewDoctorPage() {
  const { t } = useTranslation();
  usePageTitle('title.newDoctor');
  const { http } = useRemoteServices();
  const doctors = useQuery({ queryKey: providerKeys.doctors({}), queryFn: () => fetchDoctors(http) });
  const { form, submit, serverError } = useDoctorForm({ code: '', fullName: '', department: '', status: 'effective' }, (values) => createDoctor(http, values), (doctor) => {
    showToast(Toast, t('doctors.created', { name: doctor.fullName }), 'success');
    navigate('/provider/doctors', {}, { replace: true });
  });
  if (doctors.data && !doctors.data.canManage) return <ReadOnlyNotice />;
  return (
    <form className={`${styles.page} ${own.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="doctor-new">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="doctor-new-server-error">{serverError}</div> : null}
      <section className={styles.section}>
        <DoctorFields register={form.register} errors={form.formState.errors} withStatus={false} testId="doctor-new" />
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={form.formState.isSubmitting} data-testid="doctor-new-submit">{t('doctors.create')}</Button>
      </div>
      <BackLink path="/provider/doctors">{t('doctors.toList')}</BackLink>
    </form>
  );
}
