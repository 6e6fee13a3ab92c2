/**
 * Canonical hash routes and every spec §2 path as an alias, so links from the old app keep
 * working. Remotes own their prefixes; the shell owns the rest.
 */
export type RemoteName = 'claims' | 'policies' | 'cashless' | 'account';
export type ShellScreen = 'login' | 'forgotPassword' | 'forgotAccount' | 'privacy' | 'setPin' | 'resetPin' | 'home';

export const SHELL_ROUTES: Record<string, ShellScreen> = {
  '/login': 'login',
  '/forgot-password': 'forgotPassword',
  '/forgot-account': 'forgotAccount',
  '/privacy': 'privacy',
  '/pin/set': 'setPin',
  '/pin/reset': 'resetPin',
  '/home': 'home',
};

/** Routes that work without a token (spec §4: reset PIN works without one). */
export const PUBLIC_ROUTES = new Set(['/login', '/forgot-password', '/forgot-account', '/privacy', '/pin/reset']);

/** Spec §4: the PIN check runs on every page show except reset PIN (and the set-PIN page itself). */
export const PIN_CHECK_EXEMPT = new Set(['/pin/reset', '/pin/set']);

export const TAB_ROUTES = ['/home', '/mine'] as const;

export const REMOTE_PREFIXES: Record<RemoteName, string[]> = {
  claims: ['/claims'],
  policies: ['/policies', '/ecards'],
  cashless: ['/cashless', '/providers'],
  account: ['/mine', '/settings', '/password', '/pin/change', '/messages', '/faq'],
};

const rebuild = (page: string) => `/pages/ui-rebuild/${page}/${page}`;
const old = (page: string) => `/pages/${page}/${page}`;

export const ALIASES: Record<string, string> = {
  '/': '/home',
  [old('main')]: '/home',
  [old('mine')]: '/mine',
  [rebuild('login')]: '/login',
  [rebuild('setting')]: '/settings',
  [rebuild('change-password')]: '/password',
  [rebuild('my-claims')]: '/claims',
  [rebuild('FAQ')]: '/faq',
  [rebuild('personal-center')]: '/mine',
  // No playground alias: spec §2 names the page but shows no user content for it (it was the old
  // app's developer sandbox), so it gets the not-found view, not a home page under a wrong name.
  [rebuild('policy-information')]: '/policies/detail',
  [rebuild('my-policies')]: '/policies',
  [rebuild('claim-submission')]: '/claims/new',
  [rebuild('claim-information')]: '/claims/detail',
  [rebuild('insurance-card-new')]: '/ecards',
  [rebuild('search')]: '/providers',
  [rebuild('home')]: '/home',
  [old('my-policies')]: '/policies',
  [old('policy-information')]: '/policies/detail',
  [old('my-claims')]: '/claims',
  [old('claim-details')]: '/claims/detail',
  [old('supplement-docs')]: '/claims/supplement',
  [old('claim-report')]: '/claims/report',
  [old('personal-center')]: '/mine',
  [old('apply')]: '/cashless/apply',
  [old('claim-submission')]: '/claims/new',
  [old('setting')]: '/settings',
  [old('change-password')]: '/password',
  [old('cashless-service')]: '/cashless',
  [old('login')]: '/login',
  [old('identification-information')]: '/cashless/identification',
  [old('cashless-service-open-success')]: '/cashless/success',
  [old('e-card')]: '/ecards',
  [old('signature')]: '/claims/signature',
  [old('agreddProtocol')]: '/cashless/commitments',
  [old('webCamera')]: '/claims/camera',
  [old('message')]: '/messages',
  '/pages/MultiUploadsn/MultiUploadsn': '/claims/upload',
  '/pages/index/map': '/providers/map',
  '/pages/index/index': '/home',
  '/components/e-card/e-card': '/ecards',
  '/components/jushi-signature/jushi-signature': '/claims/signature',
  [old('set-pin')]: '/pin/set',
  [old('change-pin')]: '/pin/change',
  [old('reset-pin')]: '/pin/reset',
};

export function canonicalPath(path: string): string {
  return ALIASES[path] ?? path;
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function remoteFor(path: string): RemoteName | null {
  for (const [name, prefixes] of Object.entries(REMOTE_PREFIXES) as [RemoteName, string[]][]) {
    if (prefixes.some((p) => underPrefix(path, p))) return name;
  }
  return null;
}

export type Resolved =
  | { kind: 'shell'; screen: ShellScreen }
  | { kind: 'remote'; remote: RemoteName }
  | { kind: 'notFound' };

export function resolveRoute(path: string): Resolved {
  const canonical = canonicalPath(path);
  const screen = SHELL_ROUTES[canonical];
  if (screen) return { kind: 'shell', screen };
  const remote = remoteFor(canonical);
  return remote ? { kind: 'remote', remote } : { kind: 'notFound' };
}

export const isTabRoute = (path: string) => (TAB_ROUTES as readonly string[]).includes(path);
