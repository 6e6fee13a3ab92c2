// The canary watcher (docs/deploying.md "Canary releases"): `npm run canary:watch`. Every
// CANARY_WATCH_INTERVAL_SECONDS it reads, for each remote running a canary, the front-end events of
// the canary and of the current release from Prometheus (the API's sencare_frontend_events_total,
// docs/operations.md "Front-end telemetry"), and rolls the canary back when the rule of
// ./canary.mjs says so. It only ever ends canaries, through the store's lock, so a watcher that
// runs twice or races a person's promote does no harm; without figures it does nothing.
/* global AbortSignal */
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { CANARIES_KEY, ERROR_KINDS, SESSION_KIND, canaryVerdict } from './canary.mjs';
import { readJson } from './files.mjs';
import { MAP_FILE } from './settings.mjs';
import { createStore } from './store.mjs';

/** Never a window shorter than this: increase() needs two samples of each series (scrapes every 15 s in production). */
const MIN_WINDOW_SECONDS = 60;

/** A string as a PromQL regex matching exactly it (release ids hold dots). */
const exactly = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\/g, '\\\\');

/**
 * Sessions and errors of each release of `remote` over the last `windowSeconds`, summed over every
 * API replica; a release with no events is 0 / 0. Throws when Prometheus cannot answer.
 */
export async function releaseFigures(prometheusUrl, remote, releases, windowSeconds, fetchImpl = fetch) {
  const kinds = [SESSION_KIND, ...ERROR_KINDS].join('|');
  const query = `sum by (release, kind) (increase(sencare_frontend_events_total{remote="${remote}",release=~"${releases.map(exactly).join('|')}",kind=~"${kinds}"}[${Math.ceil(windowSeconds)}s]))`;
  const response = await fetchImpl(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`, { signal: AbortSignal.timeout(10_000) });
  const answer = await response.json().catch(() => null);
  if (!response.ok || answer?.status !== 'success') throw new Error(`Prometheus at ${prometheusUrl} answered ${response.status}: ${answer?.error ?? 'no result'}`);
  const figures = Object.fromEntries(releases.map((release) => [release, { sessions: 0, errors: 0 }]));
  for (const { metric, value } of answer.data.result) {
    const counted = Number(value[1]);
    if (!figures[metric.release] || !Number.isFinite(counted)) continue;
    if (metric.kind === SESSION_KIND) figures[metric.release].sessions += counted;
    else figures[metric.release].errors += counted;
  }
  return figures;
}

/** The remotes the map names a canary for. */
async function remotesWithCanary(releaseSettings) {
  const map = await readJson(path.join(releaseSettings.dir, MAP_FILE), {});
  return Object.keys(map[CANARIES_KEY] ?? {}).filter((name) => /^[a-z][a-z0-9-]*$/.test(name));
}

/** One look at one remote's canary: what the rule says, and the rollback when it says so. */
export async function judgeCanary(store, remote, settings, { now = Date.now(), fetchImpl = fetch } = {}) {
  const status = await store.canaryStatus();
  if (!status.canary || !status.currentId) return null;
  const since = status.startedAt ? (now - new Date(status.startedAt).getTime()) / 1000 : MIN_WINDOW_SECONDS;
  const window = Math.max(MIN_WINDOW_SECONDS, since);
  const figures = await releaseFigures(settings.prometheusUrl, remote, [status.canary.id, status.currentId], window, fetchImpl);
  const verdict = canaryVerdict({
    canary: { release: status.canary.id, ...figures[status.canary.id] },
    stable: { release: status.currentId, ...figures[status.currentId] },
    maxErrorRateDelta: settings.maxErrorRateDelta,
    minSessions: settings.minSessions,
  });
  let rolledBack = false;
  if (verdict.action === 'roll-back') {
    rolledBack = await store.rollbackCanary(status.canary.id, { figures: { ...verdict.figures, windowSeconds: Math.ceil(window) }, reason: verdict.reason, now: new Date(now).toISOString() });
  }
  return { remote, canary: status.canary.id, stable: status.currentId, ...verdict, rolledBack };
}

/** Looks at every canary once; a remote whose figures cannot be read is reported and left as it is. */
export async function watchOnce(releaseSettings, settings, { log = console.log, fetchImpl = fetch } = {}) {
  const results = [];
  for (const remote of await remotesWithCanary(releaseSettings)) {
    try {
      const result = await judgeCanary(createStore(releaseSettings, remote), remote, settings, { fetchImpl });
      if (!result) continue;
      results.push(result);
      const what = result.rolledBack ? 'ROLLED BACK' : result.action === 'roll-back' ? 'already ended' : result.action === 'keep' ? 'keeps running' : 'waiting';
      log(`${new Date().toISOString()} ${remote}: canary ${result.canary} ${what}: ${result.reason}`);
    } catch (error) {
      results.push({ remote, error: error.message });
      log(`${new Date().toISOString()} ${remote}: canary not judged: ${error.message}`);
    }
  }
  return results;
}

/** Looks every interval until `signal` aborts. */
export async function watch(releaseSettings, settings, { signal, log = console.log } = {}) {
  if (!settings.prometheusUrl) throw new Error('set CANARY_PROMETHEUS_URL (e.g. http://prometheus:9090): the watcher reads the error rates from Prometheus');
  log(`watching canaries in ${releaseSettings.dir} every ${settings.intervalSeconds} s (${settings.prometheusUrl}; roll back above +${settings.maxErrorRateDelta} errors per session after ${settings.minSessions} sessions)`);
  while (!signal?.aborted) {
    await watchOnce(releaseSettings, settings, { log }).catch((error) => log(`${new Date().toISOString()} canaries not read: ${error.message}`));
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, settings.intervalSeconds * 1000);
      signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}
