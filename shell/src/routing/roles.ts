/**
 * Who signs in (SessionUser.role): policyholders use the shell's Home and Mine and the four
 * customer remotes; an insurer's assessors and a provider's staff each get the app of the remote
 * that declares their role in its src/remote.json (docs/portals.md "Remotes"), as do an
 * employer's HR and a broker's staff (mfe-hr, mfe-broker). The list is closed on purpose: a role
 * the shell does not know falls back to the customer's app, whose API routes refuse it.
 */
export const ROLES = ['customer', 'insurer', 'provider', 'hr', 'broker'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleTitle {
  en: string;
  vi: string;
}

/** A tab of a role's own app: its remote draws the screens, the shell draws the bar (shell/src/ui/frame/TabBar.tsx). */
export interface RemoteTab {
  path: string;
  icon: string;
  label: RoleTitle;
}

/** How wide the shell draws a role's app (its src/remote.json `frame`): the phone column, or the screen's width. */
export type FrameWidth = 'phone' | 'wide';

/** A session from before roles, or an unknown role, is a customer's: the narrowest app there is. */
export function roleOf(user: { role?: string } | null | undefined): Role {
  const role = user?.role;
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'customer';
}
