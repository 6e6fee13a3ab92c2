import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccessEntry } from '@sencare/shared/contracts';
import { formatDateTime } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { useFileDownload, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { accessLogKeys, fetchAccessLog, fetchAccessLogCsv, fetchOrganisations } from '../../api/accessLog';
import { LoadMore } from '../../components/LoadMore';
import { AccessFiltersForm } from './AccessFiltersForm';
import { filtersFromQuery, formFromFilters, queryFromForm } from './accessFilters';
import styles from '../../components/ui.module.css';
import local from './AccessLogPage.module.css';

/**
 * The compliance view of the access log (#/insurer/access-log; docs/privacy.md "Access log"): who
 * read which customer's record, filtered, newest first, and the same as CSV.
 */
export function AccessLogPage({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('accessLog.title');
  const filters = filtersFromQuery(query);
  const organisations = useQuery({ queryKey: accessLogKeys.organisations, queryFn: () => fetchOrganisations(http) });
  const log = useInfiniteQuery({
    queryKey: accessLogKeys.search(filters),
    queryFn: ({ pageParam }) => fetchAccessLog(http, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const total = log.data?.pages[0]?.total ?? 0;
  const csv = useFileDownload();
  const exportCsv = () => csv.download(() => fetchAccessLogCsv(http, filters), `access-log-${new Date().toISOString().slice(0, 10)}.csv`);

  return (
    <div className={styles.page} data-testid="access-log-page">
      <div className={local.column}>
        <h1 className={styles.heading}>{t('accessLog.title')}</h1>
        <AccessFiltersForm key={JSON.stringify(filters)} initial={formFromFilters(filters)} organisations={organisations.data ?? []} onApply={(form) => navigate('/insurer/access-log', queryFromForm(form), { replace: true })} />
        <QueryView query={log} testId="access-log" empty={{ when: () => items.length === 0, text: t('accessLog.empty') }}>
          {() => (
            <>
              <div className={local.toolbar}>
                <p className={styles.hint} role="status" data-testid="access-log-count">
                  {t('accessLog.count', { count: total })}
                </p>
                <button type="button" className={styles.secondary} disabled={csv.state === 'busy'} onClick={() => void exportCsv()} data-testid="access-log-csv">
                  {csv.state === 'busy' ? t('loading', { ns: 'common' }) : t('accessLog.csv')}
                </button>
              </div>
              {csv.state === 'failed' ? (
                <p className={styles.fieldError} role="alert" data-testid="access-log-csv-error">
                  {t('accessLog.csvFailed')}
                </p>
              ) : null}
              <AccessTable items={items} />
              <LoadMore pages={log} testId="access-log" />
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}

/** A table when it has 720 px or more; narrower, each row stacks as a card, every cell with its column's name. */
function AccessTable({ items }: { items: AccessEntry[] }) {
  const { t } = useTranslation();
  const columns = ['at', 'customer', 'organisation', 'staff', 'what', 'ip'] as const;
  const cells = (e: AccessEntry): Record<(typeof columns)[number], string> => ({
    at: formatDateTime(e.at),
    customer: `${e.customer.account} (${e.customer.userCode})`,
    organisation: `${e.organisation.type === 'insurer' ? t('accessLog.insurer') : (e.organisation.name ?? '')} · ${t(`accessLog.roles.${e.role}`)}`,
    staff: `${e.actor.name} (${e.actor.account})`,
    what: `${t(`accessLog.kinds.${e.kind}`)}: ${e.objectId}`,
    ip: e.ip,
  });
  return (
    <div className={local.tableWrap}>
      <table className={local.table} data-testid="access-log-table">
        <caption className={styles.visuallyHidden}>{t('accessLog.title')}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`accessLog.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((e) => {
            const row = cells(e);
            return (
              <tr key={e.id} data-testid="access-log-row">
                {columns.map((c) => (
                  <td key={c} data-label={t(`accessLog.columns.${c}`)}>
                    {row[c]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
