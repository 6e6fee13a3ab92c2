import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANK_REPORT_COLUMNS, type BankReportResult } from '@sencare/shared/contracts';
import { apiFieldErrors } from '@sencare/shared/http';
import { TextFileField, usePageTitle, useRemoteServices, type ChosenTextFile } from '@sencare/shared/ui';
import { sendBankReport } from '../../api/bankReport';
import { claimKeys } from '../../api/claims';
import { FormError } from '../../components/FormError';
import { BankReportRows } from './BankReportRows';
import styles from '../../components/ui.module.css';

/** The file the finance desk fills from the bank's statement: the header and one example line. */
export const BANK_REPORT_TEMPLATE = `\uFEFF${BANK_REPORT_COLUMNS.join(',')}\r\nCL-2026-000202,1200000,VCB-20261128-0001\r\n`;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(BANK_REPORT_TEMPLATE)}`;

/**
 * #/insurer/bank-report — claims marked paid from the bank's payment report: choose the CSV, check
 * it (every row and what applying would do, nothing changed), then mark the matching claims paid.
 * Each row stands alone and a claim already paid is said so, so the same file twice pays nothing
 * twice (docs/portals.md "Bank report").
 */
export function BankReportPage() {
  const { t } = useTranslation();
  usePageTitle('bankReport.title');
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenTextFile | null>(null);
  const [result, setResult] = useState<BankReportResult | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState<'check' | 'apply' | null>(null);

  const send = async (apply: boolean) => {
    setFailure(null);
    if (!file) return setFileError(t('bankReport.noFile'));
    setFileError(undefined);
    setSending(apply ? 'apply' : 'check');
    try {
      const answer = await sendBankReport(http, file.text, apply);
      setResult(answer);
      if (answer.applied) void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    } catch (error) {
      const csv = apiFieldErrors(error).csv;
      // A key of ours (validation.bankReport.*) or of `common`, the fallback namespace.
      if (csv) setFileError(t(csv));
      else setFailure(error);
    } finally {
      setSending(null);
    }
  };

  return (
    <div className={styles.page} data-testid="bank-report-page">
      <div className={`${styles.column} ${styles.wide}`}>
        <h1 className={styles.heading}>{t('bankReport.title')}</h1>
        <section className={styles.card} aria-labelledby="bank-report-file">
          <h2 className={styles.cardTitle} id="bank-report-file">{t('bankReport.fileTitle')}</h2>
          <p className={styles.hint}>{t('bankReport.intro', { columns: BANK_REPORT_COLUMNS.join(', ') })}</p>
          <p><a href={templateHref} download="sencare-bank-report.csv" data-testid="bank-report-template">{t('bankReport.template')}</a></p>
          <TextFileField
            label={t('bankReport.file')}
            error={fileError}
            testId="bank-report-file"
            chosen={file}
            chosenText={(name) => t('bankReport.chosen', { name })}
            onChosen={(chosen) => {
              setResult(null);
              setFileError(undefined);
              setFile(chosen);
            }}
          />
          <FormError error={failure} testId="bank-report-error" />
          <div className={styles.row}>
            <button type="button" className={styles.secondary} disabled={sending !== null} onClick={() => void send(false)} data-testid="bank-report-check">
              {sending === 'check' ? t('loading', { ns: 'common' }) : t('bankReport.check')}
            </button>
            {result && !result.applied && result.counts.wouldPay > 0 ? (
              <button type="button" className={styles.primary} disabled={sending !== null} onClick={() => void send(true)} data-testid="bank-report-apply">
                {sending === 'apply' ? t('loading', { ns: 'common' }) : t('bankReport.apply', { count: result.counts.wouldPay })}
              </button>
            ) : null}
          </div>
        </section>
        {result ? <BankReportRows result={result} /> : null}
      </div>
    </div>
  );
}
