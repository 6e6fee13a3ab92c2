import { useId, useState, type FormEvent } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { apiFieldErrors } from '@sencare/shared/http';
import { Field, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { verifyGopCode } from '../../api/provider';
import type { GopVerification } from '../../api/types';
import { isNotFound } from '@sencare/shared/http';
import { errorText, keyText } from '../../components/errorText';
import styles from '../../components/page';

/** A standing the hospital may rely on (shared/src/contracts/gopVerification.ts GUARANTEE_STANDINGS); any other is said as a warning. */
const RELIABLE = new Set<GopVerification['standing']>(['guaranteed', 'concluded']);

/**
 * #/provider/verify — the desk types the code printed on a letter of guarantee or a GOP decision
 * (docs/portals.md "Letters and verification") and learns whether the insurer issued it to this
 * hospital, for which case, the patient's initials, the amount and the validity. A code that is not
 * genuine is said under the field; the answer is announced (role=status) where it appears.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle('title.verify');
  const { http } = useRemoteServices();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GopVerification | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!code.trim()) {
      setError(t('verify.codeRequired'));
      return document.getElementById(id)?.focus();
    }
    setBusy(true);
    try {
      setResult(await verifyGopCode(http, code));
      setError(undefined);
    } catch (failure) {
      const field = apiFieldErrors(failure).code;
      setError(field ? keyText(t, field) : isNotFound(failure) ? t('verify.notGenuine') : errorText(t, failure));
      document.getElementById(id)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page} data-testid="provider-verify">
      <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="verify-form">
        <p className={styles.muted}>{t('verify.intro')}</p>
        <Field id={id} label={t('verify.codeLabel')} hint={t('verify.codeHint')} error={error} testId="verify-code">
          {(ids) => <input {...ids} className={styles.input} value={code} autoComplete="off" autoCapitalize="characters" spellCheck={false} enterKeyHint="search" maxLength={40} onChange={(e) => setCode(e.target.value)} data-testid="verify-code-input" />}
        </Field>
        <Button type="submit" color="primary" block loading={busy} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </form>
      <div role="status">{result ? <VerifyResult result={result} /> : null}</div>
    </div>
  );
}

function VerifyResult({ result }: { result: GopVerification }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="verify-result-title" data-testid="verify-result" data-standing={result.standing}>
      <h2 className={styles.sectionTitle} id="verify-result-title">{t('verify.genuine')}</h2>
      <p className={RELIABLE.has(result.standing) ? styles.muted : styles.notice} data-testid="verify-standing">{t(`verify.standing.${result.standing}`)}</p>
      <dl className={styles.rows}>
        <dt>{t('verify.caseNo')}</dt>
        <dd data-testid="verify-case">{result.caseNo}</dd>
        <dt>{t('verify.patient')}</dt>
        <dd data-testid="verify-initials">{result.patientInitials}</dd>
        <dt>{t('verify.amount')}</dt>
        <dd data-testid="verify-amount">{result.guaranteedAmount === null ? t('verify.noAmount') : formatVnd(result.guaranteedAmount)}</dd>
        <dt>{t('verify.validity')}</dt>
        <dd data-testid="verify-validity">{t('verify.validRange', { from: formatDate(result.validFrom), until: formatDate(result.validUntil) })}</dd>
      </dl>
    </section>
  );
}
