import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auth as routes } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { mailsSettled } from './backgroundMail';
import { accountNamedIn, signedInUser } from './rateSubjects';
import { AuthService } from './service';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Signing in and out and the password, each route from its declaration in @sencare/shared/contracts (auth.ts). */
export const authModule: ApiModule = {
  name: 'auth',
  register(parent, ctx) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const auth = new AuthService(ctx, app.log);
    const namedAccount = accountNamedIn(ctx, 'account');
    const namedEmail = accountNamedIn(ctx, 'email');
    // Mails go out after the answer (backgroundMail.ts); let them finish before the database closes.
    app.addHook('onClose', async () => mailsSettled(ctx));
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['auth'];
    const codeByAccount = { preHandler: ctx.rate.guard('code', namedAccount), tags };
    const codeByEmail = { preHandler: ctx.rate.guard('code', namedEmail), tags };

    contractRoute(app, routes.login, { preHandler: ctx.rate.guard('login', namedAccount), tags, handler: async (request) => auth.login(request.body, meta(request)) });
    contractRoute(app, routes.logout, { onRequest, tags, handler: async (request) => auth.logout(authOf(request)).then(() => null) });
    contractRoute(app, routes.changePassword, {
      onRequest,
      preHandler: ctx.rate.guard('login', signedInUser),
      tags,
      handler: async (request) => auth.changePassword(authOf(request), request.body).then(() => null),
    });
    contractRoute(app, routes.forgotPasswordRequest, { ...codeByAccount, message: 'auth.codeSent', handler: async (request) => auth.requestPasswordReset(request.body.account) });
    contractRoute(app, routes.forgotPasswordReset, { ...codeByAccount, handler: async (request) => auth.resetPassword(request.body).then(() => null) });
    contractRoute(app, routes.forgotAccountRequest, { ...codeByEmail, message: 'auth.codeSent', handler: async (request) => auth.requestAccountRecovery(request.body) });
    contractRoute(app, routes.forgotAccountConfirm, { ...codeByEmail, handler: async (request) => auth.confirmAccountRecovery(request.body) });
  },
};
