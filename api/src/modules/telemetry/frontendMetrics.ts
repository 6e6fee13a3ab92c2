import { Counter, Histogram, type Registry } from 'prom-client';
import type { FrontendEvent } from '@sencare/shared/contracts';

/**
 * At most this many remote × release × kind series: the body is anyone's to send, so a flood of
 * made-up release names must not grow Prometheus without end. Past it, the release is `other`.
 */
export const MAX_SERIES = 300;

/** The kinds that are a page meeting an error (scripts/release/canary.mjs ERROR_KINDS). */
const ERROR_KINDS = ['crash', 'load-failed', 'refused'] as const;

/** Buckets fit both timings in seconds (LCP 2.5 s "good") and CLS's unitless score (0.1 "good"). */
const VITAL_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 4, 10, 30];

export function frontendMetrics(registry: Registry) {
  const events = new Counter({ name: 'sencare_frontend_events_total', help: 'Front-end events by remote, release and kind (session, load-failed, refused, crash, vital)', labelNames: ['remote', 'release', 'kind'], registers: [registry] });
  const vitals = new Histogram({ name: 'sencare_frontend_web_vital', help: 'Web vitals by remote: seconds for timings, the score for CLS', labelNames: ['remote', 'name'], buckets: VITAL_BUCKETS, registers: [registry] });
  const seen = new Set<string>();
  /** The release a series is counted under: its own while there is room for new series, else `other`. */
  const seriesRelease = (remote: string, release: string, kind: string): string => {
    const key = `${remote}|${release}|${kind}`;
    if (seen.has(key)) return release;
    if (seen.size >= MAX_SERIES) return 'other';
    seen.add(key);
    return release;
  };
  return {
    count(event: FrontendEvent): void {
      const release = seriesRelease(event.remote, event.release, event.kind);
      // A release's first session starts its error series at 0: Prometheus' increase() cannot see
      // the first value of a series, so errors that created it would go unseen by the canary
      // watcher (docs/deploying.md "Canary releases").
      if (event.kind === 'session' && release === event.release) {
        for (const kind of ERROR_KINDS) {
          const fresh = !seen.has(`${event.remote}|${release}|${kind}`);
          if (fresh && seriesRelease(event.remote, release, kind) === release) events.inc({ remote: event.remote, release, kind }, 0);
        }
      }
      events.inc({ remote: event.remote, release, kind: event.kind });
      if (event.kind === 'vital' && event.vital) vitals.observe({ remote: event.remote, name: event.vital.name }, event.vital.name === 'CLS' ? event.vital.value : event.vital.value / 1000);
    },
  };
}
