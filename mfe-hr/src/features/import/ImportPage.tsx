import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@sencare/shared/contracts';
import { apiFieldErrors } from '@sencare/shared/http';
import { MEMBER_CSV_COLUMNS } from '@sencare/shared/rules';
import { TextFileField, usePageTitle, useRemoteServices, type ChosenTextFile } from '@sencare/shared/ui';
import { hrKeys, importMembers } from '../../api/hr';
import { errorText, keyText } from '../../components/errorText';
import list from '../../components/list.module.css';
import styles from '../../components/page';

/** The template HR fills in: the header row and one example line (UTF-8 with a BOM, so spreadsheet apps read Vietnamese right). */
export const TEMPLATE = `\uFEFF${MEMBER_CSV_COLUMNS.join(',')}\r\nMA-0001,self,Nguyễn Văn A,1990-01-31,male,079090000001,a.nguyen@congty.vn,0901234567,Sales,A,2026-01-01\r\n`;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

/**
 * #/hr/import — a CSV of members: download the template, choose the file, check it (a dry run that
 * lists every row and its errors in the person's language), then apply. The API stores all rows
 * or none, and a person already enrolled with the same details is left unchanged, so importing the
 * same file again changes nothing (docs/portals.md "Import").
 */
export function ImportPage() {
  const { t } = useTranslation();
  usePageTitle('title.import');
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenTextFile | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<'check' | 'apply' | null>(null);

  const send = async (apply: boolean) => {
    if (!file) return setError(t('import.noFile'));
    setError(null);
    setSending(apply ? 'apply' : 'check');
    try {
      const answer = await importMembers(http, { csv: file.text, apply });
      setResult(answer);
      if (answer.applied) void queryClient.invalidateQueries({ queryKey: hrKeys.allMembers });
    } catch (failure) {
      const csv = apiFieldErrors(failure).csv;
      setError(csv ? keyText(t, csv) : errorText(t, failure));
    } finally {
      setSending(null);
    }
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`} data-testid="hr-import">
      <section className={styles.section}>
        <p className={styles.hint}>{t('import.intro')}</p>
        <a href={templateHref} download="sencare-members.csv" data-testid="hr-import-template">{t('import.template')}</a>
        <TextFileField
          label={t('import.file')}
          testId="hr-import-file"
          chosen={file}
          chosenText={(name) => t('import.chosen', { name })}
          onChosen={(chosen) => {
            setResult(null);
            setFile(chosen);
          }}
        />
        {error ? <div className={styles.errorBox} role="alert" data-testid="hr-import-error">{error}</div> : null}
        <Button block fill="outline" loading={sending === 'check'} onClick={() => void send(false)} data-testid="hr-import-check">{t('import.check')}</Button>
        {result && !result.applied && result.counts.error === 0 ? (
          <Button block color="primary" loading={sending === 'apply'} onClick={() => void send(true)} data-testid="hr-import-apply">{t('import.apply')}</Button>
        ) : null}
      </section>
      {result ? <ImportRows result={result} /> : null}
    </div>
  );
}

function ImportRows({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const { counts } = result;
  return (
    <section className={styles.section} aria-labelledby="hr-import-result" data-testid="hr-import-result">
      <h2 className={styles.sectionTitle} id="hr-import-result">{result.applied ? t('import.applied') : t('import.checked')}</h2>
      <p role="status" data-testid="hr-import-counts">{t('import.counts', counts)}</p>
      <table className={list.table}>
        <thead>
          <tr><th scope="col">{t('import.line')}</th><th scope="col">{t('import.name')}</th><th scope="col">{t('import.outcome')}</th></tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.line} data-testid="hr-import-row" data-action={row.action}>
              <td>{row.line}</td>
              <td>{row.fullName}</td>
              <td>
                {t(`import.action.${row.action}`)}
                {row.errors.length ? (
                  <ul className={styles.error} style={{ margin: 0, paddingLeft: 16 }}>
                    {row.errors.map((e) => <li key={e.field}>{t(`field.${e.field}`, { defaultValue: e.field })}: {keyText(t, e.key)}</li>)}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
