import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pin } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import { authOf, sessionGuard } from '../../http/auth';
import type { ApiModule } from '../types';
import { accountNamedIn, signedInUser } from '../auth';
import { PinService } from './service';

/** The PIN routes, each from its declaration in @sencare/shared/contracts (pin.ts). */
export const pinModule: ApiModule = {
  name: 'pin',
  register(parent, ctx) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const pins = new PinService(ctx, app.log);
    const accountField = accountNamedIn(ctx, 'account');
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['pin'];
    const limitedBySession = ctx.rate.guard('pin', signedInUser);
    const signedIn = { onRequest, preHandler: limitedBySession, tags };

    contractRoute(app, pin.set, { ...signedIn, handler: async (request) => pins.set(authOf(request).user, request.body.newPin).then(() => null) });
    contractRoute(app, pin.change, { ...signedIn, handler: async (request) => pins.change(authOf(request).user, request.body.oldPin, request.body.newPin).then(() => null) });
    contractRoute(app, pin.verify, {
      ...signedIn,
      handler: async (request) => {
        await pins.check(authOf(request).user, request.body.pin);
        return { verified: true as const };
      },
    });

    // No token: a person who forgot the PIN cannot unlock; the limits are per named account instead.
    contractRoute(app, pin.resetByPassword, { preHandler: ctx.rate.guard('login', accountField), tags, handler: async (request) => pins.resetByPassword(request.body).then(() => null) });
    contractRoute(app, pin.resetCodeRequest, { preHandler: ctx.rate.guard('code', accountField), tags, message: 'auth.codeSent', handler: async (request) => pins.requestResetCode(request.body.account) });
    contractRoute(app, pin.resetByCode, { preHandler: ctx.rate.guard('code', accountField), tags, handler: async (request) => pins.resetByCode(request.body).then(() => null) });
  },
};
