import type { PinState } from '@sencare/shared/channel';
import { PIN_CHECK_EXEMPT, PUBLIC_ROUTES } from '../routing/routeTable';

export type GateDecision =
  | { action: 'allow'; checkPin: boolean }
  | { action: 'redirect'; to: string; query: Record<string, string> }
  /** The PIN lock is on: the unlock screen shows in place, the address stays where the user was going. */
  | { action: 'lock' };

/**
 * docs/requirements.md §4 launch rules, as a pure function: no token → login (except public pages such as
 * reset PIN), keeping where the user was going; a known missing PIN → set PIN; otherwise the
 * page shows and the PIN check runs again (on every page show except reset/set PIN).
 */
export function decideGate(input: { path: string; fullHash: string; hasToken: boolean; pin: PinState; locked?: boolean }): GateDecision {
  const { path, fullHash, hasToken, pin, locked = false } = input;
  if (!hasToken) {
    if (PUBLIC_ROUTES.has(path)) return { action: 'allow', checkPin: false };
    return { action: 'redirect', to: '/login', query: returnQuery(fullHash) };
  }
  if (path === '/login') return { action: 'redirect', to: '/home', query: {} };
  // Someone sent here on the way somewhere, who has a PIN by now, goes on there (the same target
  // the set-PIN page uses). Opened on its own, the page offers Change PIN instead (SetPinPage.tsx).
  const heading = queryOf(fullHash).redirect;
  if (path === '/pin/set' && pin === 'set' && heading) return { action: 'redirect', ...splitTarget(safeRedirect(heading)) };
  if (PIN_CHECK_EXEMPT.has(path)) return { action: 'allow', checkPin: false };
  // Public pages (privacy policy, forgot password) show nothing of the user's; the rest waits for the PIN.
  // The unlock screen shows before the PIN check answers (a cold start draws it at once,
  // not a loading view first); only a PIN known to be missing sends the user to set one instead.
  if (locked && pin !== 'missing' && !PUBLIC_ROUTES.has(path)) return { action: 'lock' };
  if (pin === 'missing') return { action: 'redirect', to: '/pin/set', query: returnQuery(fullHash) };
  return { action: 'allow', checkPin: true };
}

function returnQuery(fullHash: string): Record<string, string> {
  const target = fullHash.replace(/^#/, '');
  if (!target || target === '/' || target.startsWith('/login')) return {};
  return { redirect: target };
}

function queryOf(fullHash: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(fullHash.split('?')[1] ?? ''));
}

function splitTarget(target: string): { to: string; query: Record<string, string> } {
  const [to, qs = ''] = target.split('?');
  return { to, query: Object.fromEntries(new URLSearchParams(qs)) };
}

/** Only same-app hash routes are followed after login, never an outside URL. */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/home';
  return value;
}
