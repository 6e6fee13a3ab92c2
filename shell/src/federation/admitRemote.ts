import { version as reactVersion } from 'react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@sencare/shared/channel';
import sharedPackage from '@sencare/shared/package.json';
import { judgeRemote, type PageFacts, type Verdict } from './compatibility';
import { REMOTE_TIMEOUTS } from './timeouts';

/** What this page runs: the shell loads first, so its kernel, React and channel are the page's. */
export const PAGE_FACTS: PageFacts = { kernel: sharedPackage.version, react: reactVersion, channelContract: CONTRACT_VERSION };

export const federationName = (remote: string) => `mfe_${remote}`;

/** The gate said no: the caller shows "being updated", not "unavailable". */
export class RemoteRefused extends Error {
  constructor(readonly remote: string, readonly reason: string) {
    super(`${remote} not mounted: ${reason}`);
    this.name = 'RemoteRefused';
  }
}

const registered = new Set<string>();

/**
 * Reads a remote's manifest and, when the page can run it, registers it with the federation
 * runtime (once). Rejects when the manifest cannot be read (the caller shows "unavailable");
 * a refusal is an answer, not an error (the caller shows "being updated").
 */
export async function admitRemote(remote: string, manifestUrl: string, page: PageFacts = PAGE_FACTS, fetchImpl: typeof fetch = fetch): Promise<Verdict> {
  const entry = new URL(manifestUrl, window.location.href).href;
  const response = await fetchImpl(entry, { cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_TIMEOUTS.manifestFetchMs) });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const verdict = judgeRemote(await response.json(), page);
  if (verdict.ok && !registered.has(remote)) {
    registerRemotes([{ name: federationName(remote), entry }]);
    registered.add(remote);
  }
  return verdict;
}
