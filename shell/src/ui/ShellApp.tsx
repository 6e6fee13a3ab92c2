import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@sencare/shared/http';
import { buildHash, currentLocation, navigate, useHashLocation } from '@sencare/shared/routing';
import { ErrorView, LoadingView, useSessionLanguage, useSessionState } from '@sencare/shared/ui';
import { routeBook } from '../routing/remoteRouteBook';
import { PUBLIC_ROUTES, canonicalPath, isTabRoute, resolveRoute } from '../routing/routeTable';
import { roleOf } from '../routing/roles';
import { HistoryStack, currentEntryKey } from '../routing/historyStack';
import { ClaimStatusBanner } from '../live/ClaimStatusBanner';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { decideGate } from '../session/launchGate';
import type { SessionController } from '../session/sessionController';
import { useScrollMemory } from './useScrollMemory';
import { useRouteFocus } from './useRouteFocus';
import { usePinCheck } from './usePinCheck';
import { NavBar } from './frame/NavBar';
import { OfflineBanner } from './frame/OfflineBanner';
import { SkipLink } from './frame/SkipLink';
import { TabBar, customerTabs, declaredTabs } from './frame/TabBar';
import { RemoteOutlet } from './frame/RemoteOutlet';
import frame from './frame/frame.module.css';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';

