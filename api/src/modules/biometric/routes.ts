import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { biometric as declared } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import { authOf, sessionGuard } from '../../http/auth';
import { signedInUser } from '../auth';
import type { ApiModule } from '../types';
import { BiometricService, type RelyingParty } from './service';

/** Fingerprint or face unlock, each route from its declaration in @sencare/shared/contracts (pin.ts). */
export const biometricModule: ApiModule = {
  name: 'biometric',
  register(parent, ctx) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const biometric = new BiometricService(ctx, app.log);
    const onRequest = sessionGuard(ctx.sessions);
    // Wrong PINs and failed unlocks count toward the PIN's own limit.
    const limited = { onRequest, preHandler: ctx.rate.guard('pin', signedInUser), tags: ['biometric'] };
    /**
     * WEBAUTHN_ORIGIN names the app's public origin (production: set it); without it the origin is
     * the one this request came to, which is right behind the gateway on one origin (dev, e2e).
     */
    const relyingParty = (request: FastifyRequest): RelyingParty => {
      const origin = ctx.config.webauthnOrigin ?? `${request.protocol}://${request.host}`;
      return { origin, rpID: new URL(origin).hostname };
    };
    const user = (request: FastifyRequest) => authOf(request).user;

    contractRoute(app, declared.status, { onRequest, tags: limited.tags, handler: async (request) => ({ enrolled: await biometric.enrolled(user(request)) }) });
    contractRoute(app, declared.registerOptions, { ...limited, handler: async (request) => ({ ...(await biometric.registrationOptions(user(request), request.body.pin, relyingParty(request))) }) });
    contractRoute(app, declared.register, {
      ...limited,
      handler: async (request) => biometric.register(user(request), request.body.credential as RegistrationResponseJSON, relyingParty(request)).then(() => null),
    });
    contractRoute(app, declared.unlockOptions, { ...limited, handler: async (request) => ({ ...(await biometric.unlockOptions(user(request), relyingParty(request))) }) });
    contractRoute(app, declared.unlock, {
      ...limited,
      handler: async (request) => {
        await biometric.unlock(user(request), request.body.credential as AuthenticationResponseJSON, relyingParty(request));
        return { verified: true as const };
      },
    });
    contractRoute(app, declared.turnOff, { ...limited, handler: async (request) => biometric.turnOff(user(request)).then(() => null) });
  },
};
