import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText, type HttpClient } from '@sencare/shared/http';
import { useSessionState } from '@sencare/shared/ui';
import { verifyPin } from '../../session/verifyPin';
import type { SessionController } from '../../session/sessionController';
import { Field } from './Field';
import { LanguageSwitch } from './LanguageSwitch';
import { useBiometricUnlock } from './useBiometricUnlock';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

/**
 * The PIN lock's screen (shell/src/session/appLock.ts). The API counts wrong PINs and locks
 * after five (its message says how many are left, or until when); "Forgot PIN?" is the spec's
 * reset page, which works while locked, and the password sign-in is always a way in. What was
 * typed stays in the field after a wrong PIN, to be corrected rather than typed again.
 */
export function UnlockPage({ http, session }: { http: HttpClient; session: SessionController }) {
  const { t } = useTranslation();
  const user = useSessionState(session.channel, (s) => s.user);
  const [pin, setPin] = useState('');
  const { errors, formError, busy, run } = useSubmit();
  const biometric = useBiometricUnlock(http, session);
  const [biometricError, setBiometricError] = useState<string | null>(null);

  async function unlockWithBiometric() {
    setBiometricError(null);
    // A cancelled prompt or an unknown phone is not an API error: say what to do instead.
    await biometric.unlock().catch((error: unknown) => setBiometricError(error instanceof ApiError ? apiErrorText(t, error) : t('auth.biometricFailed', { ns: 'common' })));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The PIN rule (zod/mini, @sencare/shared/auth-forms) runs on the first submit, like the login
    // page's rules: this is the first screen of every signed-in start. index.html names its files
    // (sc-unlock-submit-files) and index.skeleton.js fetches them once this screen is drawn.
    const { verifyPinFormSchema } = await import('@sencare/shared/auth-forms');
    const ok = await run(verifyPinFormSchema, { pin }, (data) => verifyPin(http, session.pinVerifier, session.channel.getState().userCode, data.pin));
    if (ok) session.lock.unlock();
  }

  return (
    <div className={styles.page} data-testid="unlock-page">
      <LanguageSwitch session={session} />
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">S</div>
        <h1 className={styles.heroTitle}>{user?.fullName ? t('unlock.titleNamed', { name: user.fullName }) : t('unlock.title')}</h1>
        <p className={styles.heroSub}>{t('unlock.intro')}</p>
      </div>
      <form onSubmit={submit} noValidate>
        {formError ? <div className={styles.formError} role="alert" data-testid="unlock-error">{formError}</div> : null}
        <Field label={t('unlock.pin')} value={pin} onChange={setPin} error={errors.pin} type="password" pin inputMode="numeric" autoComplete="current-password" autoFocus data-testid="unlock-pin" />
        <button className={styles.primary} type="submit" disabled={busy} data-testid="unlock-submit">
          {t('unlock.submit')}
        </button>
      </form>
      {biometric.available ? (
        <>
          <button type="button" className={styles.secondary} onClick={() => void unlockWithBiometric()} disabled={biometric.busy} data-testid="unlock-biometric">
            {t('unlock.biometric')}
          </button>
          {biometricError ? <div className={styles.error} role="alert" data-testid="unlock-biometric-error">{biometricError}</div> : null}
        </>
      ) : null}
      <div className={styles.links}>
        <a className={styles.link} href="#/pin/reset" data-testid="unlock-forgot">{t('pin.forgot')}</a>
        <button type="button" className={styles.link} onClick={() => void session.logout()} data-testid="unlock-password">{t('unlock.usePassword')}</button>
      </div>
    </div>
  );
}
