import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { isNotFound, type HttpClient } from '@sencare/shared/http';
import { pathOf, publicGopVerification, publicGopVerifyQuerySchema, type PublicGopVerification } from '@sencare/shared/contracts/gopVerification';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

/**
 * #/verify — anyone holding a letter of guarantee or a GOP decision, signed in or not, checks it
 * with the code and the case number printed on it (docs/portals.md "Letters and verification").
 * The answer names the hospital, the standing, the amount and the period, and no person. A link
 * may carry both (`?code=…&case=…`), so they are filled in.
 */
export function VerifyPage({ http, query }: { http: HttpClient; query: Record<string, string> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(query.code ?? '');
  const [caseNo, setCaseNo] = useState(query.case ?? '');
  const [answer, setAnswer] = useState<PublicGopVerification | 'notGenuine' | null>(null);
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const result = await run(publicGopVerifyQuerySchema, { code, caseNo }, (data) =>
      http.get<PublicGopVerification>(pathOf(publicGopVerification.verify), data, { silent: true }).catch((error: unknown) => {
        if (isNotFound(error)) return 'notGenuine' as const;
        throw error;
      }),
    );
    if (result) setAnswer(result);
  }

  return (
    <div className={styles.page} data-testid="public-verify-page">
      <form onSubmit={submit} noValidate>
        <p className={styles.intro}>{t('verify.intro')}</p>
        {formError ? <div className={styles.formError} role="alert" data-testid="form-error">{formError}</div> : null}
        <Field label={t('verify.code')} hint={t('verify.codeHint')} value={code} onChange={setCode} error={errors.code} autoCapitalize="characters" autoComplete="off" data-testid="public-verify-code" />
        <Field label={t('verify.caseNo')} hint={t('verify.caseNoHint')} value={caseNo} onChange={setCaseNo} error={errors.caseNo} autoCapitalize="characters" autoComplete="off" data-testid="public-verify-case" />
        <button className={styles.primary} type="submit" disabled={busy} data-testid="public-verify-submit">{t('verify.submit')}</button>
      </form>
      <div className={styles.answer} role="status" aria-live="polite">{answer ? <VerifyAnswer answer={answer} /> : null}</div>
    </div>
  );
}

function VerifyAnswer({ answer }: { answer: PublicGopVerification | 'notGenuine' }) {
  const { t } = useTranslation();
  if (answer === 'notGenuine') return <div className={styles.formError} data-testid="public-verify-not-genuine">{t('verify.notGenuine')}</div>;
  return (
    <section className={styles.success} data-testid="public-verify-genuine" data-standing={answer.standing}>
      <h2 className={styles.resultTitle}>{t('verify.genuine')}</h2>
      <p data-testid="public-verify-standing">{t(`verify.standing.${answer.standing}`)}</p>
      <dl className={styles.facts}>
        <dt>{t('verify.caseNo')}</dt>
        <dd>{answer.caseNo}</dd>
        <dt>{t('verify.hospital')}</dt>
        <dd>{answer.providerName}</dd>
        <dt>{t('verify.amount')}</dt>
        <dd data-testid="public-verify-amount">{answer.guaranteedAmount === null ? t('verify.noAmount') : formatVnd(answer.guaranteedAmount)}</dd>
        <dt>{t('verify.validity')}</dt>
        <dd>{t('verify.validRange', { from: formatDate(answer.validFrom), until: formatDate(answer.validUntil) })}</dd>
      </dl>
    </section>
  );
}
