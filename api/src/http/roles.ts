import type { Role } from '../db/schema';
import { ApiFailure } from './envelope';

/**
 * Which roles may call a private route (docs/portals.md "Roles"), decided here for every route at
 * once so a route added later is customer-only by default (the auth matrix tests every documented
 * route for every role: every-private-route.test.ts):
 * - `/api/insurer/*` only insurers, `/api/provider/*` only provider staff, `/api/hr/*` only an
 *   employer's HR users, `/api/broker/*` only brokers' staff;
 * - the session itself (logout, password, PIN, fingerprint unlock, getuserinfo, the live stream)
 *   and the behaviour log (docs/requirements.md §7 logs every call, whoever makes it)
 *   every role;
 * - everything else (claims, policies, cashless, messages, GOPs of the customer) only customers.
 */
export const ROLES: readonly Role[] = ['customer', 'insurer', 'provider', 'hr', 'broker'];

const EVERY_ROLE: readonly string[] = ['/api/auth/', '/api/pin/', '/api/biometric', '/api/live', '/api/customer/getuserinfo', '/api/customer/getPinCode', '/api/user/behavior'];

export function rolesFor(routeUrl: string): readonly Role[] {
  if (routeUrl.startsWith('/api/insurer/')) return ['insurer'];
  if (routeUrl.startsWith('/api/provider/')) return ['provider'];
  if (routeUrl.startsWith('/api/hr/')) return ['hr'];
  if (routeUrl.startsWith('/api/broker/')) return ['broker'];
  if (EVERY_ROLE.some((prefix) => routeUrl === prefix || routeUrl.startsWith(prefix))) return ROLES;
  return ['customer'];
}

/** HTTP 403 with its own code, so a portal can tell "not for your role" from a refused action (403). */
export const ROLE_FORBIDDEN_CODE = -403;
export const roleForbidden = () => new ApiFailure(403, ROLE_FORBIDDEN_CODE, 'error.roleForbidden');

/**
 * What a session may call before its user has a PIN: the app shows nothing else until one is set
 * (shell/src/ui/usePinCheck.ts, every role), so neither does the API. The session itself (sign
 * in and out, password), setting or resetting the PIN, who the user is and whether a PIN exists
 * (getuserinfo, getPinCode), the behaviour log, the live stream (opened at sign-in; it carries
 * notices only), and consent, which the app asks right after sign-in, before the PIN (docs/privacy.md "Consent").
 */
const BEFORE_PIN: readonly string[] = ['/api/auth/', '/api/pin/', '/api/consents', '/api/customer/getuserinfo', '/api/customer/getPinCode', '/api/user/behavior', '/api/live'];

export function allowedBeforePin(routeUrl: string): boolean {
  return BEFORE_PIN.some((prefix) => routeUrl === prefix || routeUrl.startsWith(prefix));
}

/** HTTP 403 with its own code: the session is fine, the user must set a PIN first (the app's set-PIN page). */
export const PIN_REQUIRED_CODE = -94;
export const pinRequired = () => new ApiFailure(403, PIN_REQUIRED_CODE, 'auth.pinNotSet');
