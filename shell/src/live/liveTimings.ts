import type { LiveTimings } from './liveConnection';

/**
 * How often the app polls when the stream cannot be used, set per deployment with
 * SENCARE_LIVE_POLL_SECONDS when building the shell (default 30: a status change shows within
 * half a minute, at two small requests a minute per open app).
 */
const BUILT_POLL_SECONDS = Number(process.env.SENCARE_LIVE_POLL_SECONDS ?? 30);

/**
 * `?livePollSeconds=N` in the page address (before the #) may only shorten it, to 1 s at least:
 * the polling e2e test uses it instead of waiting half a minute. It makes one browser ask more
 * often, which anyone could do with a script anyway.
 */
export function liveTimings(search = typeof window === 'undefined' ? '' : window.location.search): LiveTimings {
  const asked = Number(new URLSearchParams(search).get('livePollSeconds'));
  const seconds = Number.isFinite(asked) && asked >= 1 && asked < BUILT_POLL_SECONDS ? asked : BUILT_POLL_SECONDS;
  return {
    // Three tries in ~3 s (a restart of the API takes about one), then poll.
    retryDelaysMs: [1_000, 2_000],
    pollMs: seconds * 1000,
    // While polling, try the stream again every 5 minutes: a proxy fixed or a tab closed (429).
    streamRetryMs: 5 * 60_000,
  };
}
