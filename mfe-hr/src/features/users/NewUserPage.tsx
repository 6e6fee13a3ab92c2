import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@sencare/shared/http';
import { hrUserInputSchema, type HrUserInput } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { createUser, fetchProfile, hrKeys, usersKeys } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';
import { AccessFields } from './AccessFields';

const FIELDS = ['fullName', 'email', 'subRole', 'department'] as const;

/** #/hr/user/new — add an HR portal user with the API's own schema; the invitation goes to the address. */
export function NewUserPage() {
  const { t } = useTranslation();
  usePageTitle('title.newUser');
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<HrUserInput>({ resolver: zodResolver(hrUserInputSchema), defaultValues: { fullName: '', email: '', subRole: 'viewer', department: '' } });
  const message = (name: (typeof FIELDS)[number]) => {
    const key = formState.errors[name]?.message;
    return key ? keyText(t, key) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createUser(http, values);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      navigate('/hr/users', {}, { replace: true });
    } catch (failure) {
      const fields = Object.entries(apiFieldErrors(failure)).filter(([field]) => (FIELDS as readonly string[]).includes(field));
      fields.forEach(([field, key]) => setError(field as (typeof FIELDS)[number], { message: key }));
      if (fields.length === 0) setServerError(errorText(t, failure));
    }
  });
  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="hr-new-user">
      {serverError ? <div className={styles.errorBox} role="alert">{serverError}</div> : null}
      <section className={styles.section}>
        <Field label={t('field.fullName')} error={message('fullName')} testId="hr-new-user-fullName">
          {(ids) => <input {...ids} {...register('fullName')} className={styles.input} autoComplete="off" />}
        </Field>
        <Field label={t('field.email')} error={message('email')} testId="hr-new-user-email">
          {(ids) => <input {...ids} {...register('email')} type="email" inputMode="email" className={styles.input} autoComplete="off" />}
        </Field>
        <AccessFields register={register} departments={profile.data?.departments ?? []} errors={{ subRole: message('subRole'), department: message('department') }} testId="hr-new-user" />
        <p className={styles.hint}>{t('users.invitation')}</p>
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="hr-new-user-submit">{t('users.create')}</Button>
      </div>
    </form>
  );
}
