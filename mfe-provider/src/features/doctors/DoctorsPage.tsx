import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCTOR_STATUSES, type DoctorStatus } from '@sencare/shared/rules';
import { buildHash, navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { DESK_MEDIA, sortFromQuery, sortToQuery, SearchField, useMediaQuery, usePageTitle, useRemoteServices, type TableSort } from '@sencare/shared/ui';
import { fetchDoctors, providerKeys } from '../../api/provider';
import type { Doctor } from '../../api/types';
import styles from '../../components/page';
import own from './doctors.module.css';
import { DOCTOR_SORT_KEYS, DoctorsTable } from './DoctorsTable';

export interface DoctorsQuery {
  q?: string;
  status?: string;
  sort?: string;
}

const statusOf = (value?: string) => ((DOCTOR_STATUSES as readonly string[]).includes(value ?? '') ? (value as DoctorStatus) : undefined);

/**
 * #/provider/doctors?q=&status=&sort= — the hospital's doctors (docs/portals.md "Doctors"), searched
 * and filtered in the address, so a reload shows the same list. At a desk (DESK_MEDIA) a sortable
 * table; below it the phone's rows. "Add a doctor" only for the hospital's provider admin.
 */
export function DoctorsPage({ query }: { query: DoctorsQuery }) {
  const { t } = useTranslation();
  usePageTitle('title.doctors');
  const { http } = useRemoteServices();
  const filter = { q: query.q || undefined, status: statusOf(query.status) };
  const doctors = useQuery({ queryKey: providerKeys.doctors(filter), queryFn: () => fetchDoctors(http, filter) });
  const desk = useMediaQuery(DESK_MEDIA);
  const sort = sortFromQuery(query.sort, DOCTOR_SORT_KEYS);
  const go = (change: Partial<DoctorsQuery>) => navigate('/provider/doctors', { ...query, ...change } as Record<string, string | undefined>, { replace: true });
  const onSort = (next: TableSort) => go({ sort: sortToQuery(next) });
  const statusId = useId();

  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="doctors-page">
      <section className={`${styles.section} ${styles.filterBar}`}>
        <div className={own.filters}>
          <SearchField label={t('doctors.search')} value={query.q ?? ''} inputClassName={styles.input} testId="doctors-search" onSearch={(q) => go({ q: q || undefined })} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={statusId}>{t('doctors.status')}</label>
            <select id={statusId} className={styles.input} value={filter.status ?? ''} onChange={(e) => go({ status: e.target.value || undefined })} data-testid="doctors-status">
              <option value="">{t('doctors.statusAll')}</option>
              {DOCTOR_STATUSES.map((s) => <option key={s} value={s}>{t(`doctors.statusOf.${s}`)}</option>)}
            </select>
          </div>
        </div>
        {doctors.data?.canManage ? <a className={own.add} href={buildHash('/provider/doctor/new')} data-testid="doctors-add">{t('doctors.add')}</a> : null}
      </section>
      <QueryView query={doctors} testId="doctors" empty={{ when: (data) => data.items.length === 0, text: filter.q || filter.status ? t('doctors.noMatch') : t('doctors.empty') }}>
        {(data) =>
          desk ? (
            <DoctorsTable items={data.items} sort={sort} onSort={onSort} />
          ) : (
            <ul className={own.items} aria-label={t('title.doctors')}>
              {data.items.map((doctor) => <DoctorRow key={doctor.id} doctor={doctor} />)}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function DoctorRow({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation();
  return (
    <li className={own.item} data-testid="doctor-row" data-status={doctor.status}>
      <a className={own.link} href={buildHash('/provider/doctor', { id: String(doctor.id) })}>
        <span className={own.top}>
          <span className={own.name}>{doctor.fullName}</span>
          <span className={own[doctor.status]}>{t(`doctors.statusOf.${doctor.status}`)}</span>
        </span>
        <span className={styles.muted}>{doctor.code} · {doctor.department}</span>
      </a>
    </li>
  );
}

