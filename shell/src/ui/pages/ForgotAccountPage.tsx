import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { forgotAccountConfirmSchema, forgotAccountRequestSchema } from '@sencare/shared/rules';
import { auth, pathOf, type ResponseOf } from '@sencare/shared/contracts/auth';
import { navigate } from '@sencare/shared/routing';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

export function ForgotAccountPage({ http }: { http: HttpClient }) {
  const { t } = useTranslation();
  const [cardNumber, setCardNumber] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) {
      const ok = await run(forgotAccountRequestSchema, { cardNumber, email }, (data) =>
        http.post(pathOf(auth.forgotAccountRequest), data, { json: true, silent: true }).then(() => true),
      );
      if (ok) setCodeSent(true);
      return;
    }
    const result = await run(forgotAccountConfirmSchema, { cardNumber, email, code }, (data) =>
      http.post<ResponseOf<typeof auth.forgotAccountConfirm>>(pathOf(auth.forgotAccountConfirm), data, { json: true, silent: true }),
    );
    if (result) setFound(result.account);
  }

  if (found) {
    return (
      <div className={styles.page} data-testid="forgot-account-found">
        <p className={styles.intro}>{t('forgotAccount.found')}</p>
        <p className={styles.heroTitle} data-testid="found-account">{found}</p>
        <button className={styles.primary} type="button" onClick={() => navigate('/login', { account: found }, { replace: true })}>
          {t('forgotAccount.useIt')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.page} onSubmit={submit} noValidate data-testid="forgot-account-page">
      <p className={styles.intro}>{t('forgotAccount.intro')}</p>
      {formError ? <div className={styles.formError} role="alert" data-testid="form-error">{formError}</div> : null}
      {codeSent ? <div className={styles.success}>{t('auth.codeSent', { ns: 'common', email })}</div> : null}
      <Field label={t('forgotAccount.cardNumber')} value={cardNumber} onChange={setCardNumber} error={errors.cardNumber} autoCapitalize="characters" data-testid="fa-card" />
      <Field label={t('forgotAccount.email')} value={email} onChange={setEmail} error={errors.email} type="email" autoComplete="email" data-testid="fa-email" />
      {codeSent ? (
        <Field label={t('forgotPassword.code')} placeholder={t('forgotPassword.codePlaceholder')} value={code} onChange={setCode} error={errors.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="fa-code" />
      ) : null}
      <button className={styles.primary} type="submit" disabled={busy} data-testid="fa-submit">
        {codeSent ? t('forgotAccount.find') : t('forgotPassword.sendCode')}
      </button>
    </form>
  );
}
