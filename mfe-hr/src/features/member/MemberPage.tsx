import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Member } from '@sencare/shared/contracts';
import { formatDate } from '@sencare/shared/format';
import { apiFieldErrors } from '@sencare/shared/http';
import { todayIso } from '@sencare/shared/rules';
import { QueryView } from '@sencare/shared/kit';
import { DateInput, EmptyView, Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { endCover, fetchMember, fetchProfile, hrKeys } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';
import { EditMemberForm } from './EditMemberForm';

/** #/hr/member?id=… — one member's enrolment, and for an HR admin, correcting it and ending their cover. */
export function MemberPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.member');
  const { http } = useRemoteServices();
  const member = useQuery({ queryKey: hrKeys.member(id), queryFn: () => fetchMember(http, id), enabled: /^\d+$/.test(id) });
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  return (
    <QueryView query={member} testId="hr-member" notFound={<EmptyView testId="hr-member-not-found">{t('member.notFound')}</EmptyView>}>
      {(m) => (
        <div className={`${styles.page} ${styles.narrow}`} data-testid="hr-member-page">
          <div className={styles.head}>
            <h2 className={styles.headTitle}>{m.fullName}</h2>
          </div>
          <MemberFacts member={m} />
          {profile.data?.subRole === 'admin' && m.status === 'active' ? (
            <>
              <EditMemberForm member={m} plans={profile.data.plans} />
              <EndCoverForm member={m} />
            </>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

function MemberFacts({ member: m }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <dl className={styles.rows}>
        <dt>{t('member.employeeNo')}</dt>
        <dd>{m.employeeNo}</dd>
        <dt>{t('member.relationship')}</dt>
        <dd>{t(`relationship.${m.relationship}`)}</dd>
        <dt>{t('member.dateOfBirth')}</dt>
        <dd>{formatDate(m.dateOfBirth)}</dd>
        <dt>{t('members.department')}</dt>
        <dd>{m.department}</dd>
        <dt>{t('members.plan')}</dt>
        <dd>{m.planCode} · {m.policyNo}</dd>
        <dt>{t('members.status')}</dt>
        <dd data-testid="hr-member-status">{t(`status.${m.status}`)}</dd>
        <dt>{t('member.coverFrom')}</dt>
        <dd>{formatDate(m.coverFrom)}</dd>
        {m.coverTo ? (
          <>
            <dt>{t('member.coverTo')}</dt>
            <dd data-testid="hr-member-cover-to">{formatDate(m.coverTo)}</dd>
          </>
        ) : null}
        <dt>{t('member.card')}</dt>
        <dd data-testid="hr-member-card">{m.cardNumber ? `${m.cardNumber} · ${t(`card.${m.cardStatus ?? 'invalid'}`)}` : '—'}</dd>
      </dl>
    </section>
  );
}

function EndCoverForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(todayIso());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setError(null);
    setSending(true);
    try {
      const ended = await endCover(http, member.id, date);
      queryClient.setQueryData(hrKeys.member(String(member.id)), ended);
      void queryClient.invalidateQueries({ queryKey: hrKeys.allMembers });
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(fields.effectiveDate ? keyText(t, fields.effectiveDate) : errorText(t, failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={styles.section} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="hr-end-cover">
      <h3 className={styles.sectionTitle}>{t('member.endCover')}</h3>
      <p className={styles.hint}>{member.relationship === 'self' ? t('member.endCoverEmployee') : t('member.endCoverHint')}</p>
      <Field label={t('member.effectiveDate')} error={error ?? undefined} testId="hr-end-cover-date">
        {(ids) => <DateInput {...ids} value={date} onChange={setDate} />}
      </Field>
      <Button type="submit" color="danger" block loading={sending} data-testid="hr-end-cover-submit">{t('member.endCoverSubmit')}</Button>
    </form>
  );
}
