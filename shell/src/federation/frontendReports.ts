import { frontendTelemetry } from '@sencare/shared/http';
import { routeBook } from '../routing/remoteRouteBook';
import { canonicalPath } from '../routing/routeTable';
import { afterFirstScreen } from '../root/afterFirstScreen';

/**
 * The page's front-end telemetry (docs/operations.md "Front-end telemetry"): which share of pages
 * report (SENCARE_TELEMETRY_SAMPLE at build, 1 = every page), flushed when the page is hidden. Each
 * remote's release is read from the remotes map once the federation starts (root/startRemotes.ts:
 * the federation runtime stays off the login page's bundle). Web vitals load after the first screen, in a
 * chunk of their own, and are counted under the remote whose screen is showing (or the shell).
 */
export function startFrontendReports(): void {
  frontendTelemetry.configure({ sampleRate: Number(process.env.SENCARE_TELEMETRY_SAMPLE ?? '1') });
  frontendTelemetry.watch(window);
  const showing = () => routeBook.ownerOf(canonicalPath(window.location.hash.replace(/^#/, '').split('?')[0] || '/', routeBook)) ?? 'shell';
  // web-vitals reads the page's buffered entries, so it loads after the first screen, off its line.
  afterFirstScreen(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch((metric) => frontendTelemetry.vital(showing(), metric.name, metric.value));
    });
  });
}
