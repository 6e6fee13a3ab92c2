import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HR_SUB_ROLES } from '@sencare/shared/rules';
import { Field } from '@sencare/shared/ui';
import styles from '../../components/page';

/** Sub-role and department, the two parts of an HR user's access, for the new-user and the user forms. */
export function AccessFields({ register, departments, errors, testId }: {
  // Both forms' values have these two fields; the register of either fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>;
  departments: readonly string[];
  errors: { subRole?: string; department?: string };
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('users.subRole')} error={errors.subRole} testId={`${testId}-subRole`}>
        {(ids) => <select {...ids} {...register('subRole')} className={styles.input}>{HR_SUB_ROLES.map((r) => <option key={r} value={r}>{t(`me.subRole.${r}`)}</option>)}</select>}
      </Field>
      <Field label={t('users.department')} error={errors.department} testId={`${testId}-department`}>
        {(ids) => (
          <select {...ids} {...register('department')} className={styles.input}>
            <option value="">{t('me.allDepartments')}</option>
            {departments.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        )}
      </Field>
    </>
  );
}
