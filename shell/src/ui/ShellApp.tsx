import { Suspense, useEffect, useMemo } from 'react';
import type { HttpClient } from '@sencare/shared/http';
import { buildHash, navigate, useHashLocation } from '@sencare/shared/routing';
import { LoadingView, useSessionLanguage } from '@sencare/shared/ui';
import { HistoryStack, currentEntryKey } from '../routing/historyStack';
import { useLiveUpdates } from '../live/useLiveUpdates';
import type { SessionController } from '../session/sessionController';
import { ShellFrame, type FrameChrome } from './frame/ShellFrame';
import { useGate, useRedirect } from './gate/useGate';
import { useRoleRouter } from './roles/useRoleRouter';
import { ShellScreens } from './ShellScreens';
import { ConsentPage, OfflinePinPage, UnlockPage } from './shellPages';
import { useScrollMemory } from './useScrollMemory';
import { useShellTitle } from './useShellTitle';

/**
 * The shell's root: the gate (gate/useGate.ts) decides whether the route may show, the role
 * router (roles/useRoleRouter.ts) what it is for this user, the frame (frame/ShellFrame.tsx)
 * draws it. onRouteSettled lets single-spa re-check which remote is active once the gate has decided.
 */
export function ShellApp({ session, http, onRouteSettled }: { session: SessionController; http: HttpClient; onRouteSettled: () => void }) {
  const location = useHashLocation();
  const language = useSessionLanguage(session.channel);
  const history = useMemo(() => new HistoryStack(), []);
  // Up here, not in a branch: a redirect must not close the one live connection (it follows the lock itself).
  const live = useLiveUpdates(session, http);
  const { pinState, locked, offlinePinOffered, routesView, canonical, gate, askOfflinePin, askConsents } = useGate(session, http, location);
  const route = useRoleRouter(session, location.path, canonical, gate.action === 'redirect', language);
  const redirect = useRedirect(location, canonical, gate, route.roleHome);
  const title = useShellTitle(session, { path: location.path, screen: route.screen, redirecting: redirect !== null, gateAction: gate.action, askOfflinePin, askConsents });

  // Every change of address, query included: a push with a new query is an entry to go back from.
  const entryHash = buildHash(location.path, location.query);
  useEffect(() => history.visit(currentEntryKey()), [history, entryHash]);
  useEffect(() => {
    onRouteSettled();
  }, [onRouteSettled, pinState, location.path, routesView, locked, offlinePinOffered, askConsents]);
  useScrollMemory(location.path);

  if (redirect) {
    return (
      <ShellFrame chrome={null} language={undefined}>
        <LoadingView />
      </ShellFrame>
    );
  }
  // Locked: only the unlock screen; remotes are inactive (registerRemoteApps.ts) and unmount.
  // Consent due, or the offline PIN question: that screen alone, until answered.
  if (gate.action === 'lock' || askConsents || askOfflinePin) {
    const screen = gate.action === 'lock' ? <UnlockPage http={http} session={session} /> : askConsents ? <ConsentPage http={http} session={session} /> : <OfflinePinPage http={http} session={session} />;
    return (
      <ShellFrame chrome={null} language={language}>
        <Suspense fallback={<LoadingView />}>{screen}</Suspense>
      </ShellFrame>
    );
  }

  const onBack = () => {
    if (history.canGoBack()) window.history.back();
    else {
      navigate('/home', undefined, { replace: true });
      history.reset(currentEntryKey());
    }
  };
  const showNav = route.screen !== 'login' && route.screen !== 'home';
  const chrome: FrameChrome = { path: location.path, title, showNav, showBack: !route.isTab && route.screen !== 'setPin', onBack, isTab: route.isTab, tabs: route.tabs, frame: route.frame, live, session, http };
  return (
    <ShellFrame chrome={chrome} language={language}>
      <Suspense fallback={<LoadingView />}>
        <ShellScreens route={route} pinState={pinState} query={location.query} language={language} http={http} session={session} />
      </Suspense>
    </ShellFrame>
  );
}
