import { z } from 'zod';
import { behaviorSchema } from '@sencare/shared/rules';
import { authOf, sessionGuard } from '../../http/auth';
import { envelopeOf, ok } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ApiModule } from '../types';
import { redactParams } from './redact';
import { BehaviorRepository } from './repository';

export const behaviorModule: ApiModule = {
  name: 'behavior',
  register(app, ctx) {
    const log = new BehaviorRepository(ctx.db);
    app.post('/user/behavior', {
      onRequest: sessionGuard(ctx.sessions),
      schema: {
        tags: ['behavior'],
        summary: 'Behaviour log (spec §7): stored with the user and time; secrets in params are masked',
        body: behaviorSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        const body = request.body;
        const widgetVersion = request.headers.widgetversion;
        await log.insert({
          user_id: authOf(request).user.id,
          url: body.url,
          redirect_page: body.redirectPage ?? '',
          method: body.method.toUpperCase(),
          params: redactParams(body.params),
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
