import type { FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { authOf, sessionGuard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { signedInUser } from '../auth';
import type { ApiModule } from '../types';
import { emptyBodySchema } from '@sencare/shared/rules';
import { emptyResponse, optionsResponse, registerBodySchema, registerOptionsBodySchema, statusResponse, unlockBodySchema, verifiedResponse } from './schemas';
import { BiometricService, type RelyingParty } from './service';

export const biometricModule: ApiModule = {
  name: 'biometric',
  register(app, ctx) {
    const biometric = new BiometricService(ctx, app.log);
    const onRequest = sessionGuard(ctx.sessions);
    const preHandler = ctx.rate.guard('pin', signedInUser);
    const tags = ['biometric'];
    /**
     * WEBAUTHN_ORIGIN names the app's public origin (production: set it); without it the origin is
     * the one this request came to, which is right behind the gateway on one origin (dev, e2e).
     */
    const relyingParty = (request: FastifyRequest): RelyingParty => {
      const origin = ctx.config.webauthnOrigin ?? `${request.protocol}://${request.host}`;
      return { origin, rpID: new URL(origin).hostname };
    };

    app.get('/biometric', {
      onRequest,
      schema: { tags, summary: 'Whether fingerprint or face unlock is set up on any of the user’s phones', response: { 200: statusResponse } },
      handler: async (request) => ok({ enrolled: await biometric.enrolled(authOf(request).user) }),
    });

    app.post('/biometric/register/options', {
      onRequest,
      preHandler,
      schema: { tags, summary: 'Start enrolling this phone (the PIN is required; wrong PINs count toward its lock)', body: registerOptionsBodySchema, response: { 200: optionsResponse } },
      handler: async (request) => ok({ ...(await biometric.registrationOptions(authOf(request).user, request.body.pin, relyingParty(request))) }),
    });

    app.post('/biometric/register', {
      onRequest,
      preHandler,
      schema: { tags, summary: 'Finish enrolling: the phone’s new credential', body: registerBodySchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await biometric.register(authOf(request).user, request.body.credential as RegistrationResponseJSON, relyingParty(request));
        return ok(null);
      },
    });

    app.post('/biometric/unlock/options', {
      onRequest,
      preHandler,
      schema: { tags, summary: 'Start an unlock with the phone’s fingerprint or face', body: emptyBodySchema, response: { 200: optionsResponse } },
      handler: async (request) => ok({ ...(await biometric.unlockOptions(authOf(request).user, relyingParty(request))) }),
    });

    app.post('/biometric/unlock', {
      onRequest,
      preHandler,
      schema: { tags, summary: 'Finish an unlock: the phone’s signature over the challenge', body: unlockBodySchema, response: { 200: verifiedResponse } },
      handler: async (request) => {
        await biometric.unlock(authOf(request).user, request.body.credential as AuthenticationResponseJSON, relyingParty(request));
        return ok({ verified: true as const });
      },
    });

    app.delete('/biometric', {
      onRequest,
      preHandler,
      schema: { tags, summary: 'Turn fingerprint or face unlock off on every phone', response: { 200: emptyResponse } },
      handler: async (request) => {
        await biometric.turnOff(authOf(request).user);
        return ok(null);
      },
    });
  },
};
