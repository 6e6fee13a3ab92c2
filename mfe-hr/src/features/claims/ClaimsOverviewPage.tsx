import { Button } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClaimsOverview, ClaimsOverviewCell } from '@sencare/shared/contracts';
import { formatNumber, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { useFileDownload, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsKeys, fetchClaimsOverview, fetchClaimsOverviewCsv } from '../../api/hr';
import list from '../../components/list.module.css';
import styles from '../../components/page';

const PERIODS = [3, 6, 12, 24] as const;
const periodOf = (value?: string) => (PERIODS as readonly number[]).includes(Number(value)) ? Number(value) : 12;

/**
 * #/hr/claims?months= — the employer's totals of its members' claims (docs/privacy.md "Employers
 * see totals"): what the API answers holds no person, diagnosis or document, and a cell of fewer
 * than three claims shows no figures.
 */
export function ClaimsOverviewPage({ query }: { query: { months?: string } }) {
  const { t } = useTranslation();
  usePageTitle('title.claims');
  const { http } = useRemoteServices();
  const months = periodOf(query.months);
  const overview = useQuery({ queryKey: claimsKeys.overview(months), queryFn: () => fetchClaimsOverview(http, months) });
  const csv = useFileDownload();
  const exportCsv = () => csv.download(() => fetchClaimsOverviewCsv(http, months), `claims-overview-${overview.data?.from ?? months}.csv`);

  return (
    <div className={`${styles.page} ${styles.wide}`} data-testid="hr-claims">
      <section className={styles.section}>
        <p className={styles.hint}>{t('claims.privacy', { minimum: overview.data?.minimumCell ?? 3 })}</p>
        <div className={`${styles.field} ${list.period}`}>
          <label className={styles.label} htmlFor="hr-claims-period">{t('claims.period')}</label>
          <select id="hr-claims-period" className={styles.input} value={months} onChange={(e) => navigate('/hr/claims', { months: e.target.value }, { replace: true })} data-testid="hr-claims-period">
            {PERIODS.map((n) => <option key={n} value={n}>{t('claims.months', { count: n })}</option>)}
          </select>
        </div>
      </section>
      <QueryView query={overview} testId="hr-claims" empty={{ when: (data) => data.totals.claims === 0, text: t('claims.empty') }}>
        {(data) => (
          <>
            <div className={list.pair}>
              <Totals data={data} />
              <Plans data={data} />
            </div>
            <Months data={data} />
            <div className={styles.actions}>
              <Button block fill="outline" loading={csv.state === 'busy'} onClick={() => void exportCsv()} data-testid="hr-claims-csv">
                {t('claims.csv')}
              </Button>
              {csv.state === 'failed' ? <p className={styles.error} role="alert" data-testid="hr-claims-csv-error">{t('claims.csvFailed')}</p> : null}
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}

function Totals({ data }: { data: ClaimsOverview }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="hr-claims-totals">
      <h2 className={styles.sectionTitle} id="hr-claims-totals">{t('claims.totals')}</h2>
      <dl className={styles.rows} data-testid="hr-claims-totals">
        <dt>{t('claims.count')}</dt>
        <dd>{formatNumber(data.totals.claims)}</dd>
        <dt>{t('claims.requested')}</dt>
        <dd>{formatVnd(data.totals.requested)}</dd>
        <dt>{t('claims.reimbursed')}</dt>
        <dd>{formatVnd(data.totals.reimbursed)}</dd>
      </dl>
    </section>
  );
}

function Plans({ data }: { data: ClaimsOverview }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('vi') ? 'vi' : 'en';
  return (
    <section className={styles.section} aria-labelledby="hr-claims-plans">
      <h2 className={styles.sectionTitle} id="hr-claims-plans">{t('claims.budget')}</h2>
      {data.plans.map((plan) => {
        const share = plan.budget > 0 ? Math.min(100, Math.round((plan.used / plan.budget) * 100)) : 0;
        return (
          <div key={plan.code} className={styles.field} data-testid={`hr-plan-${plan.code}`}>
            <span className={styles.label} id={`hr-plan-${plan.code}`}>{t('claims.plan', { code: plan.code, name: plan.name[lang] })}</span>
            <progress className={list.meter} max={100} value={share} aria-labelledby={`hr-plan-${plan.code}`} />
            <span className={styles.muted}>{t('claims.used', { used: formatVnd(plan.used), budget: formatVnd(plan.budget), share })}</span>
          </div>
        );
      })}
    </section>
  );
}

function Months({ data }: { data: ClaimsOverview }) {
  const { t } = useTranslation();
  const months = [...new Set(data.cells.map((cell) => cell.month))];
  return (
    <section className={styles.section} aria-labelledby="hr-claims-months">
      <h2 className={styles.sectionTitle} id="hr-claims-months">{t('claims.byMonth')}</h2>
      {months.map((month) => (
        <div key={month} data-testid={`hr-claims-month-${month}`}>
          <h3 className={styles.label}>{month.split('-').reverse().join('-')}</h3>
          <ul className={`${list.items} ${list.cells}`}>
            {data.cells.filter((cell) => cell.month === month).map((cell) => <CellRow key={`${cell.department}-${cell.outcome}`} cell={cell} minimum={data.minimumCell} />)}
          </ul>
        </div>
      ))}
    </section>
  );
}

function CellRow({ cell, minimum }: { cell: ClaimsOverviewCell; minimum: number }) {
  const { t } = useTranslation();
  return (
    <li className={`${list.item} ${list.cell}`} data-testid="hr-claims-cell">
      <span className={list.top}>
        <span>{cell.department}</span>
        <span>{t(`claims.outcome.${cell.outcome}`)}</span>
      </span>
      <span className={styles.muted}>
        {cell.claims === null
          ? t('claims.fewer', { minimum })
          : t('claims.cell', { count: cell.claims, requested: formatVnd(cell.requested), reimbursed: formatVnd(cell.reimbursed) })}
      </span>
    </li>
  );
}
