import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { HrProfile, Member } from '@sencare/shared/contracts';
import { apiFieldErrors } from '@sencare/shared/http';
import { memberEditSchema, type MemberEditInput } from '@sencare/shared/rules';
import { Field, useRemoteServices } from '@sencare/shared/ui';
import { editMember, hrKeys } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';

type Name = keyof MemberEditInput;
const TEXT_FIELDS: { name: Exclude<Name, 'planCode'>; type?: string; inputMode?: 'email' | 'tel' }[] = [
  { name: 'fullName' },
  { name: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', inputMode: 'tel' },
  { name: 'department' },
];

/**
 * An HR admin corrects an active member (PUT /hr/members/:id with memberEditSchema, the API's own
 * schema): what the form refuses the API refuses with the same words, and a refusal only the API
 * can make (an address another account has, a plan the policy does not offer) lands under its field
 * with everything typed kept. What identifies the person stays as enrolled (docs/portals.md "Members").
 */
export function EditMemberForm({ member, plans }: { member: Member; plans: HrProfile['plans'] }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; text: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<MemberEditInput>({
    resolver: zodResolver(memberEditSchema),
    defaultValues: { fullName: member.fullName, email: member.email ?? '', phone: member.phone ?? '', department: member.department, planCode: member.planCode },
  });
  const message = (name: Name) => {
    const key = formState.errors[name]?.message;
    return key ? keyText(t, key) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await editMember(http, member.id, values);
      queryClient.setQueryData(hrKeys.member(String(member.id)), saved);
      void queryClient.invalidateQueries({ queryKey: hrKeys.allMembers });
      setOutcome({ saved: true });
    } catch (failure) {
      const fields = Object.entries(apiFieldErrors(failure)).filter(([field]) => field in memberEditSchema.shape);
      fields.forEach(([field, key]) => setError(field as Name, { message: key }));
      if (fields.length === 0) setOutcome({ saved: false, text: errorText(t, failure) });
    }
  });
  const planCodes = [...new Set([member.planCode, ...plans.map((plan) => plan.code)])];
  return (
    <form className={styles.section} noValidate onSubmit={(e) => void submit(e)} data-testid="hr-edit-member">
      <h3 className={styles.sectionTitle}>{t('member.edit.title')}</h3>
      <p className={styles.hint}>{t('member.edit.hint')}</p>
      {TEXT_FIELDS.map(({ name, type, inputMode }) => (
        <Field key={name} label={t(`field.${name}`)} error={message(name)} testId={`hr-edit-${name}`}>
          {(ids) => <input {...ids} {...register(name)} type={type ?? 'text'} inputMode={inputMode} className={styles.input} />}
        </Field>
      ))}
      <Field label={t('field.planCode')} error={message('planCode')} testId="hr-edit-planCode">
        {(ids) => <select {...ids} {...register('planCode')} className={styles.input}>{planCodes.map((code) => <option key={code} value={code}>{code}</option>)}</select>}
      </Field>
      <div role="status" aria-live="polite">
        {outcome?.saved ? <p className={styles.hint} data-testid="hr-edit-saved">{t('member.edit.saved')}</p> : null}
      </div>
      {outcome && !outcome.saved ? <p className={styles.error} role="alert" data-testid="hr-edit-failed">{outcome.text}</p> : null}
      <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="hr-edit-submit">{t('member.edit.save')}</Button>
    </form>
  );
}
