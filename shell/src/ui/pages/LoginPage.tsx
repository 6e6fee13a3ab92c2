import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { sessionStore } from '../../storage/sessionStore';
import { LIMITS } from '@sencare/shared/limits';
import type { auth } from '@sencare/shared/contracts/auth';
import type { LoginResult, SessionController } from '../../session/sessionController';
import { safeRedirect } from '../../session/launchGate';
import { Field } from './Field';
import { LanguageSwitch } from './LanguageSwitch';
import { apiErrorText, apiFieldErrors } from '@sencare/shared/http';
import { useLoginDraft } from './useLoginDraft';
import styles from './forms.module.css';

/** Notices other pages hand to login in `?notice=` (forgot password → passwordReset). */
const NOTICES: Record<string, string> = { passwordReset: 'forgotPassword.done' };

/** The declaration's path, held to it by type alone: the login page loads no zod (docs/architecture.md "Contracts per endpoint"). */
const LOGIN_PATH = '/auth/login' satisfies (typeof auth)['login']['path'];

export function LoginPage({ http, session, query }: { http: HttpClient; session: SessionController; query: Record<string, string> }) {
  const { t } = useTranslation();
  const draft = useLoginDraft(query.account);
  const { account, setAccount, remember, setRemember } = draft;
  const [password, setPassword] = useState('');
  // Filled after mount so the live region announces it (a region born with text is often not read).
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setNotice(NOTICES[query.notice ?? ''] ?? null), [query.notice]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // The login rules (zod/mini) load on first submit, keeping them off the login page's first load.
    const { loginFormSchema, toFieldErrors } = await import('@sencare/shared/auth-forms');
    const parsed = loginFormSchema.safeParse({ account, password });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await http.post<LoginResult>(LOGIN_PATH, parsed.data, { json: true, silent: true });
      sessionStore.setRememberedAccount(remember ? parsed.data.account : null);
      draft.succeeded();
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
        <h1 className={styles.heroTitle}>{t('login.welcome')}</h1>
        <p className={styles.heroSub}>{t('login.subtitle')}</p>
      </div>
      {query.redirect && session.channel.getState().status === 'expired' ? <div className={styles.formError}>{t('error.sessionExpired', { ns: 'common' })}</div> : null}
      <div className={notice ? styles.success : undefined} role="status" data-testid="login-notice">
        {notice ? t(notice) : null}
      </div>
      {formError ? (
        <div className={styles.formError} role="alert" data-testid="login-error">
          {formError}
        </div>
      ) : null}
      <Field label={t('login.account')} placeholder={t('login.accountPlaceholder')} value={account} onChange={setAccount} error={errors.account} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} data-testid="login-account" />
      <Field label={t('login.password')} placeholder={t('login.passwordPlaceholder')} value={password} onChange={setPassword} error={errors.password} type="password" revealable name="password" autoComplete="current-password" hint={t('auth.passwordHint', { ns: 'common', min: LIMITS.passwordMin, max: LIMITS.passwordMax })} data-testid="login-password" />
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
        <span>{t('login.remember')}</span>
      </label>
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
      {/* To read before signing in; consent itself is asked after sign-in, per purpose (ConsentPage.tsx). */}
      <p className={styles.hint}>
        <a className={styles.link} href="#/privacy" data-testid="login-privacy-link">
          {t('login.privacyRead')}
        </a>
      </p>
      {/* For anyone holding a letter of guarantee, signed in or not (VerifyPage.tsx). */}
      <p className={styles.hint}>
        <a className={styles.link} href="#/verify" data-testid="login-verify-link">
          {t('login.verifyLetter')}
        </a>
      </p>
    </form>
  );
}
