// Which remotes to measure and when a remote's first screen counts as drawn. The remotes are read
// from the running gateway (/remotes.json, then each manifest's first route prefix, as the shell
// learns them: shell/src/routing/remoteRouteBook.ts), so a new remote is measured without an edit.
/* global document */

/**
 * What shows the user's data on each policyholder remote's first route (not its loading
 * placeholder). Remotes not listed here (the provider and insurer portals, docs/portals.md) are
 * not for a policyholder: lan.tran gets "This page does not exist" there, so they are reported as
 * not measured rather than timed.
 */
export const READY = {
  claims: ['claims-list', 'claims-empty'],
  policies: ['policy-card', 'policies-empty'],
  cashless: ['cashless-card', 'cashless-not-applied', 'cashless-pending', 'cashless-rejected', 'cashless-not-found'],
  account: ['mine-profile'],
};

/** The remotes to measure: BENCH_REMOTES=claims,policies limits them. */
export async function discoverRemotes(base) {
  const map = await (await fetch(`${base}/remotes.json`)).json();
  const only = process.env.BENCH_REMOTES ? process.env.BENCH_REMOTES.split(',').map((s) => s.trim()) : null;
  const remotes = [];
  for (const [name, manifestUrl] of Object.entries(map)) {
    if (only && !only.includes(name)) continue;
    try {
      const manifest = await (await fetch(new URL(manifestUrl, base))).json();
      const prefix = manifest.metaData?.sencare?.prefixes?.[0];
      if (prefix) remotes.push({ name, route: READY[name] ? prefix : null, ready: READY[name] ?? null, skipped: READY[name] ? undefined : 'a portal a policyholder cannot open' });
    } catch {
      // A remote whose manifest does not answer is reported by the sections as not measured.
      remotes.push({ name, route: null, ready: null, skipped: 'its manifest did not answer' });
    }
  }
  return remotes;
}

/** Runs in the page: is the remote's first screen drawn with its data? */
export function isDrawn(ready) {
  return ready.some((id) => document.querySelector(`[data-testid="${id}"]`));
}

/** A note naming the remotes that were not measured, and why (empty when all were). */
export function skippedNote(remotes) {
  const skipped = remotes.filter((r) => r.skipped);
  return skipped.length ? [`Not measured: ${skipped.map((r) => `${r.name} (${r.skipped})`).join('; ')}.`] : [];
}
