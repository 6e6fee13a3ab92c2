import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { burnPasswordCheck, verifyPassword } from '../../lib/secrets';
import { formatVietnamTime } from '../../lib/time';
import { AttemptCounters } from './attemptCounters';
import { sendLockNotice } from './lockNotice';
import { isCommonPassword } from './commonPasswords';
import type { UserRow } from './sessions';

/**
 * Without a session (login, PIN reset by password) a wrong password, an unknown account and a
 * locked account all get this one answer, after one argon2 verification each, so nothing tells
 * whether the account exists. The owner learns of a lock by email.
 */
export const anonymousRefusal = () => fail.credentials('auth.wrongCredentials');

/**
 * Checks a password against the error-login count (attemptCounters.ts): MAX_FAILED_LOGINS wrong
 * passwords lock the account for LOCK_MINUTES; a right one clears the count. `user` is undefined
 * for an unknown account. Refusals are `anonymousRefusal()`; the attempt that locks the account
 * emails its owner.
 */
export async function checkLoginPassword(ctx: AppContext, log: FastifyBaseLogger, user: UserRow | undefined, password: string): Promise<UserRow> {
  const attempt = user ? await reserveLoginAttempt(ctx, user) : null;
  if (!user || attempt === null) {
    await burnPasswordCheck(password);
    throw anonymousRefusal();
  }
  if (await verifyPassword(user.password_hash, password)) {
    await new AttemptCounters(ctx.db).succeeded(user.id, 'login', attempt);
    return user;
  }
  if (attempt >= ctx.config.maxFailedLogins) sendLockNotice(ctx, log, user);
  throw anonymousRefusal();
}

/**
 * The signed-in user's own password (change password): the same count and lock, but the user is
 * known, so the answer says how many attempts are left or until when the account is locked.
 */
export async function checkOwnPassword(ctx: AppContext, log: FastifyBaseLogger, user: UserRow, password: string): Promise<void> {
  const counters = new AttemptCounters(ctx.db);
  const attempt = await reserveLoginAttempt(ctx, user);
  if (attempt === null) throw await lockedFailure(counters, user.id);
  if (await verifyPassword(user.password_hash, password)) {
    await counters.succeeded(user.id, 'login', attempt);
    return;
  }
  if (attempt >= ctx.config.maxFailedLogins) {
    sendLockNotice(ctx, log, user);
    throw await lockedFailure(counters, user.id);
  }
  throw fail.credentials('auth.wrongOldPassword', { count: ctx.config.maxFailedLogins - attempt });
}

function reserveLoginAttempt(ctx: AppContext, user: UserRow): Promise<number | null> {
  return new AttemptCounters(ctx.db).reserve(user.id, 'login', { max: ctx.config.maxFailedLogins, lockMinutes: ctx.config.lockMinutes });
}

async function lockedFailure(counters: AttemptCounters, userId: number) {
  const until = await counters.lockedUntil(userId, 'login');
  return until ? fail.locked('auth.locked', formatVietnamTime(until)) : fail.credentials('auth.wrongOldPassword');
}

/** Server-side password rules beyond the shared schema: not a common password (ASVS 6.2.4). */
export function assertAcceptablePassword(newPassword: string, field = 'newPassword'): void {
  if (isCommonPassword(newPassword)) throw fail.field(field, 'validation.passwordTooCommon');
}
