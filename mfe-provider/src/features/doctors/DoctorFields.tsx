import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCTOR_STATUSES } from '@sencare/shared/rules';
import { Field } from '@sencare/shared/ui';
import type { DoctorInput } from '../../api/types';
import { keyText } from '../../components/errorText';
import styles from '../../components/page';

/** The doctor's fields, the same in the add and the edit form; `withStatus` on edit (a new doctor is active). */
export function DoctorFields({ register, errors, withStatus, testId }: { register: UseFormRegister<DoctorInput>; errors: FieldErrors<DoctorInput>; withStatus: boolean; testId: string }) {
  const { t } = useTranslation();
  const message = (name: keyof DoctorInput) => {
    const key = errors[name]?.message;
    return key ? keyText(t, key) : undefined;
  };
  return (
    <>
      <Field label={t('doctors.code')} hint={t('doctors.codeHint')} error={message('code')} testId={`${testId}-code`}>
        {(ids) => <input {...ids} {...register('code')} className={styles.input} autoComplete="off" autoCapitalize="characters" maxLength={40} />}
      </Field>
      <Field label={t('doctors.fullName')} error={message('fullName')} testId={`${testId}-fullName`}>
        {(ids) => <input {...ids} {...register('fullName')} className={styles.input} autoComplete="off" maxLength={200} />}
      </Field>
      <Field label={t('doctors.department')} error={message('department')} testId={`${testId}-department`}>
        {(ids) => <input {...ids} {...register('department')} className={styles.input} autoComplete="off" maxLength={120} />}
      </Field>
      {withStatus ? (
        <Field label={t('doctors.status')} error={message('status')} testId={`${testId}-status`}>
          {(ids) => <select {...ids} {...register('status')} className={styles.input}>{DOCTOR_STATUSES.map((s) => <option key={s} value={s}>{t(`doctors.statusOf.${s}`)}</option>)}</select>}
        </Field>
      ) : null}
    </>
  );
}
