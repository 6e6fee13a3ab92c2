import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { setPinSchema } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import type { SessionController } from '../../session/sessionController';
import { safeRedirect } from '../../session/launchGate';
import { Field } from './Field';
import { useSubmit } from './useSubmit';
import styles from './forms.module.css';

/** PIN fields are plain numeric inputs so paste and password managers work (WCAG 2.2 3.3.8). */
export function SetPinPage({ http, session, query }: { http: HttpClient; session: SessionController; query: Record<string, string> }) {
  const { t } = useTranslation();
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const { errors, formError, busy, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(setPinSchema, { newPin, confirmPin }, (data) => http.post('/pin/set', data, { json: true, silent: true }).then(() => true));
    if (ok) {
      session.setPinState('set');
      navigate(safeRedirect(query.redirect), undefined, { replace: true });
    }
  }

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
