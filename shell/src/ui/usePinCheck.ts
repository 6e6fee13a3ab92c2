import { useEffect } from 'react';
import type { PinState } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { useSessionState } from '@sencare/shared/ui';
import { PIN_CHECK_EXEMPT, PUBLIC_ROUTES, canonicalPath } from '../routing/routeTable';
import type { SessionController } from '../session/sessionController';

/** docs/requirements.md §4: the PIN check runs on launch and on each page show, except reset PIN. */
export function usePinCheck(session: SessionController, http: HttpClient, path: string): PinState {
  const pin = useSessionState(session.channel, (s) => s.pin);
  const status = useSessionState(session.channel, (s) => s.status);
  useEffect(() => {
    const canonical = canonicalPath(path);
    const userCode = session.channel.getState().userCode;
    if (!session.hasToken() || !userCode || PIN_CHECK_EXEMPT.has(canonical) || PUBLIC_ROUTES.has(canonical)) return;
    let cancelled = false;
    http
      .post<string>('/customer/getPinCode', { userCode }, { silent: true })
      .then((data) => {
        if (!cancelled) session.setPinState(String(data) === 'false' ? 'missing' : 'set');
      })
      // The API still guards every record; a failed check must not lock the user out of the app.
      .catch(() => {
        if (!cancelled && session.channel.getState().pin === 'unknown' && session.hasToken()) session.setPinState('set');
      });
    return () => {
      cancelled = true;
    };
  }, [session, http, path, status]);

  return pin;
}
