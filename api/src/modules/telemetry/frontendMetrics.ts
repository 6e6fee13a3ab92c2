import { Counter, Histogram, type Registry } from 'prom-client';
import type { FrontendEvent } from '@sencare/shared/contracts';

/**
 * At most this many remote × release × kind series: the body is anyone's to send, so a flood of
 * made-up release names must not grow Prometheus without end. Past it, the release is `other`.
 */
export const MAX_SERIES = 300;

/** Buckets fit both timings in seconds (LCP 2.5 s "good") and CLS's unitless score (0.1 "good"). */
const VITAL_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 4, 10, 30];

export function frontendMetrics(registry: Registry) {
  const events = new Counter({ name: 'sencare_frontend_events_total', help: 'Front-end events by remote, release and kind (load-failed, refused, crash, vital)', labelNames: ['remote', 'release', 'kind'], registers: [registry] });
  const vitals = new Histogram({ name: 'sencare_frontend_web_vital', help: 'Web vitals by remote: seconds for timings, the score for CLS', labelNames: ['remote', 'name'], buckets: VITAL_BUCKETS, registers: [registry] });
  const seen = new Set<string>();
  return {
    count(event: FrontendEvent): void {
      let release = event.release;
      const key = `${event.remote}|${release}|${event.kind}`;
      if (!seen.has(key)) {
        if (seen.size >= MAX_SERIES) release = 'other';
        else seen.add(key);
      }
      events.inc({ remote: event.remote, release, kind: event.kind });
      if (event.kind === 'vital' && event.vital) vitals.observe({ remote: event.remote, name: event.vital.name }, event.vital.name === 'CLS' ? event.vital.value : event.vital.value / 1000);
    },
  };
}
