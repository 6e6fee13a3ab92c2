import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { resetPinByCodeSchema, resetPinByPasswordSchema, resetPinCodeRequestSchema } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { LIMITS } from '@sencare/shared/limits';
import type { SessionController } from '../../session/sessionController';
import { rememberPin } from '../../session/verifyPin';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';
import { pathOf, pin, type ResponseOf } from '@sencare/shared/contracts/pin';

/** docs/requirements.md §4: works without a token. */
export function ResetPinPage({ http, session }: { http: HttpClient; session: SessionController }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [account, setAccount] = useState(session.channel.getState().user?.account ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [done, setDone] = useState(false);
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let ok: boolean | undefined;
    if (mode === 'password') {
      ok = await run(resetPinByPasswordSchema, { account, password, newPin, confirmPin }, (data) =>
        http.post(pathOf(pin.resetByPassword), data, { json: true, silent: true }).then(() => true),
      );
    } else if (codeSentTo === null) {
      const sent = await run(resetPinCodeRequestSchema, { account }, (data) =>
        http.post<ResponseOf<typeof pin.resetCodeRequest>>(pathOf(pin.resetCodeRequest), data, { json: true, silent: true }),
      );
      if (sent) setCodeSentTo(sent.email);
      return;
    } else {
      ok = await run(resetPinByCodeSchema, { account, code, newPin, confirmPin }, (data) =>
        http.post(pathOf(pin.resetByCode), data, { json: true, silent: true }).then(() => true),
      );
    }
    if (ok) {
      session.setPinState('set');
      // Proving the signed-in account's password or mailbox opens the PIN lock too; another
      // account's reset never does.
      const signedIn = session.channel.getState().user?.account;
      if (signedIn && signedIn.toLowerCase() === account.trim().toLowerCase()) {
        session.lock.unlock();
        // The new PIN opens this phone offline too (the old one's verifier is replaced).
        await rememberPin(session.pinVerifier, session.channel.getState().userCode, newPin);
        session.closeOfflinePinOffer();
      }
      setDone(true);
    }
  }

  if (done) {
    return (
      <div className={styles.page} data-testid="reset-pin-done">
        <div className={styles.success}>{t('pin.resetDone')}</div>
        <button className={styles.primary} type="button" onClick={() => navigate(session.hasToken() ? '/home' : '/login', undefined, { replace: true })}>
          {t('ok', { ns: 'common' })}
        </button>
      </div>
    );
  }

  const needsPins = mode === 'password' || codeSentTo !== null;
  return (
    <form className={styles.page} onSubmit={submit} noValidate data-testid="reset-pin-page">
      <p className={styles.intro}>{t('pin.resetIntro')}</p>
      <div className={styles.segment} role="tablist">
        {(['password', 'code'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={`${styles.segmentBtn} ${mode === m ? styles.segmentActive : ''}`} onClick={() => setMode(m)}>
            {m === 'password' ? t('pin.byPassword') : t('pin.byCode')}
          </button>
        ))}
      </div>
      {formError ? <div className={styles.formError} role="alert">{formError}</div> : null}
      {codeSentTo ? <div className={styles.success}>{t('auth.codeSent', { ns: 'common', email: codeSentTo })}</div> : null}
      <Field label={t('login.account')} value={account} onChange={setAccount} error={errors.account} autoComplete="username" autoCapitalize="none" data-testid="rp-account" />
      {mode === 'password' ? (
        <Field label={t('pin.password')} value={password} onChange={setPassword} error={errors.password} type="password" revealable autoComplete="current-password" hint={t('auth.passwordHint', { ns: 'common', min: LIMITS.passwordMin, max: LIMITS.passwordMax })} data-testid="rp-password" />
      ) : null}
      {mode === 'code' && codeSentTo ? (
        <Field label={t('forgotPassword.code')} value={code} onChange={setCode} error={errors.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="rp-code" />
      ) : null}
      {needsPins ? (
        <>
          <Field label={t('pin.newPin')} value={newPin} onChange={setNewPin} error={errors.newPin} type="password" pin inputMode="numeric" autoComplete="new-password" data-testid="rp-new" />
          <Field label={t('pin.confirmPin')} value={confirmPin} onChange={setConfirmPin} error={errors.confirmPin} type="password" pin inputMode="numeric" autoComplete="new-password" data-testid="rp-confirm" />
        </>
      ) : null}
      <button className={styles.primary} type="submit" disabled={busy} data-testid="rp-submit">
        {needsPins ? t('pin.save') : t('forgotPassword.sendCode')}
      </button>
    </form>
  );
}
