import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUnderPath as under } from '../../shared/src/routing/paths';

/**
 * Every route a remote renders, built from the remotes themselves: each remote's canonical paths
 * (its src/routes.tsx) and every docs/requirements.md §2 alias it declares to the shell (its
 * src/remote.json). A route added to a table without a screen below fails the suite, so the walk in
 * routes-hash-navigation.spec.ts keeps covering every route.
 */
type RemoteName = string;
const ROOT = path.resolve(__dirname, '..', '..');
export interface RouteCase {
  owner: RemoteName | 'shell';
  /** What the user (or an old link) puts in the address bar. */
  hash: string;
  /** The canonical path the app settles on (the alias rewritten in place). */
  finalPath: string;
  /** Test ids of the target screen's own content (any one of them). */
  screen: string[];
}

/**
 * Seeded records of lan.tran (api/src/db/seed.ts): cashless active, policy SCH-2026-000777, e-card
 * SC2600077701. No GOP is seeded: its pages are met with an id nobody has (their "not found").
 */
const QUERIES: Record<string, string> = {
  '/insurer/claim': '?id=CL-2026-000204',
  '/insurer/cashless/detail': '?user=NOBODY',
  '/insurer/gop': '?id=999999',
  '/provider/patient': '?card=SC2600077701',
  '/provider/gop/new': '?card=SC2600077701',
  '/provider/gop': '?id=999999',
  '/provider/doctor': '?id=999999',
  '/claims/detail': '?id=CL-2026-000201',
  '/claims/supplement': '?id=CL-2026-000201',
  '/claims/report': '?id=CL-2026-000201',
  '/policies/detail': '?policyNo=SCH-2026-000777',
  '/hr/member': '?id=999999',
  '/hr/user': '?id=999999',
  '/broker/client': '?id=999999',
  '/broker/agency': '?id=999999',
  '/broker/agent': '?id=999999',
};

