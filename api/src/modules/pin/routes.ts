import { authOf, sessionGuard } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import {
  changePinSchema,
  emptyResponse,
  maskedEmailResponse,
  resetPinByCodeSchema,
  resetPinByPasswordSchema,
  resetPinCodeRequestSchema,
  setPinSchema,
  verifiedResponse,
  verifyPinSchema,
} from './schemas';
import { accountNamedIn, signedInUser } from '../auth';
import { PinService } from './service';

export const pinModule: ApiModule = {
  name: 'pin',
  register(app, ctx) {
    const pins = new PinService(ctx, app.log);
    const accountField = accountNamedIn(ctx, 'account');
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['pin'];
    const limitedBySession = ctx.rate.guard('pin', signedInUser);

    app.post('/pin/set', {
      onRequest,
      preHandler: limitedBySession,
      schema: { tags, summary: 'Set the first PIN (409 auth.pinAlreadySet when one exists)', body: setPinSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await pins.set(authOf(request).user, request.body.newPin);
        return ok(null);
      },
    });

    app.post('/pin/change', {
      onRequest,
      preHandler: limitedBySession,
      schema: { tags, summary: 'Change the PIN (old PIN counts toward the attempt limit)', body: changePinSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await pins.change(authOf(request).user, request.body.oldPin, request.body.newPin);
        return ok(null);
      },
    });

    app.post('/pin/verify', {
      onRequest,
      preHandler: limitedBySession,
      schema: { tags, summary: 'Verify the PIN (5 wrong → locked 15 minutes)', body: verifyPinSchema, response: { 200: verifiedResponse } },
      handler: async (request) => {
        await pins.check(authOf(request).user, request.body.pin);
        return ok({ verified: true as const });
      },
    });

    app.post('/pin/reset/password', {
      preHandler: ctx.rate.guard('login', accountField),
      schema: { tags, summary: 'Forgot PIN: new PIN with the account password (no token needed)', body: resetPinByPasswordSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await pins.resetByPassword(request.body);
        return ok(null);
      },
    });

    app.post('/pin/reset/code/request', {
      preHandler: ctx.rate.guard('code', accountField),
      schema: { tags, summary: 'Forgot PIN: email a code (no token needed)', body: resetPinCodeRequestSchema, response: { 200: maskedEmailResponse } },
      handler: async (request) => ok(await pins.requestResetCode(request.body.account), 'auth.codeSent'),
    });

    app.post('/pin/reset/code', {
      preHandler: ctx.rate.guard('code', accountField),
      schema: { tags, summary: 'Forgot PIN: new PIN with the emailed code (no token needed)', body: resetPinByCodeSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await pins.resetByCode(request.body);
        return ok(null);
      },
    });
  },
};
