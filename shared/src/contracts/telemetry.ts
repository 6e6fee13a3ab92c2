import { z } from 'zod';
import type { FrontendEvent as KernelFrontendEvent } from '../http/frontendTelemetry';
import { endpoint } from './endpoint';

export { pathOf } from './endpoint';

/**
 * Front-end telemetry per remote (docs/operations.md "Front-end telemetry"): what went wrong in
 * which remote and release, and the page's web vitals. Nothing of a person: no account, no URL, no
 * message text. The shell imports this file alone (package.json "./contracts/telemetry").
 */
export const FRONTEND_EVENT_KINDS = ['session', 'load-failed', 'refused', 'crash', 'vital'] as const;
export type FrontendEventKind = (typeof FRONTEND_EVENT_KINDS)[number];
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** A remote's name as the remotes map allows it, or `shell`. */
const remoteName = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
/** A release folder (`1.4.0-0123456789`) or `dist`: the default entry, the image's own build. */
const releaseName = z.string().regex(/^(?:dist|[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{10})$/).max(80);

export const frontendEventSchema = z.strictObject({
  kind: z.enum(FRONTEND_EVENT_KINDS),
  remote: remoteName,
  release: releaseName,
  /** Only for `vital`: milliseconds for the timings, a unitless score for CLS. */
  vital: z.strictObject({ name: z.enum(WEB_VITALS), value: z.number().min(0).max(600_000) }).optional(),
});
export type FrontendEvent = z.output<typeof frontendEventSchema>;
/** The kernel's reporter (shared/src/http/frontendTelemetry.ts) sends exactly what this schema takes. */
const sendsWhatIsTaken: z.ZodType<KernelFrontendEvent> = frontendEventSchema;
void sendsWhatIsTaken;

/** The same batch size as the behaviour log (shared/src/http/behaviorLog.ts). */
export const FRONTEND_EVENTS_MAX = 50;

export const telemetry = {
  frontend: endpoint({
    method: 'POST',
    path: '/telemetry/frontend',
    summary: 'Front-end events per remote and release (load failures, refusals, crashes, web vitals), counted in the metrics',
    description: 'No session needed and nothing personal in it; limited per address. The answer says how many were counted.',
    body: z.array(frontendEventSchema).min(1).max(FRONTEND_EVENTS_MAX),
    response: z.object({ counted: z.number().int() }),
  }),
};
