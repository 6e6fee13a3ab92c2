import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Member } from '@sencare/shared/contracts';
import { formatDate } from '@sencare/shared/format';
import { MEMBER_STATUSES } from '@sencare/shared/rules';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, SearchField, useMediaQuery, usePageTitle, useRemoteServices, type TableSort } from '@sencare/shared/ui';
import { fetchMembers, fetchProfile, hrKeys, PAGE_SIZE, type MemberFilter } from '../../api/hr';
import list from '../../components/list.module.css';
import styles from '../../components/page';
import { MEMBER_SORT_KEYS, MembersTable } from './MembersTable';

export interface MembersQuery {
  q?: string;
  department?: string;
  status?: string;
  plan?: string;
  page?: string;
  /** A column of the table at a desk and its order (`name:asc`), so a sorted list can be bookmarked. */
  sort?: string;
}

const statusOf = (value?: string) => (MEMBER_STATUSES as readonly string[]).includes(value ?? '') ? (value as Member['status']) : undefined;

/** The filter lives in the address, so a reload or a shared link shows the same list. */
function filterOf(query: MembersQuery): MemberFilter {
  return { q: query.q || undefined, department: query.department || undefined, status: statusOf(query.status), plan: query.plan || undefined, page: Math.max(1, Number(query.page) || 1) };
}

/**
 * #/hr?q=&department=&status=&plan=&sort= — the group policy's members, searched and filtered
 * (docs/portals.md). At a desk (DESK_MEDIA) a sortable table; below it the phone's list of rows.
 */
export function MembersPage({ query }: { query: MembersQuery }) {
  const { t } = useTranslation();
  usePageTitle('title.members');
  const { http } = useRemoteServices();
  const filter = filterOf(query);
  const profile = useQuery({ queryKey: hrKeys.profile, queryFn: () => fetchProfile(http) });
  const members = useQuery({ queryKey: hrKeys.members(filter), queryFn: () => fetchMembers(http, filter) });
  const go = (change: Partial<MembersQuery>) => navigate('/hr', { ...query, page: undefined, ...change } as Record<string, string | undefined>, { replace: true });
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(query.sort, MEMBER_SORT_KEYS);
  const onSort = (next: TableSort) => navigate('/hr', { ...query, sort: sortToQuery(next) } as Record<string, string | undefined>, { replace: true });

  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="hr-members">
      <section className={`${styles.section} ${styles.filterBar}`}>
        <div className={list.filters}>
          <SearchField label={t('members.search')} value={query.q ?? ''} inputClassName={styles.input} testId="hr-search" onSearch={(q) => go({ q: q || undefined })} />
          <Select label={t('members.department')} value={filter.department ?? ''} onChange={(department) => go({ department })} testId="hr-filter-department" options={(profile.data?.departments ?? []).map((d) => [d, d])} />
          <Select label={t('members.status')} value={filter.status ?? ''} onChange={(status) => go({ status })} testId="hr-filter-status" options={MEMBER_STATUSES.map((s) => [s, t(`status.${s}`)])} />
          <Select label={t('members.plan')} value={filter.plan ?? ''} onChange={(plan) => go({ plan })} testId="hr-filter-plan" options={(profile.data?.plans ?? []).map((p) => [p.code, p.code])} />
        </div>
        {profile.data?.subRole === 'admin' ? <a className={`${list.link} ${list.action}`} href={buildHash('/hr/member/new')} data-testid="hr-add-member">{t('members.add')}</a> : null}
      </section>
      <QueryView query={members} testId="hr-members" empty={{ when: (data) => data.items.length === 0, text: t('members.empty') }}>
        {(data) => (
          <>
            {desk ? (
              <MembersTable items={data.items} total={data.total} sort={sort} onSort={onSort} />
            ) : (
              <>
                <p className={styles.muted} style={{ padding: '0 16px' }} role="status">{t('members.count', { count: data.total })}</p>
                <ul className={list.items} aria-label={t('title.members')}>
                  {data.items.map((member) => <MemberRow key={member.id} member={member} />)}
                </ul>
              </>
            )}
            <Pager query={query} page={filter.page ?? 1} total={data.total} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Previous and next page links, the filter and the sort kept. */
function Pager({ query, page, total }: { query: MembersQuery; page: number; total: number }) {
  const { t } = useTranslation();
  if (page * PAGE_SIZE >= total && page <= 1) return null;
  return (
    <div className={styles.actions}>
      {page > 1 ? <a href={buildHash('/hr', { ...query, page: String(page - 1) } as Record<string, string>)}>{t('members.previous')}</a> : null}
      {page * PAGE_SIZE < total ? <a href={buildHash('/hr', { ...query, page: String(page + 1) } as Record<string, string>)} data-testid="hr-members-next">{t('members.next')}</a> : null}
    </div>
  );
}

function Select({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (value: string | undefined) => void; options: [string, string][]; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <select id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value || undefined)} data-testid={testId}>
        <option value="">{t('members.all')}</option>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
}

function MemberRow({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <li className={list.item} data-testid="hr-member-row" data-status={member.status}>
      <a className={list.link} href={buildHash('/hr/member', { id: String(member.id) })}>
        <span className={list.top}>
          <span>{member.fullName}</span>
          <span className={member.status === 'active' ? list.active : list.ended}>{t(`status.${member.status}`)}</span>
        </span>
        <span className={styles.muted}>
          {member.employeeNo} · {t(`relationship.${member.relationship}`)} · {member.department} · {t('members.planCode', { plan: member.planCode })}
        </span>
        {member.coverTo ? <span className={styles.muted}>{t('members.coverEnds', { date: formatDate(member.coverTo) })}</span> : null}
      </a>
    </li>
  );
}
