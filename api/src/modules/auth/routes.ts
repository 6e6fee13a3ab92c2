import type { FastifyRequest } from 'fastify';
import { authOf, sessionGuard } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import {
  accountResponse,
  changePasswordSchema,
  emptyBodySchema,
  emptyResponse,
  forgotAccountConfirmSchema,
  forgotAccountRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResetSchema,
  loginBody,
  loginResponse,
  maskedEmailResponse,
} from './schemas';
import { mailsSettled } from './backgroundMail';
import { accountNamedIn, signedInUser } from './rateSubjects';
import { AuthService } from './service';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authModule: ApiModule = {
  name: 'auth',
  register(app, ctx) {
    const auth = new AuthService(ctx, app.log);
    const namedAccount = accountNamedIn(ctx, 'account');
    const namedEmail = accountNamedIn(ctx, 'email');
    // Mails go out after the answer (backgroundMail.ts); let them finish before the database closes.
    app.addHook('onClose', async () => mailsSettled(ctx));
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['auth'];

    app.post('/auth/login', {
      preHandler: ctx.rate.guard('login', namedAccount),
      schema: {
        tags,
        summary: 'Log in with account name or email',
        description:
          'Wrong password, unknown account or locked account: code 401 (HTTP 400) auth.wrongCredentials, the same answer for all three (the owner is emailed when the 5th wrong password locks the account for 15 minutes). A customer\'s answer carries consentsDue: the consent purposes to ask next (GET /api/consents).',
        body: loginBody,
        response: { 200: loginResponse },
      },
      handler: async (request) => ok(await auth.login(request.body, meta(request))),
    });

    app.post('/auth/logout', {
      onRequest,
      schema: { tags, summary: 'End this session', body: emptyBodySchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await auth.logout(authOf(request));
        return ok(null);
      },
    });

    app.post('/auth/password/change', {
      onRequest,
      preHandler: ctx.rate.guard('login', signedInUser),
      schema: { tags, summary: "Change password (ends the user's other sessions)", body: changePasswordSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await auth.changePassword(authOf(request), request.body);
        return ok(null);
      },
    });

    app.post('/auth/password/forgot/request', {
      preHandler: ctx.rate.guard('code', namedAccount),
      schema: { tags, summary: 'Email a code to reset the password (same answer for unknown accounts)', body: forgotPasswordRequestSchema, response: { 200: maskedEmailResponse } },
      handler: async (request) => ok(await auth.requestPasswordReset(request.body.account), 'auth.codeSent'),
    });

    app.post('/auth/password/forgot/reset', {
      preHandler: ctx.rate.guard('code', namedAccount),
      schema: { tags, summary: 'Set a new password with the emailed code (ends every session)', body: forgotPasswordResetSchema, response: { 200: emptyResponse } },
      handler: async (request) => {
        await auth.resetPassword(request.body);
        return ok(null);
      },
    });

    app.post('/auth/account/forgot/request', {
      preHandler: ctx.rate.guard('code', namedEmail),
      schema: { tags, summary: 'Email a code to recover the account name (insurance card number + email)', body: forgotAccountRequestSchema, response: { 200: maskedEmailResponse } },
      handler: async (request) => ok(await auth.requestAccountRecovery(request.body), 'auth.codeSent'),
    });

    app.post('/auth/account/forgot/confirm', {
      preHandler: ctx.rate.guard('code', namedEmail),
      schema: { tags, summary: 'Get the account name with the emailed code (details matching no account: auth.codeInvalid, like a wrong code)', body: forgotAccountConfirmSchema, response: { 200: accountResponse } },
      handler: async (request) => ok(await auth.confirmAccountRecovery(request.body)),
    });
  },
};