/** What each canonical route shows lan.tran; the apply steps show "already applied" to her. */
const SCREENS: Record<string, string[]> = {
  '/claims': ['my-claims'],
  '/claims/detail': ['claim-detail'],
  '/claims/new': ['claim-wizard'],
  '/claims/supplement': ['supplement-page', 'supplement-empty'],
  '/claims/report': ['claim-report-sheet'],
  '/claims/signature': ['signature-page'],
  '/claims/camera': ['camera-page'],
  '/claims/upload': ['claims-upload-page'],
  '/policies': ['policies-page'],
  '/policies/detail': ['policy-detail'],
  '/ecards': ['ecards-page'],
  '/cashless': ['cashless-status-active'],
  '/cashless/apply': ['apply-already'],
  '/cashless/identification': ['apply-already'],
  '/cashless/commitments': ['apply-already'],
  '/cashless/success': ['apply-success'],
  '/providers': ['providers-page'],
  '/providers/map': ['provider-map-page'],
  '/mine': ['mine-page'],
  '/settings': ['settings-page'],
  '/password': ['password-page'],
  '/pin/change': ['pin-page'],
  '/biometric': ['biometric-page'],
  '/messages': ['messages-page'],
  '/faq': ['faq-page'],
  '/mine/access-log': ['access-log-page', 'access-log-empty'],
  '/mydata': ['mydata-page'],
  '/mydata/correction': ['mydata-correction-page'],
  '/mydata/close': ['mydata-close-page'],
  '/consents': ['consents-page'],
  '/cashless/stays': ['stays-page', 'stays-empty'],
  // The insurer console, as the seeded assessor sees it (docs/portals.md).
  '/insurer': ['queue-page'],
  '/insurer/claim': ['claim-page'],
  '/insurer/cashless': ['cashless-page'],
  '/insurer/cashless/detail': ['cashless-detail-page', 'cashless-detail-error', 'cashless-detail'],
  '/insurer/gops': ['gops-page'],
  '/insurer/gop': ['gop-page', 'gop-not-found', 'gop-error'],
  '/insurer/data-requests': ['data-requests-page'],
  '/insurer/data-request': ['data-request-not-found', 'data-request-page'],
  '/insurer/me': ['me-page'],
  '/insurer/access-log': ['access-log-page'],
  '/insurer/bank-report': ['bank-report-page'],
  // The provider portal, as the seeded staff of Chợ Rẫy see it.
  '/provider': ['provider-lookup'],
  // Opened from a link, a patient page asks the date of birth first (mfe-provider LookupForm.tsx).
  '/provider/patient': ['patient-page', 'patient-confirm'],
  '/provider/gops': ['gop-list', 'gop-list-empty'],
  '/provider/gop': ['gop-not-found'],
  '/provider/gop/new': ['gop-new-form', 'gop-new-confirm'],
  '/provider/me': ['provider-me', 'me-page'],
  // Chợ Rẫy's seeded doctors (api/src/db/seed-portals.ts); its staff is the hospital's admin, so the forms show.
  '/provider/doctors': ['doctors-page'],
  '/provider/doctor': ['doctor-not-found'],
  '/provider/doctor/new': ['doctor-new'],
  '/provider/verify': ['provider-verify'],
  // The employer HR portal, as Minh An's HR admin sees it (api/src/db/seed-group.ts); one member
  // and one portal user by an id nobody has: their "not found" states.
  '/hr': ['hr-members'],
  '/hr/member': ['hr-member-page', 'hr-member-not-found'],
  '/hr/member/new': ['hr-new-member'],
  '/hr/import': ['hr-import'],
  '/hr/claims': ['hr-claims'],
  '/hr/users': ['hr-users'],
  '/hr/user': ['hr-user', 'hr-user-missing'],
  '/hr/user/new': ['hr-new-user'],
  '/hr/me': ['hr-me'],
  // The broker portal (api/src/db/seed-group.ts): a client, an agency and an agent by an id nobody
  // has (their "not found"); the forms as a company user sees them, or their read-only notice as
  // an agent of one agency does (mfe-broker ManagersOnly).
  '/broker': ['broker-clients'],
  '/broker/client': ['broker-client-page', 'broker-client-not-found'],
  '/broker/renewals': ['broker-renewals'],
  '/broker/agencies': ['broker-agencies'],
  '/broker/agency': ['broker-agency', 'broker-agency-not-found'],
  '/broker/agency/new': ['broker-new-agency', 'broker-new-agency-read-only'],
  '/broker/agents': ['broker-agents'],
  '/broker/agent': ['broker-agent', 'broker-agent-not-found'],
  '/broker/agent/new': ['broker-new-agent', 'broker-new-agent-read-only'],
  '/broker/me': ['broker-me'],
};

/** Who signs in to see a remote's screens: a remote declaring no role is the policyholder's (docs/portals.md). */
export type Role = 'customer' | 'insurer' | 'provider' | 'hr' | 'broker';
export const ACCOUNTS: Record<Role, { account: string; password: string }> = {
  customer: { account: 'lan.tran', password: 'Lan2026pw' },
  insurer: { account: 'assessor', password: 'Assessor2026' },
  provider: { account: 'cho-ray.staff', password: 'Provider2026' },
  hr: { account: 'hr.admin', password: 'Hr2026pw' },
  broker: { account: 'broker.staff', password: 'Broker2026' },
};

export const HOME: RouteCase = { owner: 'shell', hash: '#/home', finalPath: '/home', screen: ['home-page'] };

interface Declaration {
  prefixes: string[];
  aliases: Record<string, string>;
  roles?: Role[];
}

const declarationOf = (remote: RemoteName): Declaration => JSON.parse(readFileSync(path.join(ROOT, `mfe-${remote}`, 'src', 'remote.json'), 'utf8'));

/** Every remote of this repository. */
export const ALL_REMOTES: RemoteName[] = readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-') && existsSync(path.join(ROOT, name, 'src', 'remote.json')))
  .map((name) => name.slice(4));

/** The role whose app a remote is part of. */
export const roleOf = (remote: RemoteName): Role => declarationOf(remote).roles?.[0] ?? 'customer';

/** The policyholder's remotes: the ones lan.tran walks between. */
export const REMOTES: RemoteName[] = ALL_REMOTES.filter((remote) => roleOf(remote) === 'customer');

