import type { RouteBook } from './remoteRouteBook';
import type { Role } from './roles';
import firstPaint from '../firstPaint.json';

/**
 * The shell's own screens and the docs/requirements.md §2 paths that lead to them. Every other path belongs to a
 * remote, which declares its prefixes and old paths itself (src/remote.json, read from its
 * manifest at run time: shell/src/routing/remoteRouteBook.ts), so no remote route is listed here.
 */
export type ShellScreen = 'login' | 'forgotPassword' | 'forgotAccount' | 'privacy' | 'setPin' | 'resetPin' | 'home' | 'verify';

export const SHELL_ROUTES: Record<string, ShellScreen> = {
  '/login': 'login',
  '/forgot-password': 'forgotPassword',
  '/forgot-account': 'forgotAccount',
  '/privacy': 'privacy',
  '/pin/set': 'setPin',
  '/pin/reset': 'resetPin',
  '/home': 'home',
  // The public check of a letter of guarantee (docs/portals.md "Letters and verification").
  '/verify': 'verify',
};

/** Routes that work without a token (docs/requirements.md §4: reset PIN works without one). */
export const PUBLIC_ROUTES = new Set<string>(firstPaint.publicRoutes);

/** docs/requirements.md §4: the PIN check runs on every page show except reset PIN (and the set-PIN page itself). */
export const PIN_CHECK_EXEMPT = new Set(['/pin/reset', '/pin/set']);

export const TAB_ROUTES = ['/home', '/mine'] as const;

const rebuild = (page: string) => `/pages/ui-rebuild/${page}/${page}`;
const old = (page: string) => `/pages/${page}/${page}`;

/** docs/requirements.md §2 paths of the shell's screens. No playground alias: docs/requirements.md §2 names the page but shows no user content for it (it was the old app's developer sandbox), so it gets the not-found view. */
export const SHELL_ALIASES: Record<string, string> = {
  '/': '/home',
  [old('main')]: '/home',
  [rebuild('home')]: '/home',
  '/pages/index/index': '/home',
  [rebuild('login')]: '/login',
  [old('login')]: '/login',
  [old('set-pin')]: '/pin/set',
  [old('reset-pin')]: '/pin/reset',
};

/** The path a link means: a shell alias, else a remote's alias (once its routes are known), else itself. */
export function canonicalPath(path: string, book?: RouteBook): string {
  return SHELL_ALIASES[path] ?? book?.aliasOf(path) ?? path;
}

export type Resolved =
  | { kind: 'shell'; screen: ShellScreen }
  | { kind: 'remote'; remote: string }
  /** Not a shell path, and some remote's routes are still being read: wait. */
  | { kind: 'pending' }
  /** Nobody known owns it, and a remote's routes could not be read: it may be that remote's. */
  | { kind: 'unavailable' }
  | { kind: 'notFound' };

/** A remote's screens exist only for the roles it declares: to anyone else its paths are not found. */
export function resolveRoute(path: string, book: RouteBook, role: Role = 'customer'): Resolved {
  const canonical = canonicalPath(path, book);
  const screen = SHELL_ROUTES[canonical];
  if (screen) return { kind: 'shell', screen };
  const remote = book.ownerOf(canonical);
  if (remote) return book.serves(remote, role) ? { kind: 'remote', remote } : { kind: 'notFound' };
  const status = book.status();
  if (status === 'learning') return { kind: 'pending' };
  return status === 'incomplete' ? { kind: 'unavailable' } : { kind: 'notFound' };
}

export const isTabRoute = (path: string) => (TAB_ROUTES as readonly string[]).includes(path);
