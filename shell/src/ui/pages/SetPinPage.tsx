import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { setPinSchema } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { LoadingView, useSessionState } from '@sencare/shared/ui';
import type { SessionController } from '../../session/sessionController';
import { safeRedirect } from '../../session/launchGate';
import { rememberPin } from '../../session/verifyPin';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';
import { pathOf, pin as pinRoutes } from '@sencare/shared/contracts/pin';

/**
 * Whether this user has a PIN. The shell's check skips this page (usePinCheck.ts), so opened
 * directly the state is still unknown: ask once. A failed check shows the form (the API refuses
 * a second PIN with auth.pinAlreadySet, which the form then shows).
 */
function usePinKnown(http: HttpClient, session: SessionController) {
  const pin = useSessionState(session.channel, (s) => s.pin);
  const [checkFailed, setCheckFailed] = useState(false);
  useEffect(() => {
    const userCode = session.channel.getState().userCode;
    if (pin !== 'unknown' || !userCode) return;
    let cancelled = false;
    http.post<string>('/customer/getPinCode', { userCode }, { silent: true }).then(
      (data) => !cancelled && session.setPinState(String(data) === 'false' ? 'missing' : 'set'),
      () => !cancelled && setCheckFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [http, session, pin]);
  return { pin, checkFailed };
}

/** Someone who already has a PIN is offered Change PIN, not a form that fails. */
function PinAlreadySet() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="pin-already-set">
      <div className={styles.success} role="status">
        {t('pin.alreadySet')}
      </div>
      <a className={`${styles.primary} ${styles.linkButton}`} href="#/pin/change" data-testid="pin-go-change">
        {t('pin.goChange')}
      </a>
      <a className={`${styles.secondary} ${styles.linkButton}`} href="#/home">
        {t('notFound.goHome')}
      </a>
    </div>
  );
}

/** PIN fields are plain numeric inputs so paste and password managers work (WCAG 2.2 3.3.8). */
export function SetPinPage({ http, session, query }: { http: HttpClient; session: SessionController; query: Record<string, string> }) {
  const { t } = useTranslation();
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [saved, setSaved] = useState(false);
  const { pin, checkFailed } = usePinKnown(http, session);
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(setPinSchema, { newPin, confirmPin }, (data) => http.post(pathOf(pinRoutes.set), data, { json: true, silent: true }).then(() => true));
    if (ok) {
      // The PIN just set is known right: kept for offline unlock, so no second question follows.
      await rememberPin(session.pinVerifier, session.channel.getState().userCode, newPin);
      session.closeOfflinePinOffer();
      setSaved(true);
      session.setPinState('set');
      navigate(safeRedirect(query.redirect), undefined, { replace: true });
    }
  }

  if (pin === 'set' && !saved) return <PinAlreadySet />;
  if (pin === 'unknown' && !checkFailed) return <LoadingView />;

  return (
    <form className={styles.page} onSubmit={submit} noValidate data-testid="set-pin-page">
      <p className={styles.intro}>{t('pin.setIntro')}</p>
      {formError ? <div className={styles.formError} role="alert">{formError}</div> : null}
      <Field label={t('pin.newPin')} value={newPin} onChange={setNewPin} error={errors.newPin} type="password" pin inputMode="numeric" autoComplete="new-password" data-testid="pin-new" />
      <Field label={t('pin.confirmPin')} value={confirmPin} onChange={setConfirmPin} error={errors.confirmPin} type="password" pin inputMode="numeric" autoComplete="new-password" data-testid="pin-confirm" />
      <button className={styles.primary} type="submit" disabled={busy} data-testid="pin-save">
        {t('pin.save')}
      </button>
    </form>
  );
}
