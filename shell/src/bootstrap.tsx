import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { combineLatest } from '@sencare/shared/channel';
import { I18nextProvider } from 'react-i18next';
import { createHttpClient } from '@sencare/shared/http';
import { behaviorConsent } from './session/behaviorConsent';
import { followChannelLanguage } from '@sencare/shared/i18n';
import { createShellI18n } from './i18n/shellI18n';
import { SessionController } from './session/sessionController';
import { createFeedback } from './session/feedback';
import { isDesktop, pcSiteUrl } from './session/device';
import { sessionStore, WIDGET_VERSION } from './storage/sessionStore';
import { ShellApp } from './ui/ShellApp';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { startFrontendReports } from './federation/frontendReports';

/** The composition root: session, HTTP client, i18n, remotes, then single-spa. */
export async function bootstrap(): Promise<void> {
  const desktop = isDesktop(navigator.userAgent);
  const pcSite = pcSiteUrl();
  if (desktop && pcSite) {
    window.location.replace(pcSite);
    return;
  }
  sessionStore.ensureDevice(navigator.userAgent);
  startFrontendReports();
  // A session found in storage opens behind the PIN lock; so does a return after a long time away.
  const session = new SessionController({ lockOnStart: true });
  session.lock.watch(document);
  const i18n = createShellI18n();
  followChannelLanguage(i18n, session.channel);
  session.channel.state$.subscribe((s) => {
    document.documentElement.lang = s.language === 'vi_VN' ? 'vi' : 'en';
  });
  const feedback = createFeedback(i18n);
  const http = createHttpClient({
    baseUrl: '/api',
    getToken: sessionStore.getToken,
    widgetVersion: WIDGET_VERSION,
    sourceType: desktop ? 'web_pc' : 'web_h5',
    onSessionExpired: () => {
      session.expire();
      feedback.toast(i18n.t('error.sessionExpired', { ns: 'common' }));
    },
    showModal: feedback.showModal,
    loading: feedback.loading,
    currentPage: () => window.location.hash,
    // The behaviour log's call stops while analytics is not given (session/behaviorConsent.ts).
    fetchImpl: behaviorConsent.fetchThrough((...args) => fetch(...args)),
  });
  session.attachHttp(http);

  // single-spa and the remotes map load after the shell's first render (off the login path).
  let onRouteSettledImpl: () => void = () => undefined;
  const onRouteSettled = () => onRouteSettledImpl();

  const container = document.getElementById('sc-root');
  if (!container) throw new Error('#sc-root missing from index.html');
  container.textContent = '';
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of
  // one long task: the first screen's render was the start's second-longest task (TBT).
  // The skeleton covers the page until the screen's h1 is drawn (index.skeleton.js).
  startTransition(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellApp session={session} http={http} onRouteSettled={onRouteSettled} />
      </I18nextProvider>,
    ),
  );
  registerServiceWorker(session);

  // Remotes are discovered after the shell's own screens render, and only once someone is signed
  // in (remotes never mount before): the login page never waits for, or loads, a remote.
  // Nor while the PIN lock is on: nothing of a remote is fetched before the PIN.
  let started = false;
  const sub = combineLatest([session.channel.state$, session.lock.locked$]).subscribe(([state, locked]) => {
    if (started || state.status !== 'authenticated' || locked) return;
    started = true;
    queueMicrotask(() => sub.unsubscribe());
    void import('./root/startRemotes')
      .then(({ startRemotes }) => startRemotes(session, http, i18n))
      .then((settle) => {
        onRouteSettledImpl = settle;
        settle();
      });
  });
}