const HomePage = lazy(() => import('./pages/HomePage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ForgotAccountPage = lazy(() => import('./pages/ForgotAccountPage').then((m) => ({ default: m.ForgotAccountPage })));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const SetPinPage = lazy(() => import('./pages/SetPinPage').then((m) => ({ default: m.SetPinPage })));
const ResetPinPage = lazy(() => import('./pages/ResetPinPage').then((m) => ({ default: m.ResetPinPage })));
// Lazy like the other forms: its PIN rule would bring zod onto the login page (docs/architecture.md, login weight).
const OfflinePinPage = lazy(() => import('./pages/OfflinePinPage').then((m) => ({ default: m.OfflinePinPage })));
const UnlockPage = lazy(() => import('./pages/UnlockPage').then((m) => ({ default: m.UnlockPage })));

const SHELL_TITLES: Record<string, string> = {
  login: 'login.submit',
  home: 'home.title',
  forgotPassword: 'forgotPassword.title',
  forgotAccount: 'forgotAccount.title',
  privacy: 'privacy.title',
  setPin: 'pin.setTitle',
  resetPin: 'pin.resetTitle',
  notFound: 'notFound.title',
};

/** onRouteSettled lets single-spa re-check which remote is active once the gate has decided. */
export function ShellApp({ session, http, onRouteSettled }: { session: SessionController; http: HttpClient; onRouteSettled: () => void }) {
  const { t } = useTranslation();
  const location = useHashLocation();
  const language = useSessionLanguage(session.channel);
  const history = useMemo(() => new HistoryStack(), []);
  // A remote's title is kept with the path it named: the previous page's never names the next one.
  const [namedTitle, setNamedTitle] = useState<{ path: string; title: string | null } | null>(null);
  const [unread, setUnread] = useState(0);
  const pinState = usePinCheck(session, http, location.path);
  const locked = useSyncExternalStore(session.lock.subscribe, session.lock.isLocked);
  const offlinePinOffered = useSyncExternalStore(session.subscribeOfflinePinOffer, session.isOfflinePinOffered);
  // Up here, not in a branch: a redirect must not close the one live connection (it follows the lock itself).
  const live = useLiveUpdates(session, http);
  // Re-renders when a remote's routes arrive (they decide what a path is, and its old aliases).
  const routesVersion = useSyncExternalStore(routeBook.subscribe, routeBook.snapshot);
  const canonical = canonicalPath(location.path, routeBook);
  const alias = canonical !== location.path ? canonical : undefined;
  const gate = decideGate({ path: location.path, fullHash: window.location.hash, hasToken: session.hasToken(), pin: pinState, locked });
  // An assessor or a provider's staff lands in the app of the remote declaring their role (docs/portals.md).
  const role = roleOf(useSessionState(session.channel, (state) => state.user));
  const roleApp = routeBook.appFor(role);
  const roleHome = role !== 'customer' && canonical === '/home' && gate.action !== 'redirect' ? roleApp?.home : undefined;

  useEffect(() => {
    const subs = [
      session.channel.on('any:title-changed').subscribe(({ title }) => setNamedTitle({ path: currentLocation().path, title })),
      session.unread$.subscribe(setUnread),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [session]);

  // Old-app links and "/" resolve to canonical routes, keeping their query (spec §2).
  const redirect = alias ? { to: alias, query: location.query } : gate.action === 'redirect' ? gate : roleHome ? { to: roleHome, query: {} } : null;
  const redirectKey = redirect ? buildHash(redirect.to, redirect.query) : null;
  useEffect(() => {
    if (redirect) navigate(redirect.to, redirect.query, { replace: true });
    // The key says everything about the target; the object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectKey]);

  const remoteTitle = namedTitle?.path === location.path ? namedTitle.title : null;
  // Every change of address, query included: a push with a new query is an entry to go back from.
  const entryHash = buildHash(location.path, location.query);
  useEffect(() => history.visit(currentEntryKey()), [history, entryHash]);

  useEffect(() => {
    onRouteSettled();
  }, [onRouteSettled, pinState, location.path, routesVersion, locked, offlinePinOffered]);

  useScrollMemory(location.path);

  const resolved = resolveRoute(location.path, routeBook, role);
  const tabs = role === 'customer' ? customerTabs(t, unread) : declaredTabs(roleApp?.tabs ?? [], language === 'vi_VN' ? 'vi' : 'en');
  const isTab = role === 'customer' ? isTabRoute(location.path) : tabs.some((tab) => tab.path === location.path);
  // Another role's Home is its app's home: until the remote's routes are known there is nothing to show but loading.
  const waitingForRoleApp = role !== 'customer' && resolved.kind === 'shell' && resolved.screen === 'home';
  const screen = waitingForRoleApp ? null : resolved.kind === 'shell' ? resolved.screen : resolved.kind === 'notFound' ? 'notFound' : null;
  const title = screen && SHELL_TITLES[screen] ? t(SHELL_TITLES[screen]) : (remoteTitle ?? t('appName', { ns: 'common' }));
  // After a password sign-in on a new phone, the PIN once for offline use (OfflinePinPage.tsx);
  // the page the person was going to shows next. Public and PIN pages are never covered.
  const askOfflinePin = offlinePinOffered && pinState === 'set' && gate.action === 'allow' && gate.checkPin && !PUBLIC_ROUTES.has(canonical);
  // What the tab's title says and when focus moves to the heading (useRouteFocus.ts); null: not named yet.
  const pageTitle = redirect ? null : gate.action === 'lock' ? t('unlock.title') : askOfflinePin ? t('offlinePin.title') : screen && SHELL_TITLES[screen] ? t(SHELL_TITLES[screen]) : screen === null ? remoteTitle : null;
  useRouteFocus(`${location.path}|${gate.action}|${askOfflinePin}`, pageTitle);

  // The outlet stays mounted while a redirect settles: it holds the mounted remote's DOM, and a
  // new empty outlet would leave that remote rendering into a detached node (issue 13: blank page
  // after an alias hash such as #/pages/e-card/e-card, docs/architecture.md "Remote outlet").
  // The key lets React keep the same outlet node across both returns.
  // One <main> in every branch, keyed like the outlet inside it, so React keeps both nodes.
  if (redirect) {
    return (
      <div>
        <main key="main" id="main-content" tabIndex={-1}>
          <LoadingView />
          <RemoteOutlet key="remote-outlet" />
        </main>
      </div>
    );
  }

  // Locked: only the unlock screen; remotes are inactive (registerRemoteApps.ts) and unmount.
  if (gate.action === 'lock') {
    return (
      <div data-language={language}>
        <main key="main" id="main-content" tabIndex={-1}>
          <Suspense fallback={<LoadingView />}>
            <UnlockPage http={http} session={session} />
          </Suspense>
          <RemoteOutlet key="remote-outlet" />
        </main>
      </div>
    );
  }

  if (askOfflinePin) {
    return (
      <div data-language={language}>
        <main key="main" id="main-content" tabIndex={-1}>
          <Suspense fallback={<LoadingView />}>
            <OfflinePinPage http={http} session={session} />
          </Suspense>
          <RemoteOutlet key="remote-outlet" />
        </main>
      </div>
    );
  }

  const showNav = screen !== 'login' && screen !== 'home';
  const onBack = () => {
    if (history.canGoBack()) window.history.back();
    else {
      navigate('/home', undefined, { replace: true });
      history.reset(currentEntryKey());
    }
  };

  return (
    <div className={isTab ? frame.withTabbar : undefined} data-language={language}>
      <SkipLink targetId="main-content" label={t('nav.skipToContent')} testId="skip-to-content" />
      {showNav ? <NavBar title={title} onBack={onBack} showBack={!isTab && screen !== 'setPin'} /> : null}
      <ClaimStatusBanner banner={live.banner} onDismiss={live.dismiss} belowNav={showNav} />
      <OfflineBanner />
      <main key="main" id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingView />}>
          {screen === 'login' ? <LoginPage http={http} session={session} query={location.query} /> : null}
          {screen === 'forgotPassword' ? <ForgotPasswordPage http={http} /> : null}
          {screen === 'forgotAccount' ? <ForgotAccountPage http={http} /> : null}
          {screen === 'privacy' ? <PrivacyPage http={http} language={language} /> : null}
          {screen === 'setPin' ? <SetPinPage http={http} session={session} query={location.query} /> : null}
          {screen === 'resetPin' ? <ResetPinPage http={http} session={session} /> : null}
          {screen === 'home' && pinState === 'set' ? <HomePage http={http} session={session} /> : null}
          {screen === 'notFound' ? <NotFoundPage /> : null}
          {(resolved.kind === 'remote' && pinState !== 'set') || resolved.kind === 'pending' || (waitingForRoleApp && routeBook.status() === 'learning') ? <LoadingView /> : null}
          {waitingForRoleApp && routeBook.status() !== 'learning' ? <ErrorView messageKey="error.remoteUnavailable" testId="route-unavailable" onRetry={() => routeBook.retry()} /> : null}
          {resolved.kind === 'unavailable' ? <ErrorView messageKey="error.remoteUnavailable" testId="route-unavailable" onRetry={() => routeBook.retry()} /> : null}
        </Suspense>
        <RemoteOutlet key="remote-outlet" />
      </main>
      {isTab ? <TabBar path={location.path} tabs={tabs} /> : null}
    </div>
  );
}
