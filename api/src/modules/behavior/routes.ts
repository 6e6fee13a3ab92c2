import { z } from 'zod';
import { authOf, sessionGuard } from '../../http/auth';
import { envelopeOf, ok } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ApiModule } from '../types';
import { BehaviorRepository } from './repository';
import { BEHAVIOR_BODY_LIMIT, behaviorLogSchema } from './schemas';
import { summarizeParams, withoutQueryValues } from './summary';

export const behaviorModule: ApiModule = {
  name: 'behavior',
  register(app, ctx) {
    const log = new BehaviorRepository(ctx.db);
    app.post('/user/behavior', {
      onRequest: sessionGuard(ctx.sessions),
      bodyLimit: BEHAVIOR_BODY_LIMIT,
      schema: {
        tags: ['behavior'],
        summary: 'Behaviour log (spec §7): route, page, method, source and the size of params; never their values',
        body: behaviorLogSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        const body = request.body;
        const widgetVersion = request.headers.widgetversion;
        await log.insert({
          user_id: authOf(request).user.id,
          url: withoutQueryValues(body.url),
          redirect_page: withoutQueryValues(body.redirectPage ?? ''),
          method: body.method.toUpperCase(),
          params: JSON.stringify(summarizeParams(body.params)),
          source_type: body.sourceType,
          widget_version: typeof widgetVersion === 'string' ? widgetVersion.slice(0, 40) : null,
          ip: request.ip,
          created_at: nowIso(),
        });
        return ok(null);
      },
    });
  },
};
