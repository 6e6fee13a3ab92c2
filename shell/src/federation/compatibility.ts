import { satisfy } from '@module-federation/runtime-core';

/**
 * The compatibility gate (docs/deploying.md "Compatibility gate"): before a remote is registered
 * with the federation runtime, the shell reads its mf-manifest.json, where the build declared
 * (shared/build/kernel.mjs) the kernel range it was built against, its React range and the
 * session-channel contract it speaks. A remote the page cannot run is never mounted: it would
 * crash on a missing kernel function or a second React, and crash again on every retry.
 */
export interface RemoteRequirements {
  kernel: string;
  react: string;
  channelContract: number;
}

export interface PageFacts {
  kernel: string;
  react: string;
  channelContract: number;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

interface ManifestShape {
  metaData?: { sencare?: Partial<RemoteRequirements> };
}

export function requirementsOf(manifest: unknown): RemoteRequirements | null {
  const declared = (manifest as ManifestShape | null)?.metaData?.sencare;
  if (!declared || typeof declared.kernel !== 'string' || typeof declared.react !== 'string' || typeof declared.channelContract !== 'number') {
    return null;
  }
  return { kernel: declared.kernel, react: declared.react, channelContract: declared.channelContract };
}

/** Fail closed: a remote that declares nothing was built before the gate, against a kernel the page no longer has. */
export function judgeRemote(manifest: unknown, page: PageFacts): Verdict {
  const needs = requirementsOf(manifest);
  if (!needs) return { ok: false, reason: 'the manifest declares no requirements (metaData.sencare)' };
  if (!satisfy(page.kernel, needs.kernel)) return { ok: false, reason: `needs kernel ${needs.kernel}, the page has ${page.kernel}` };
  if (!satisfy(page.react, needs.react)) return { ok: false, reason: `needs React ${needs.react}, the page has ${page.react}` };
  if (needs.channelContract !== page.channelContract) {
    return { ok: false, reason: `speaks channel contract ${needs.channelContract}, the page speaks ${page.channelContract}` };
  }
  return { ok: true };
}