const remoteFor = (p: string) => ALL_REMOTES.find((remote) => declarationOf(remote).prefixes.some((prefix) => under(p, prefix))) ?? null;

/** The canonical paths a remote's router renders: `case '/x':` or `'/x': Page` in its src/routes.tsx. */
function remoteRoutePaths(remote: RemoteName): string[] {
  const source = readFileSync(path.join(ROOT, `mfe-${remote}`, 'src', 'routes.tsx'), 'utf8');
  return [...source.matchAll(/^\s*(?:case\s+)?'(\/[\w/-]*)'\s*:/gm)].map((m) => m[1]);
}

function routeCase(owner: RemoteName, hashPath: string, canonical: string): RouteCase {
  const screen = SCREENS[canonical];
  if (!screen) throw new Error(`${canonical} (mfe-${owner}) has no screen in e2e/tests/routes-catalog.ts SCREENS`);
  return { owner, hash: `#${hashPath}${QUERIES[canonical] ?? ''}`, finalPath: canonical, screen };
}

/** A remote's canonical routes first (the first is its entry screen), then every alias of them. */
export function routesOf(remote: RemoteName): RouteCase[] {
  const canonical = remoteRoutePaths(remote);
  if (canonical.length === 0) throw new Error(`no routes read from mfe-${remote}/src/routes.tsx`);
  for (const p of canonical) {
    if (remoteFor(p) !== remote) throw new Error(`${p} is in mfe-${remote}'s routes but the shell sends it to ${remoteFor(p)}`);
  }
  const aliases = Object.entries(declarationOf(remote).aliases);
  for (const [alias, target] of aliases) {
    if (!canonical.includes(target)) throw new Error(`alias ${alias} → ${target}, which mfe-${remote}'s routes do not render`);
  }
  return [...canonical.map((p) => routeCase(remote, p, p)), ...aliases.map(([alias, target]) => routeCase(remote, alias, target))];
}

/**
 * A walk over n routes of one remote in which every route is entered from both of its neighbours
 * in a ring, 0 → 1 → … → n−1 → 0, then back round, 0 → n−1 → … → 1 → 0: 2n hash changes. What
 * used to fail, a hash change into a route of the remote already mounted, depends on the route
 * entered with its remote mounted, not on which sibling it came from; two different siblings a
 * route guard against a result that only one source gives. Every ordered pair (n(n−1) steps, 892
 * for the policyholder's remotes) cost 150 s of a CI run for no defect the ring misses.
 */
export function ringBothWays(n: number): number[] {
  const forward = Array.from({ length: n }, (_, i) => i);
  return n < 2 ? forward : [...forward, 0, ...forward.slice(1).reverse(), 0];
}

/**
 * A walk in which every route is reached from a route of every other owner (each other remote
 * and the shell's home): each step covers one (source owner, target route) pair not yet covered,
 * with a filler step only when none is left from where the walk stands (about 1.1 steps a pair
 * instead of 2 when each pair starts from a fresh visit).
 */
export function everyCrossOwnerPair(owners: RouteCase[][]): RouteCase[] {
  const all = owners.flat();
  const uncovered = new Map(owners.map((routes, o) => [o, new Set(all.filter((r) => !routes.includes(r)))]));
  const ownerOf = (route: RouteCase) => owners.findIndex((routes) => routes.includes(route));
  const remaining = (o: number) => uncovered.get(o)!.size;
  const steps = [owners[0][0]];
  for (let at = 0; [...uncovered.values()].some((s) => s.size > 0); ) {
    const open = [...uncovered.get(at)!];
    // Go where the most is left to cover next, so the walk seldom strands itself.
    const next = open.sort((a, b) => remaining(ownerOf(b)) - remaining(ownerOf(a)))[0];
    if (next) uncovered.get(at)!.delete(next);
    const target = next ?? owners[[...uncovered.keys()].sort((a, b) => remaining(b) - remaining(a))[0]][0];
    steps.push(target);
    at = ownerOf(target);
  }
  return steps;
}
