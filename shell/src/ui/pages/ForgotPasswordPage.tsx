import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { forgotPasswordRequestSchema, forgotPasswordResetSchema } from '@sencare/shared/rules';
import { auth, pathOf, type ResponseOf } from '@sencare/shared/contracts/auth';
import { navigate } from '@sencare/shared/routing';
import { LIMITS } from '@sencare/shared/limits';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

export function ForgotPasswordPage({ http }: { http: HttpClient }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, formError, busy, run } = useSubmit();

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    const result = await run(forgotPasswordRequestSchema, { account }, (data) =>
      http.post<ResponseOf<typeof auth.forgotPasswordRequest>>(pathOf(auth.forgotPasswordRequest), data, { json: true, silent: true }),
    );
    if (result) setSentTo(result.email);
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const done = await run(forgotPasswordResetSchema, { account, code, newPassword, confirmPassword }, (data) =>
      http.post(pathOf(auth.forgotPasswordReset), data, { json: true, silent: true }).then(() => true),
    );
    if (done) navigate('/login', { account, notice: 'passwordReset' }, { replace: true });
  }

  return (
    <form className={styles.page} onSubmit={sentTo === null ? requestCode : reset} noValidate data-testid="forgot-password-page">
      <p className={styles.intro}>{t('forgotPassword.intro')}</p>
      {formError ? <div className={styles.formError} role="alert" data-testid="form-error">{formError}</div> : null}
      {sentTo !== null ? <div className={styles.success}>{t('auth.codeSent', { ns: 'common', email: sentTo })}</div> : null}
      <Field label={t('login.account')} value={account} onChange={setAccount} error={errors.account} autoComplete="username" autoCapitalize="none" data-testid="fp-account" />
      {sentTo === null ? (
        <button className={styles.primary} type="submit" disabled={busy} data-testid="fp-send">
          {t('forgotPassword.sendCode')}
        </button>
      ) : (
        <>
          <Field label={t('forgotPassword.code')} placeholder={t('forgotPassword.codePlaceholder')} value={code} onChange={setCode} error={errors.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="fp-code" />
          <Field label={t('forgotPassword.newPassword')} value={newPassword} onChange={setNewPassword} error={errors.newPassword} type="password" revealable autoComplete="new-password" hint={t('auth.passwordHint', { ns: 'common', min: LIMITS.passwordMin, max: LIMITS.passwordMax })} data-testid="fp-new" />
          <Field label={t('forgotPassword.confirmPassword')} value={confirmPassword} onChange={setConfirmPassword} error={errors.confirmPassword} type="password" revealable autoComplete="new-password" data-testid="fp-confirm" />
          <button className={styles.primary} type="submit" disabled={busy} data-testid="fp-reset">
            {t('forgotPassword.reset')}
          </button>
          <button className={styles.secondary} type="button" disabled={busy} onClick={() => void requestCode()}>
            {t('forgotPassword.resend')}
          </button>
        </>
      )}
    </form>
  );
}
