import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import type { SessionController } from '../../session/sessionController';
import { verifyPin } from '../../session/verifyPin';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

/**
 * Asked once after a password sign-in on a phone that cannot yet check this account's PIN with
 * no connection (SessionController.offlinePinOffer$). The API checks the PIN as on the unlock
 * screen (it counts wrong ones); the phone then keeps its verifier (shell/src/session/offlinePin.ts),
 * so the saved e-card opens behind the PIN at a front desk with no signal. "Not now" goes on;
 * the next PIN unlock online keeps the verifier anyway.
 */
export function OfflinePinPage({ http, session }: { http: HttpClient; session: SessionController }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { verifyPinFormSchema } = await import('@sencare/shared/auth-forms');
    const ok = await run(verifyPinFormSchema, { pin }, (data) => verifyPin(http, session.pinVerifier, session.channel.getState().userCode, data.pin));
    if (ok) session.closeOfflinePinOffer();
  }

  return (
    <div className={styles.page} data-testid="offline-pin-page">
      <div className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('offlinePin.title')}</h1>
        <p className={styles.heroSub}>{t('offlinePin.intro')}</p>
      </div>
      <form onSubmit={submit} noValidate>
        {formError ? <div className={styles.formError} role="alert" data-testid="offline-pin-error">{formError}</div> : null}
        <Field label={t('unlock.pin')} value={pin} onChange={setPin} error={errors.pin} type="password" pin inputMode="numeric" autoComplete="current-password" data-testid="offline-pin" />
        <button className={styles.primary} type="submit" disabled={busy} data-testid="offline-pin-submit">
          {t('offlinePin.submit')}
        </button>
      </form>
      <button type="button" className={styles.secondary} onClick={() => session.closeOfflinePinOffer()} data-testid="offline-pin-later">
        {t('offlinePin.later')}
      </button>
    </div>
  );
}
