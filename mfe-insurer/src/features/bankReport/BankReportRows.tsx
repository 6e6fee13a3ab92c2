import { useTranslation } from 'react-i18next';
import type { BankReportResult, BankReportRow } from '@sencare/shared/contracts';
import { formatVnd } from '@sencare/shared/format';
import { buildHash, navigate } from '@sencare/shared/routing';
import { DESK_MEDIA, RecordTable, useMediaQuery, type RecordColumn } from '@sencare/shared/ui';
import styles from '../../components/ui.module.css';

function Outcome({ row }: { row: BankReportRow }) {
  const { t } = useTranslation();
  return (
    <span data-testid="bank-report-outcome" data-outcome={row.outcome}>
      {t(`bankReport.outcome.${row.outcome}`)}
      {row.reason ? ` — ${t(row.reason)}` : ''}
    </span>
  );
}

/**
 * Every row of the report and what happened to it (or would, for a check), in the file's order:
 * a table at a desk, cards on a phone (as the queue, docs/portals.md "At a desk").
 */
export function BankReportRows({ result }: { result: BankReportResult }) {
  const { t } = useTranslation();
  const desk = useMediaQuery(DESK_MEDIA);
  const columns: RecordColumn<BankReportRow>[] = [
    { key: 'line', label: t('bankReport.column.line'), numeric: true, cell: (r) => r.line },
    { key: 'claimNo', label: t('bankReport.column.claimNo'), cell: (r) => r.claimNo },
    { key: 'amount', label: t('bankReport.column.amount'), numeric: true, cell: (r) => (r.amount === null ? '–' : formatVnd(r.amount)) },
    { key: 'reference', label: t('bankReport.column.reference'), cell: (r) => r.reference },
    { key: 'outcome', label: t('bankReport.column.outcome'), cell: (r) => <Outcome row={r} /> },
  ];
  return (
    <section className={styles.card} aria-labelledby="bank-report-result" data-testid="bank-report-result">
      <h2 className={styles.cardTitle} id="bank-report-result">{result.applied ? t('bankReport.applied') : t('bankReport.checked')}</h2>
      <p role="status" data-testid="bank-report-counts">{t(result.applied ? 'bankReport.countsApplied' : 'bankReport.countsChecked', result.counts)}</p>
      {desk ? (
        <RecordTable
          rows={result.rows}
          columns={columns}
          rowKey={(r) => String(r.line)}
          href={(r) => buildHash('/insurer/claim', { id: r.claimNo })}
          onOpen={(r) => navigate('/insurer/claim', { id: r.claimNo })}
          caption={t('bankReport.tableCaption')}
          testId="bank-report-rows"
        />
      ) : (
        <ul className={styles.list} data-testid="bank-report-rows">
          {result.rows.map((r) => (
            <li key={r.line} className={styles.listItem}>
              <a className={styles.itemLink} href={buildHash('/insurer/claim', { id: r.claimNo })}>
                <span className={styles.itemTop}>
                  <span>{t('bankReport.lineOf', { line: r.line, claimNo: r.claimNo })}</span>
                  <span>{r.amount === null ? '–' : formatVnd(r.amount)}</span>
                </span>
                <span className={styles.itemMeta} style={{ display: 'block' }}>{r.reference}</span>
                <span className={styles.itemMeta} style={{ display: 'block' }}><Outcome row={r} /></span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
