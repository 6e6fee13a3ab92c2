import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { behavior, type behaviorRecordSchema } from '@sencare/shared/contracts';
import type { BehaviorLogTable } from '../../db/schema';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { validatorCompiler } from '../../http/validation';
import { nowIso } from '../../lib/time';
import { analyticsGiven } from '../consent';
import type { ApiModule } from '../types';
import { BehaviorRepository } from './repository';
import { BEHAVIOR_BODY_LIMIT, behaviorSchemaFor } from './schemas';
import { pageWithoutQueryValues, summarizeParams, withoutQueryValues } from './summary';

type BehaviorRecord = z.infer<typeof behaviorRecordSchema>;

/** The body is judged by the schema of its form (schemas.ts, behaviorSchemaFor); other parts as everywhere. */
function validateByShape<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
  if (route.httpPart !== 'body') return validatorCompiler(zodRoute);
  return (data: unknown) => validatorCompiler({ ...zodRoute, schema: behaviorSchemaFor(data) })(data);
}

/** The row of one record: the allow-list (summary.ts), the same for a batch as for one. */
function rowOf(record: BehaviorRecord, request: FastifyRequest, userId: number, createdAt: string): Insertable<BehaviorLogTable> {
  const widgetVersion = request.headers.widgetversion;
  return {
    user_id: userId,
    url: withoutQueryValues(record.url),
    redirect_page: pageWithoutQueryValues(record.redirectPage ?? ''),
    method: record.method.toUpperCase(),
    params: JSON.stringify(summarizeParams(record.params)),
    source_type: record.sourceType,
    widget_version: typeof widgetVersion === 'string' ? widgetVersion.slice(0, 40) : null,
    ip: request.ip,
    created_at: createdAt,
  };
}

/** Answer header of POST /api/user/behavior: `off` when the log keeps nothing of this person. */
export const BEHAVIOR_LOG_HEADER = 'x-behavior-log';

export const behaviorModule: ApiModule = {
  name: 'behavior',
  register(parent, ctx) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const log = new BehaviorRepository(ctx.db);
    contractRoute(app, behavior.log, {
      onRequest: sessionGuard(ctx.sessions),
      bodyLimit: BEHAVIOR_BODY_LIMIT,
      validatorCompiler: validateByShape,
      tags: ['behavior'],
      handler: async (request, reply) => {
        const { user } = authOf(request);
        const userId = user.id;
        // A customer's use is recorded only while they give `analytics` (docs/privacy.md "Consent"):
        // silence or a withdrawal keeps nothing. The answer stays 200 (nothing for the app to show),
        // and its header tells the app to stop sending (shell/src/session/behaviorConsent.ts).
        if (user.role === 'customer' && !(await analyticsGiven(ctx.db, userId))) {
          reply.header(BEHAVIOR_LOG_HEADER, 'off');
          return null;
        }
        const records = Array.isArray(request.body) ? request.body : [request.body];
        const createdAt = nowIso();
        await log.insert(records.map((record) => rowOf(record, request, userId, createdAt)));
        return null;
      },
    });
  },
};
