import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '../routing/routeTable';
import { REMOTE_TIMEOUTS } from './timeouts';
import { RemoteRefused, admitRemote, federationName } from './admitRemote';

/** Same-origin defaults when /remotes.json cannot be read (ARCHITECTURE.md "Remotes map"). */
const DEFAULT_REMOTES: Record<RemoteName, string> = {
  claims: '/mfe/claims/mf-manifest.json',
  policies: '/mfe/policies/mf-manifest.json',
  cashless: '/mfe/cashless/mf-manifest.json',
  account: '/mfe/account/mf-manifest.json',
};

let provideMap: (map: Record<RemoteName, string>) => void = () => undefined;
/** Where each remote's manifest is for the life of this page: read once at start, so an open tab keeps its release. */
const manifests = new Promise<Record<RemoteName, string>>((resolve) => {
  provideMap = resolve;
});

/** Called once by the root config (shell/src/root/startRemotes.ts); loads wait for it (home's map parcel may ask first). */
export function setRemotesMap(map: Record<RemoteName, string>): void {
  provideMap(map);
}

const admit = async (remote: RemoteName) => admitRemote(remote, (await manifests)[remote]);

export async function fetchRemotesMap(fetchImpl: typeof fetch = fetch): Promise<Record<RemoteName, string>> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_TIMEOUTS.manifestFetchMs) });
    if (!response.ok) return DEFAULT_REMOTES;
    const map = (await response.json()) as Partial<Record<RemoteName, string>>;
    return { ...DEFAULT_REMOTES, ...map };
  } catch {
    return DEFAULT_REMOTES;
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads a remote module through the MF runtime once the compatibility gate admitted the remote;
 * rejects with RemoteRefused when it did not, and on failure or after the hard cap.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const verdict = await withDeadline(admit(remote), REMOTE_TIMEOUTS.overallMs, `${remote} manifest`);
  if (!verdict.ok) throw new RemoteRefused(remote, verdict.reason);
  const id = `${federationName(remote)}/${expose}`;
  const module = await withDeadline(loadRemote<T>(id), REMOTE_TIMEOUTS.overallMs, id);
  if (!module) throw new Error(`${id} resolved empty`);
  return module;
}

export function loadRemoteLifecycles(remote: RemoteName): Promise<LifeCycles> {
  return loadRemoteModule<LifeCycles>(remote, 'lifecycles');
}
