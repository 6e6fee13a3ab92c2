import { sessionGuard, authOf } from '../../http/auth';
import { fail, ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import { profileWithProvider } from './profile';
import { emptyBodySchema, getPinCodeSchema, pinCodeResponse, userInfoResponse } from './schemas';

/** Spec §7's customer calls, exactly as the app sends them. */
export const customerModule: ApiModule = {
  name: 'customer',
  register(app, ctx) {
    const onRequest = sessionGuard(ctx.sessions);

    app.post('/customer/getPinCode', {
      onRequest,
      schema: { tags: ['customer'], summary: "Whether the user has a PIN ('true' / 'false')", body: getPinCodeSchema, response: { 200: pinCodeResponse } },
      handler: async (request) => {
        const { user } = authOf(request);
        if (request.body.userCode !== user.user_code) throw fail.forbidden();
        return ok(user.pin_hash ? ('true' as const) : ('false' as const));
      },
    });

    app.post('/customer/getuserinfo', {
      onRequest,
      schema: { tags: ['customer'], summary: "The signed-in user's profile", body: emptyBodySchema, response: { 200: userInfoResponse } },
      handler: async (request) => ok(await profileWithProvider(ctx.db, authOf(request).user)),
    });
  },
};
