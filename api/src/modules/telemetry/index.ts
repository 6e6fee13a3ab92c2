import { telemetry } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import { refuseTooMany } from '../../http/rateLimit';
import type { ApiModule } from '../types';
import { frontendMetrics } from './frontendMetrics';

/** Per address and minute: a page sends a batch every few seconds at most (shared/src/http/frontendTelemetry.ts). */
const BATCHES_PER_MINUTE = 60;

/**
 * Front-end telemetry (docs/operations.md "Front-end telemetry"): counted into the API's metrics,
 * stored nowhere. Public, as the behaviour of a page before sign-in matters too; limited per address.
 */
export const telemetryModule: ApiModule = {
  name: 'telemetry',
  register(app, ctx) {
    const metrics = frontendMetrics(app.metrics.registry);
    const perAddress = ctx.rate.counter('frontend-telemetry', BATCHES_PER_MINUTE, 60_000);
    contractRoute(app, telemetry.frontend, {
      tags: ['telemetry'],
      handler: async (request, reply) => {
        const wait = await perAddress.take(request, request.ip);
        if (wait !== null) refuseTooMany(reply, wait);
        for (const event of request.body) metrics.count(event);
        return { counted: request.body.length };
      },
    });
  },
};
