import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consents, ConsentView } from '@sencare/shared/contracts';
import type { Language } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { apiErrorText } from '@sencare/shared/http';
import { pickLanguage } from '@sencare/shared/i18n';
import { ErrorView, LoadingView, useSessionLanguage } from '@sencare/shared/ui';
import { behaviorConsent } from '../../session/behaviorConsent';
import type { SessionController } from '../../session/sessionController';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './forms.module.css';

/** The installed app (home-screen PWA) is the `app` channel of an answer; a browser tab is `web`. */
const channel = (): 'web' | 'app' => (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches ? 'app' : 'web');

/**
 * After sign-in or unlock, the purposes whose text in force this person has not answered
 * (session/consentsDue.ts), and only those (docs/privacy.md "Consent"). Needed ones must be ticked
 * to go on, or the person signs out; optional ones start unticked, since silence is not consent,
 * and either answer goes on. Each answer is stored with the text's version and this language.
 */
export function ConsentPage({ http, session }: { http: HttpClient; session: SessionController }) {
  const { t } = useTranslation();
  const language = useSessionLanguage(session.channel);
  const [consents, setConsents] = useState<Consents | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setFailed(false);
    http.get<Consents>('/consents', undefined, { silent: true }).then(setConsents, () => setFailed(true));
  }, [http, attempt]);

  // Answered meanwhile (another phone, another tab): nothing left to ask.
  useEffect(() => {
    if (consents && consents.due.length === 0) session.consents.set([]);
  }, [consents, session]);

  if (failed) return <ErrorView onRetry={() => setAttempt((a) => a + 1)} testId="consent-error" />;
  if (!consents) return <LoadingView />;
  const due = consents.purposes.filter((p) => p.due);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const notTicked = due.filter((p) => p.needed && !ticked[p.purpose]).map((p) => p.purpose);
    setMissing(notTicked);
    if (notTicked.length) {
      document.getElementById(`consent-${notTicked[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answers = due.map((p) => ({ purpose: p.purpose, version: p.current.version, given: Boolean(ticked[p.purpose]) }));
      const result = await http.post<Consents>('/consents', { answers, language: language === 'vi_VN' ? 'vi' : 'en', channel: channel() }, { json: true, silent: true });
      behaviorConsent.follow(result);
      session.consents.set(result.due);
    } catch (error) {
      setFormError(apiErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page} data-testid="consent-page">
      <LanguageSwitch session={session} />
      <div className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('consent.title')}</h1>
        <p className={styles.heroSub}>{t(due.length === consents.purposes.length ? 'consent.introFirst' : 'consent.introChanged')}</p>
      </div>
      <form onSubmit={submit} noValidate>
        {due.map((p) => (
          <ConsentItem key={p.purpose} purpose={p} language={language} ticked={Boolean(ticked[p.purpose])} missing={missing.includes(p.purpose)} onTick={(on) => setTicked((all) => ({ ...all, [p.purpose]: on }))} />
        ))}
        <div role="alert">
          {missing.length ? <div className={styles.formError} data-testid="consent-missing">{t('consent.neededExplain')}</div> : null}
          {formError ? <div className={styles.formError} data-testid="consent-form-error">{formError}</div> : null}
        </div>
        <button className={styles.primary} type="submit" disabled={busy} data-testid="consent-submit">
          {t('consent.submit')}
        </button>
      </form>
      <a className={styles.link} href="#/privacy">{t('consent.readPolicy')}</a>
      <button type="button" className={styles.secondary} onClick={() => void session.logout()} data-testid="consent-logout">
        {t('consent.logout')}
      </button>
    </div>
  );
}

/** One purpose asked: its title (needed or optional), its text, its own tick, and why a needed one must be ticked. */
function ConsentItem({ purpose: p, language, ticked, missing, onTick }: { purpose: ConsentView; language: Language; ticked: boolean; missing: boolean; onTick: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.consentItem} aria-labelledby={`consent-${p.purpose}-title`} data-testid={`consent-item-${p.purpose}`}>
      <h2 id={`consent-${p.purpose}-title`} className={styles.consentTitle}>
        {pickLanguage(p.current.title, language)} <span className={styles.hint}>{t(p.needed ? 'consent.needed' : 'consent.optional')}</span>
      </h2>
      <p className={styles.policyText}>{pickLanguage(p.current.text, language)}</p>
      <label className={styles.check}>
        <input type="checkbox" id={`consent-${p.purpose}`} checked={ticked} onChange={(e) => onTick(e.target.checked)} aria-invalid={missing || undefined} aria-describedby={missing ? `consent-${p.purpose}-error` : undefined} data-testid={`consent-${p.purpose}`} />
        <span>{t(p.needed ? 'consent.agreeNeeded' : 'consent.agreeOptional')}</span>
      </label>
      {missing ? (
        <div id={`consent-${p.purpose}-error`} className={styles.error} data-testid={`consent-${p.purpose}-error`}>
          {t('consent.neededMissing')}
        </div>
      ) : null}
    </section>
  );
}
