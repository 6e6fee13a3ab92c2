import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@sencare/shared/http';
import { MEMBER_CSV_COLUMNS, MEMBER_GENDERS, MEMBER_RELATIONSHIPS, memberInputSchema, todayIso, type MemberInput } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { createMember, fetchProfile, hrKeys } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';

type Name = (typeof MEMBER_CSV_COLUMNS)[number];
const TEXT_FIELDS: { name: Name; type?: string; inputMode?: 'numeric' | 'email' | 'tel' }[] = [
  { name: 'employeeNo' },
  { name: 'fullName' },
  { name: 'dateOfBirth', type: 'date' },
  { name: 'idNumber', inputMode: 'numeric' },
  { name: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', inputMode: 'tel' },
  { name: 'department' },
  { name: 'coverFrom', type: 'date' },
];

/**
 * #/hr/member/new — enrol one member with the API's own schema (memberInputSchema, shared with the
 * CSV import): what the form refuses the API refuses with the same words, and an error only the
 * API can find (a person already enrolled, an unknown plan) lands under its field.
 */
export function NewMemberPage() {
  const { t } = useTranslation();
  usePageTitle('title.newMember');
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<MemberInput>({
    resolver: zodResolver(memberInputSchema),
    defaultValues: { relationship: 'self', gender: 'female', coverFrom: todayIso(), planCode: '', department: profile.data?.department ?? '' },
  });
  const message = (name: Name) => {
    const key = formState.errors[name]?.message;
    return key ? keyText(t, key) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const member = await createMember(http, values);
      void queryClient.invalidateQueries({ queryKey: hrKeys.allMembers });
      navigate('/hr/member', { id: String(member.id) }, { replace: true });
    } catch (failure) {
      const fields = Object.entries(apiFieldErrors(failure)).filter(([field]) => (MEMBER_CSV_COLUMNS as readonly string[]).includes(field));
      fields.forEach(([field, key]) => setError(field as Name, { message: key }));
      if (fields.length === 0) setServerError(errorText(t, failure));
    }
  });

  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="hr-new-member">
      {serverError ? <div className={styles.errorBox} role="alert">{serverError}</div> : null}
      <section className={styles.section}>
        <Field label={t('field.relationship')} error={message('relationship')} testId="hr-new-relationship">
          {(ids) => <select {...ids} {...register('relationship')} className={styles.input}>{MEMBER_RELATIONSHIPS.map((r) => <option key={r} value={r}>{t(`relationship.${r}`)}</option>)}</select>}
        </Field>
        {TEXT_FIELDS.map(({ name, type, inputMode }) => (
          <Field key={name} label={t(`field.${name}`)} error={message(name)} testId={`hr-new-${name}`}>
            {(ids) => <input {...ids} {...register(name)} type={type ?? 'text'} inputMode={inputMode} className={styles.input} />}
          </Field>
        ))}
        <Field label={t('field.gender')} error={message('gender')} testId="hr-new-gender">
          {(ids) => <select {...ids} {...register('gender')} className={styles.input}>{MEMBER_GENDERS.map((g) => <option key={g} value={g}>{t(`gender.${g}`)}</option>)}</select>}
        </Field>
        <Field label={t('field.planCode')} error={message('planCode')} testId="hr-new-planCode">
          {(ids) => (
            <select {...ids} {...register('planCode')} className={styles.input}>
              <option value="">{t('members.pickPlan')}</option>
              {(profile.data?.plans ?? []).map((p) => <option key={p.code} value={p.code}>{p.code}</option>)}
            </select>
          )}
        </Field>
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="hr-new-submit">{t('members.enrol')}</Button>
      </div>
    </form>
  );
}
