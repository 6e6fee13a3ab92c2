import { version as reactVersion } from 'react';
import { loadRemote } from './lazyRuntime';
import type { LifeCycles } from 'single-spa';
import { CONTRACT_VERSION } from '@sencare/shared/channel';
import { frontendTelemetry } from '@sencare/shared/http';
import sharedPackage from '@sencare/shared/package.json';
import { routeBook } from '../routing/remoteRouteBook';
import type { PageFacts } from './compatibility';
import { RemoteCatalog, federationName } from './remoteCatalog';
import type { RemoteTitle } from './remoteDeclaration';
import { REMOTE_TIMEOUTS } from './timeouts';

/** What this page runs: the shell loads first, so its kernel, React and channel are the page's. */
export const PAGE_FACTS: PageFacts = { kernel: sharedPackage.version, react: reactVersion, channelContract: CONTRACT_VERSION };

/** The page's catalog of remotes; the root config (shell/src/root/startRemotes.ts) starts it after sign-in. */
export const remoteCatalog = new RemoteCatalog(routeBook, PAGE_FACTS);

/** The gate said no: the caller shows "being updated", not "unavailable". */
export class RemoteRefused extends Error {
  constructor(readonly remote: string, readonly reason: string, readonly title: RemoteTitle | null) {
    super(`${remote} not mounted: ${reason}`);
    this.name = 'RemoteRefused';
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

const loadedOnThisPage = new Set<string>();

/**
 * A page's first load of a remote counts one session of the release it runs: the denominator of
 * the error rates per release that the canary watcher compares (docs/deploying.md "Canary
 * releases"). Counted after the manifest was asked for (so the map and the release are known),
 * whether the load then works or not.
 */
function countSession(remote: string): void {
  if (loadedOnThisPage.has(remote)) return;
  loadedOnThisPage.add(remote);
  frontendTelemetry.report('session', remote);
}

/**
 * Loads a remote module through the MF runtime once the compatibility gate admitted the remote;
 * rejects with RemoteRefused when it did not, and on failure or after the hard cap.
 */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  try {
    const { verdict, title } = await withDeadline(remoteCatalog.admit(remote), REMOTE_TIMEOUTS.overallMs, `${remote} manifest`);
    countSession(remote);
    if (!verdict.ok) throw new RemoteRefused(remote, verdict.reason, title);
    const id = `${federationName(remote)}/${expose}`;
    const module = await withDeadline(loadRemote<T>(id), REMOTE_TIMEOUTS.overallMs, id);
    if (!module) throw new Error(`${id} resolved empty`);
    return module;
  } catch (error) {
    countSession(remote);
    // Counted per remote and release (docs/operations.md): a release broken for everyone shows on a graph.
    frontendTelemetry.report(error instanceof RemoteRefused ? 'refused' : 'load-failed', remote);
    throw error;
  }
}

export function loadRemoteLifecycles(remote: string): Promise<LifeCycles> {
  return loadRemoteModule<LifeCycles>(remote, 'lifecycles');
}
