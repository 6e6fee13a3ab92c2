import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HrUser } from '@sencare/shared/contracts';
import { PORTAL_USER_STATUSES, hrUserEditSchema, type HrUserEditInput } from '@sencare/shared/rules';
import { Field, ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { editUser, fetchProfile, fetchUsers, hrKeys, unlockUser, usersKeys } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';
import { AccessFields } from './AccessFields';

/** #/hr/user?id= — one HR portal user: access and status, and an unlock after wrong passwords. Your own row only reads. */
export function UserPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.user');
  const { http } = useRemoteServices();
  const users = useQuery({ queryKey: usersKeys.all, queryFn: () => fetchUsers(http) });
  const user = users.data?.items.find((u) => String(u.id) === id);
  if (users.isError) return <ErrorView onRetry={() => void users.refetch()} testId="hr-user-error" />;
  if (users.isPending) return <div className={styles.page} aria-busy="true" data-testid="hr-user-loading" />;
  if (!user) return <p className={styles.errorBox} role="alert" data-testid="hr-user-missing">{t('validation.hr.userNotFound')}</p>;
  return <UserForm key={user.id} user={user} />;
}

function UserForm({ user }: { user: HrUser }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'unlocked' | 'failed'; text?: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<HrUserEditInput>({ resolver: zodResolver(hrUserEditSchema), defaultValues: { subRole: user.subRole, department: user.department ?? '', status: user.status } });
  const departments = [...new Set([...(profile.data?.departments ?? []), ...(user.department ? [user.department] : [])])];
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
  const act = async (kind: 'saved' | 'unlocked', call: () => Promise<unknown>) => {
    setOutcome(null);
    try {
      await call();
      await refresh();
      setOutcome({ kind });
    } catch (failure) {
      setOutcome({ kind: 'failed', text: errorText(t, failure) });
    }
  };
  const submit = handleSubmit((values) => act('saved', () => editUser(http, user.id, values)));
  const error = (name: 'subRole' | 'department' | 'status') => {
    const key = formState.errors[name]?.message;
    return key ? keyText(t, key) : undefined;
  };
  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="hr-user">
      <section className={styles.section}>
        <dl className={styles.rows}>
          <dt>{t('field.fullName')}</dt>
          <dd data-testid="hr-user-name">{user.fullName}</dd>
          <dt>{t('users.code')}</dt>
          <dd>{user.userCode}</dd>
          <dt>{t('field.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('users.wrongPasswords')}</dt>
          <dd data-testid="hr-user-failed">{user.locked ? t('users.locked', { count: user.failedLogins }) : user.failedLogins}</dd>
        </dl>
      </section>
      {user.you ? (
        <p className={styles.notice} style={{ margin: 16 }} role="status" data-testid="hr-user-you">{t('validation.hr.notYourself')}</p>
      ) : (
        <>
          <section className={styles.section}>
            <AccessFields register={register} departments={departments} errors={{ subRole: error('subRole'), department: error('department') }} testId="hr-user" />
            <Field label={t('users.statusLabel')} error={error('status')} testId="hr-user-status">
              {(ids) => <select {...ids} {...register('status')} className={styles.input}>{PORTAL_USER_STATUSES.map((s) => <option key={s} value={s}>{t(`users.status.${s}`)}</option>)}</select>}
            </Field>
            <p className={styles.hint}>{t('users.invalidHint')}</p>
          </section>
          <div className={styles.actions}>
            <div role="status" aria-live="polite">
              {outcome?.kind === 'saved' ? <p className={styles.hint} data-testid="hr-user-saved">{t('users.saved')}</p> : null}
              {outcome?.kind === 'unlocked' ? <p className={styles.hint} data-testid="hr-user-unlocked">{t('users.unlocked')}</p> : null}
            </div>
            {outcome?.kind === 'failed' ? <p className={styles.error} role="alert" data-testid="hr-user-failed-save">{outcome.text}</p> : null}
            <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="hr-user-save">{t('users.save')}</Button>
            {user.locked || user.failedLogins > 0 ? (
              <Button block fill="outline" onClick={() => void act('unlocked', () => unlockUser(http, user.id))} data-testid="hr-user-unlock">{t('users.unlock')}</Button>
            ) : null}
          </div>
        </>
      )}
    </form>
  );
}
