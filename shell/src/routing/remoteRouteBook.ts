import { isUnderPath as under } from '@sencare/shared/routing';
import type { FrameWidth, RemoteTab, Role } from './roles';
import { SHELL_ALIASES, SHELL_ROUTES } from './routeTable';

/** What a remote declares about its paths (its src/remote.json, copied into its manifest's metaData.sencare). */
export interface RemoteRoutes {
  prefixes: string[];
  aliases: Record<string, string>;
  /** Who may use its screens; absent = customers (the four policyholder remotes). */
  roles?: Role[];
  /** For a role's own app: where its users land, and the tabs the shell draws for them. */
  home?: string | null;
  tabs?: RemoteTab[];
  /** For a role's own app: 'wide' gives it the screen's width (the shell frame), else the phone column. */
  frame?: FrameWidth;
}

const rolesOf = (routes: RemoteRoutes): Role[] => routes.roles ?? ['customer'];

/** learning: the remotes map or a manifest is still on its way; incomplete: one of them failed. */
export type BookStatus = 'learning' | 'incomplete' | 'complete';

/** Read-only view the route resolver needs (shell/src/routing/routeTable.ts). */
export interface RouteBook {
  ownerOf(path: string): string | null;
  /** Whether `role` may use the screens of the remote `name`. */
  serves(name: string, role: Role): boolean;
  aliasOf(path: string): string | undefined;
  status(): BookStatus;
}

type Entry = { state: 'learning' } | { state: 'failed' } | { state: 'known'; routes: RemoteRoutes };

const isShellPath = (path: string) => Object.hasOwn(SHELL_ROUTES, path) || Object.hasOwn(SHELL_ALIASES, path);

/**
 * Which remote owns which path, as learned at run time from each remote's manifest
 * (shell/src/federation/remoteCatalog.ts). A remote's release can add a route, a prefix or an
 * old-path alias without a shell release. What a remote declares cannot take a path from the
 * shell or from a remote listed before it in /remotes.json, nor send an alias outside its own
 * prefixes: such entries are dropped with a console warning.
 */
export class RemoteRouteBook implements RouteBook {
  private entries = new Map<string, Entry>();
  private mapState: 'learning' | 'failed' | 'read' = 'learning';
  private listeners = new Set<() => void>();
  /**
   * Each known remote's routes once conflicts are settled, in the order of /remotes.json (not
   * the order manifests happened to arrive in), so the same map always routes the same way.
   */
  private effective = new Map<string, RemoteRoutes>();

  private warned = new Set<string>();
  /** Set by the catalog: reads again what failed (the "unavailable" view's retry). */
  retry: () => void = () => undefined;

  /** The remotes map was read: these remotes exist, their routes are on their way. */
  expect(names: string[]): void {
    this.mapState = 'read';
    for (const name of names) if (!this.entries.has(name)) this.entries.set(name, { state: 'learning' });
    this.changed();
  }

  mapFailed(): void {
    this.mapState = 'failed';
    this.changed();
  }

  /** Reading the remotes map again after it failed. */
  relearnMap(): void {
    if (this.mapState === 'failed') {
      this.mapState = 'learning';
      this.changed();
    }
  }

  /** Reading `name`'s manifest again. */
  relearn(name: string): void {
    if (this.entries.get(name)?.state === 'failed') {
      this.entries.set(name, { state: 'learning' });
      this.changed();
    }
  }

  learn(name: string, declared: RemoteRoutes): void {
    this.entries.set(name, { state: 'known', routes: declared });
    this.changed();
  }

  /** Its manifest could not be read. Routes learned earlier on this page are kept: the remote's own error view is more use there than "unavailable". */
  fail(name: string): void {
    if (this.entries.get(name)?.state === 'known') return;
    this.entries.set(name, { state: 'failed' });
    this.changed();
  }

  failed(): string[] {
    return [...this.entries].filter(([, entry]) => entry.state === 'failed').map(([name]) => name);
  }

  ownerOf(path: string): string | null {
    for (const [name, routes] of this.effective) if (routes.prefixes.some((prefix) => under(path, prefix))) return name;
    return null;
  }

  serves(name: string, role: Role): boolean {
    const routes = this.effective.get(name);
    return routes ? rolesOf(routes).includes(role) : false;
  }

  /** A role's own app: the first remote (in /remotes.json order) declaring the role and a home. */
  appFor(role: Role): { remote: string; home: string; tabs: RemoteTab[]; frame: FrameWidth } | null {
    if (role === 'customer') return null;
    for (const [remote, routes] of this.effective) {
      if (rolesOf(routes).includes(role) && routes.home) return { remote, home: routes.home, tabs: routes.tabs ?? [], frame: routes.frame ?? 'phone' };
    }
    return null;
  }

  aliasOf(path: string): string | undefined {
    for (const routes of this.effective.values()) if (Object.hasOwn(routes.aliases, path)) return routes.aliases[path];
    return undefined;
  }

  status(): BookStatus {
    if (this.mapState === 'learning') return 'learning';
    const states = [...this.entries.values()].map((entry) => entry.state);
    if (states.includes('learning')) return 'learning';
    return this.mapState === 'failed' || states.includes('failed') ? 'incomplete' : 'complete';
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Each known remote's routes once conflicts are settled. */
  private settle(): void {
    const effective = new Map<string, RemoteRoutes>();
    const taken = (path: string) => isShellPath(path) || [...effective.values()].some((routes) => routes.prefixes.some((p) => under(path, p) || under(p, path)));
    const aliased = (path: string) => isShellPath(path) || [...effective.values()].some((routes) => Object.hasOwn(routes.aliases, path));
    for (const [name, entry] of this.entries) {
      if (entry.state !== 'known') continue;
      const declared = entry.routes;
      const prefixes = declared.prefixes.filter((prefix) => !taken(prefix));
      const aliases = Object.fromEntries(Object.entries(declared.aliases).filter(([from, to]) => !aliased(from) && prefixes.some((p) => under(to, p))));
      const dropped = declared.prefixes.length - prefixes.length + Object.keys(declared.aliases).length - Object.keys(aliases).length;
      if (dropped > 0 && !this.warned.has(name)) {
        this.warned.add(name);
        console.warn(`[shell] ${name}: ${dropped} declared path(s) ignored (the shell's, another remote's, or leading outside its prefixes)`);
      }
      effective.set(name, { ...declared, prefixes, aliases });
    }
    this.effective = effective;
  }

  private changed(): void {
    this.settle();
    for (const listener of this.listeners) listener();
  }
}

/** The page's one book: the shell frame reads it, the catalog fills it. */
export const routeBook = new RemoteRouteBook();
