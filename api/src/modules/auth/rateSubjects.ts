import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authOf } from '../../http/auth';
import type { AccountOf } from '../../http/rateLimit';
import { UserRepository } from './repository';

/**
 * What the per-account rate limit counts (http/rateLimit.ts): the user behind whatever was typed,
 * so an account name and its email share one bucket. Names that match no account
 * are counted by the typed text.
 */
const userKey = (id: number) => `user:${id}`;

function bodyText(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The account named by `field` (account name or email, like login). */
export function accountNamedIn(ctx: AppContext, field: string): AccountOf {
  const users = new UserRepository(ctx.db);
  return async (request) => {
    const typed = bodyText(request, field);
    if (typed === undefined) return undefined;
    const user = await users.findByLogin(typed);
    return user ? userKey(user.id) : `name:${typed.trim().toLowerCase()}`;
  };
}

/** The signed-in user (routes behind the session guard). */
export const signedInUser: AccountOf = (request) => userKey(authOf(request).user.id);
