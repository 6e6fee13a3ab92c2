import { useEffect, useSyncExternalStore } from 'react';
import type { HashLocation } from '@sencare/shared/routing';
import { buildHash, navigate } from '@sencare/shared/routing';
import type { HttpClient } from '@sencare/shared/http';
import { routeBook } from '../../routing/remoteRouteBook';
import { roleOf } from '../../routing/roles';
import { PUBLIC_ROUTES, canonicalPath } from '../../routing/routeTable';
import { routesView as routesViewOf } from '../../routing/routesView';
import { decideGate, type GateDecision } from '../../session/launchGate';
import type { SessionController } from '../../session/sessionController';
import { usePinCheck } from '../usePinCheck';
import { useStoreInTransition } from './useStoreInTransition';

/** The lock's value is its own urgency: closing is drawn at once (useStoreInTransition.ts). */
const isLocked = (locked: boolean) => locked;

/**
 * The gate as the frame sees it (the decision itself is session/launchGate.ts, pure): the PIN
 * check, the lock, consent due, the one-time offline PIN question, and the path's canonical form.
 */
export function useGate(session: SessionController, http: HttpClient, location: HashLocation) {
  const pinState = usePinCheck(session, http, location.path);
  // Closing the lock is drawn at once; opening it, in slices (useStoreInTransition.ts).
  const locked = useStoreInTransition(session.lock.subscribe, session.lock.isLocked, isLocked);
  const offlinePinOffered = useSyncExternalStore(session.subscribeOfflinePinOffer, session.isOfflinePinOffered);
  // Re-renders when a remote's routes arrive and change what this path is for this user (its old
  // aliases, its owner, the role's app), not at every manifest the catalog reads (routesView.ts).
  const routesView = useSyncExternalStore(routeBook.subscribe, () => routesViewOf(routeBook, location.path, roleOf(session.channel.getState().user)));
  const canonical = canonicalPath(location.path, routeBook);
  const gate = decideGate({ path: location.path, fullHash: window.location.hash, hasToken: session.hasToken(), pin: pinState, locked });
  // After a password sign-in on a new phone, the PIN once for offline use (OfflinePinPage.tsx);
  // the page the person was going to shows next. Public and PIN pages are never covered.
  const askOfflinePin = offlinePinOffered && pinState === 'set' && gate.action === 'allow' && gate.checkPin && !PUBLIC_ROUTES.has(canonical);
  // Consent due on the server's record (session/consentsDue.ts) comes first after sign-in or
  // unlock, before setting a PIN and before any page (docs/privacy.md "Consent"); public pages
  // (the privacy policy it links to) stay readable.
  const consentsDue = useSyncExternalStore(session.consents.subscribe, session.consents.snapshot);
  const askConsents = consentsDue.length > 0 && session.hasToken() && gate.action !== 'lock' && !PUBLIC_ROUTES.has(canonical);
  return { pinState, locked, offlinePinOffered, routesView, canonical, gate, askOfflinePin: askOfflinePin && !askConsents, askConsents };
}

export interface Redirect {
  to: string;
  query: Record<string, string>;
}

/**
 * Where this address must go instead, if anywhere: old-app links and "/" to their canonical
 * routes keeping the query (docs/requirements.md §2), the gate's redirect, or another role's home. Replaced in
 * place once per target.
 */
export function useRedirect(location: HashLocation, canonical: string, gate: GateDecision, roleHome: string | undefined): Redirect | null {
  const alias = canonical !== location.path ? canonical : undefined;
  const redirect = alias ? { to: alias, query: location.query } : gate.action === 'redirect' ? gate : roleHome ? { to: roleHome, query: {} } : null;
  const redirectKey = redirect ? buildHash(redirect.to, redirect.query) : null;
  useEffect(() => {
    if (redirect) navigate(redirect.to, redirect.query, { replace: true });
    // The key says everything about the target; the object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectKey]);
  return redirect;
}
