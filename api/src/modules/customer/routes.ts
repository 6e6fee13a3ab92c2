import { customer } from '@sencare/shared/contracts';
import { sessionGuard, authOf } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { fail } from '../../http/envelope';
import type { ApiModule } from '../types';
import { profileWithProvider } from './profile';

/** docs/requirements.md §7's customer calls, exactly as the app sends them (declared in @sencare/shared/contracts, customer.ts). */
export const customerModule: ApiModule = {
  name: 'customer',
  register(app, ctx) {
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['customer'];

    contractRoute(app, customer.getPinCode, {
      onRequest,
      tags,
      handler: async (request) => {
        const { user } = authOf(request);
        if (request.body.userCode !== user.user_code) throw fail.forbidden();
        return user.pin_hash ? 'true' : 'false';
      },
    });
    contractRoute(app, customer.userInfo, { onRequest, tags, handler: async (request) => profileWithProvider(ctx.db, authOf(request).user) });
  },
};
