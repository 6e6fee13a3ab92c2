import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { sessionStore } from '../../storage/sessionStore';
import type { LoginResult, SessionController } from '../../session/sessionController';
import { safeRedirect } from '../../session/launchGate';
import { Field } from './Field';
import { LanguageSwitch } from './LanguageSwitch';
import { apiErrorText, apiFieldErrors } from '@sencare/shared/http';
import styles from './forms.module.css';

export function LoginPage({ http, session, query }: { http: HttpClient; session: SessionController; query: Record<string, string> }) {
  const { t } = useTranslation();
  const remembered = sessionStore.getRememberedAccount();
  const [account, setAccount] = useState(query.account ?? remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // zod and the rules load on first submit, keeping them off the login page's first load.
    const { loginSchema, toFieldErrors } = await import('@sencare/shared/rules');
    const parsed = loginSchema.safeParse({ account, password, privacyAccepted: privacy });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await http.post<LoginResult>('/auth/login', parsed.data, { json: true, silent: true });
      sessionStore.setRememberedAccount(remember ? parsed.data.account : null);
      session.signIn(result);
      navigate(safeRedirect(query.redirect), undefined, { replace: true });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.page} onSubmit={submit} noValidate data-testid="login-page">
      <LanguageSwitch session={session} />
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          S
        </div>
        <h2 className={styles.heroTitle}>{t('login.welcome')}</h2>
        <p className={styles.heroSub}>{t('login.subtitle')}</p>
      </div>
      {query.redirect && session.channel.getState().status === 'expired' ? <div className={styles.formError}>{t('error.sessionExpired', { ns: 'common' })}</div> : null}
      {formError ? (
        <div className={styles.formError} role="alert" data-testid="login-error">
          {formError}
        </div>
      ) : null}
      <Field label={t('login.account')} placeholder={t('login.accountPlaceholder')} value={account} onChange={setAccount} error={errors.account} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} data-testid="login-account" />
      <Field label={t('login.password')} placeholder={t('login.passwordPlaceholder')} value={password} onChange={setPassword} error={errors.password} type="password" revealable name="password" autoComplete="current-password" data-testid="login-password" />
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
        <span>{t('login.remember')}</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={privacy} onChange={(e) => setPrivacy(e.target.checked)} data-testid="login-privacy" aria-invalid={errors.privacyAccepted ? true : undefined} />
        <span>
          {t('login.privacyPrefix')}{' '}
          <a className={styles.link} href="#/privacy">
            {t('login.privacyLink')}
          </a>
        </span>
      </label>
      {errors.privacyAccepted ? <div className={styles.error}>{t(errors.privacyAccepted, { ns: 'common' })}</div> : null}
      <button className={styles.primary} type="submit" disabled={busy} data-testid="login-submit">
        {t('login.submit')}
      </button>
      <div className={styles.links}>
        <a className={styles.link} href="#/forgot-password" data-testid="forgot-password-link">
          {t('login.forgotPassword')}
        </a>
        <a className={styles.link} href="#/forgot-account" data-testid="forgot-account-link">
          {t('login.forgotAccount')}
        </a>
      </div>
    </form>
  );
}
