import { frontendTelemetry } from '@sencare/shared/http';
import { registerRemotes } from './lazyRuntime';
import { keepManifest } from './manifestHandover';
import type { RemoteRouteBook } from '../routing/remoteRouteBook';
import { judgeRemote, type PageFacts, type Verdict } from './compatibility';
import { declarationOf, type RemoteTitle } from './remoteDeclaration';
import { deviceId, validMap, withCanaries } from './remotesMap';
import { REMOTE_TIMEOUTS, timeoutSignal } from './timeouts';

export interface Admission {
  verdict: Verdict;
  title: RemoteTitle | null;
}

export const federationName = (remote: string) => `mfe_${remote}`;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Everything the shell knows about remotes, learned at run time (docs/deploying.md "Routes"):
 * /remotes.json names them and where each manifest is, read once per page so an open tab keeps
 * the releases it started with (and, for a remote running a canary, the side this device is on:
 * ./remotesMap.ts); each manifest says what the remote needs (the compatibility
 * gate, ./compatibility.ts) and which paths are its (src/remote.json of the remote, written into
 * the manifest by its build). Manifests are read in parallel right after sign-in, so a deep link
 * waits for one round trip, not one per remote. Nothing about any particular remote is built
 * into the shell: a release can add a route, a prefix or a whole remote.
 */
/** The release of a remotes-map entry: `/mfe/<name>/<release>/mf-manifest.json`, else its dist build. */
export function releaseOfEntry(url: string | undefined): string {
  const match = /\/mfe\/[a-z][a-z0-9-]*\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '');
  return match?.[1] ?? 'dist';
}

export class RemoteCatalog {
  private map: Record<string, string> | null = null;
  private mapWaiters: Array<(map: Record<string, string>) => void> = [];
  private mapRead: Promise<void> | null = null;
  private admissions = new Map<string, Promise<Admission>>();
  private registered = new Set<string>();

  constructor(
    private readonly book: RemoteRouteBook,
    private readonly page: PageFacts,
    private readonly fetchImpl: Fetch = (input, init) => fetch(input, init),
    private readonly device: () => string = () => deviceId(),
  ) {
    book.retry = () => this.retryFailed();
  }

  /** Reads the remotes map, then every manifest in parallel; `onRemotes` gets the names once the map is read (perhaps after a retry). */
  start(onRemotes: (names: string[]) => void): void {
    this.mapWaiters.push((map) => onRemotes(Object.keys(map)));
    void this.readMap();
  }

  /** The release a remote runs: of the entry this page loads (a canary's on its devices), `dist` for a default entry or before the map is read. */
  releaseOf(name: string): string {
    return releaseOfEntry(this.map?.[name]);
  }

  /** The remotes map, once read. */
  private remotesMap(): Promise<Record<string, string>> {
    if (this.map) return Promise.resolve(this.map);
    return new Promise((resolve) => this.mapWaiters.push(resolve));
  }

  private readMap(): Promise<void> {
    this.mapRead ??= (async () => {
      try {
        const response = await this.fetchImpl('/remotes.json', { cache: 'no-cache', signal: timeoutSignal(REMOTE_TIMEOUTS.manifestFetchMs) });
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        const json: unknown = await response.json();
        const map = withCanaries(validMap(json), json, this.device());
        this.map = map;
        this.book.expect(Object.keys(map));
        for (const waiter of this.mapWaiters.splice(0)) waiter(map);
        for (const name of Object.keys(map)) this.admit(name).catch(() => undefined);
      } catch (error) {
        console.warn('[shell] the remotes map could not be read', error);
        this.mapRead = null;
        this.book.mapFailed();
      }
    })();
    return this.mapRead;
  }

  /**
   * Reads a remote's manifest, learns its routes and judges it; registers it with the federation
   * runtime once admitted. An admission is kept for the page's life; a refusal or a failure is
   * asked again next time (a rollback may have fixed it). Rejects when the manifest cannot be read.
   */
  admit(name: string): Promise<Admission> {
    const known = this.admissions.get(name);
    if (known) return known;
    this.book.relearn(name);
    const admission = this.readManifest(name);
    this.admissions.set(name, admission);
    admission.then(
      ({ verdict }) => {
        if (!verdict.ok) this.admissions.delete(name);
      },
      () => {
        this.admissions.delete(name);
        this.book.fail(name);
        // The route then shows "unavailable" without a load being tried (remoteRegistry.ts reports
        // failed loads): reported here, or a release whose manifest never arrives goes unseen.
        frontendTelemetry.report('load-failed', name);
      },
    );
    return admission;
  }

  private async readManifest(name: string): Promise<Admission> {
    const url = (await this.remotesMap())[name];
    if (!url) throw new Error(`${name} is not in /remotes.json`);
    const entry = new URL(url, window.location.href).href;
    const response = await this.fetchImpl(entry, { cache: 'no-cache', signal: timeoutSignal(REMOTE_TIMEOUTS.manifestFetchMs) });
    if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
    const manifest: unknown = await response.json();
    const { routes, title } = declarationOf(manifest);
    // Learned even when refused: its paths then show "being updated", not "not found".
    this.book.learn(name, routes);
    const verdict = judgeRemote(manifest, this.page);
    if (verdict.ok && !this.registered.has(name)) {
      keepManifest(entry, manifest);
      registerRemotes([{ name: federationName(name), entry }]);
      this.registered.add(name);
    }
    return { verdict, title };
  }

  /** The "unavailable" view's retry: the map if it failed, else every manifest that failed. */
  retryFailed(): void {
    if (!this.map) {
      this.book.relearnMap();
      void this.readMap();
      return;
    }
    for (const name of this.book.failed()) this.admit(name).catch(() => undefined);
  }
}
