// Canary releases (docs/deploying.md "Canary releases"): where a canary lives in the remotes map,
// its settings, and the rule that rolls it back. Dependency-free like the rest of the release
// tooling: the release image runs it without node_modules (deploy/release.Dockerfile).

/**
 * The map's section of running canaries, `{ "<remote>": { "entry": <manifest URL>, "percent": 10 } }`.
 * Not a remote's name (names match ^[a-z]…), and not a string, so a shell that predates canaries
 * ignores it (shell/src/federation/remoteCatalog.ts validMap) and keeps loading the stable entry.
 */
export const CANARIES_KEY = '_canaries';

/** The front-end event kinds that count as a page meeting an error (docs/operations.md "Front-end telemetry"). */
export const ERROR_KINDS = ['crash', 'load-failed', 'refused'];
/** Sent once per page per remote, on its first load (shell/src/federation/remoteRegistry.ts): the rate's denominator. */
export const SESSION_KIND = 'session';

function number(value, fallback, name, { min, max, integer = false }) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) throw new Error(`${name}=${value}: expected ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  return n;
}

/** `--canary <percent>`: a share of devices, more than 0 and less than 100 (100 is `--promote`). */
export function canaryPercent(value) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n >= 100) throw new Error(`--canary ${value}: expected a share of devices in percent, more than 0 and less than 100 (all of them is --promote)`);
  return Math.round(n * 100) / 100;
}

/** The watcher's settings, from the environment (docs/deploying.md "Canary releases"). */
export function canarySettings(env = process.env) {
  return {
    /** Where the API's metrics are queried (Prometheus' HTTP API); the watcher refuses to start without it. */
    prometheusUrl: (env.CANARY_PROMETHEUS_URL ?? '').replace(/\/+$/, '') || null,
    /** Roll back when the canary's errors per session exceed the stable release's by more than this. */
    maxErrorRateDelta: number(env.CANARY_MAX_ERROR_RATE_DELTA, 0.02, 'CANARY_MAX_ERROR_RATE_DELTA', { min: 0, max: 100 }),
    /** No verdict before the canary has this many sessions: a handful of pages says nothing. */
    minSessions: number(env.CANARY_MIN_SESSIONS, 200, 'CANARY_MIN_SESSIONS', { min: 1, max: 1e9, integer: true }),
    /** Seconds between two looks. */
    intervalSeconds: number(env.CANARY_WATCH_INTERVAL_SECONDS, 30, 'CANARY_WATCH_INTERVAL_SECONDS', { min: 0.2, max: 3600 }),
  };
}

/** Errors per session of one release; null when it has no sessions yet. */
export function errorRate({ sessions, errors }) {
  return sessions > 0 ? errors / sessions : null;
}

/**
 * The rule: once the canary has `minSessions` sessions, it is rolled back when its error rate is
 * above the stable release's by more than `maxErrorRateDelta` (a stable release with no sessions
 * counts as 0 errors). Both are measured over the same window, the canary's life, so a cause
 * common to both (an API outage) does not count against the canary.
 */
export function canaryVerdict({ canary, stable, maxErrorRateDelta, minSessions }) {
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable) ?? 0;
  const figures = { canary: { ...canary, rate: canaryRate }, stable: { ...stable, rate: errorRate(stable) }, maxErrorRateDelta, minSessions };
  if (canary.sessions < minSessions || canaryRate === null) return { action: 'wait', figures, reason: `${round(canary.sessions)} of ${minSessions} sessions` };
  const delta = canaryRate - stableRate;
  if (delta > maxErrorRateDelta) return { action: 'roll-back', figures: { ...figures, delta }, reason: `canary ${percent(canaryRate)} vs stable ${percent(stableRate)} errors per session: ${percent(delta)} above, the limit is ${percent(maxErrorRateDelta)}` };
  return { action: 'keep', figures: { ...figures, delta }, reason: `canary ${percent(canaryRate)} vs stable ${percent(stableRate)} errors per session (limit ${percent(maxErrorRateDelta)} above)` };
}

const round = (n) => Math.round(n * 10) / 10;
/** A rate as a person reads it: `2.35 %`. */
export const percent = (rate) => (rate === null || rate === undefined ? '–' : `${(Math.round(rate * 10_000) / 100).toFixed(2)} %`);
