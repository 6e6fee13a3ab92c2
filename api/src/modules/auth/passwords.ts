import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { verifyPassword } from '../../lib/secrets';
import { addMinutes, formatVietnamTime, isAfter, nowIso } from '../../lib/time';
import { isCommonPassword } from './commonPasswords';
import { UserRepository } from './repository';
import type { UserRow } from './sessions';

/**
 * Checks a user's password with the error-login count: each wrong password answers how many
 * attempts are left; the MAX_FAILED_LOGINS-th locks the account for LOCK_MINUTES (auth.locked with
 * the end time in Vietnam time). A correct password clears the count.
 */
export async function checkPasswordWithLockout(ctx: AppContext, user: UserRow, password: string, wrongMsg: string): Promise<void> {
  const users = new UserRepository(ctx.db);
  const now = nowIso();
  if (isAfter(user.locked_until, now)) throw fail.locked('auth.locked', formatVietnamTime(user.locked_until as string));
  if (await verifyPassword(user.password_hash, password)) {
    if (user.failed_logins > 0 || user.locked_until) await users.clearFailedLogins(user.id);
    return;
  }
  const failed = await users.recordFailedLogin(user, now);
  if (failed >= ctx.config.maxFailedLogins) {
    const until = addMinutes(now, ctx.config.lockMinutes);
    await users.lock(user.id, until);
    throw fail.locked('auth.locked', formatVietnamTime(until));
  }
  throw fail.credentials(wrongMsg, { count: ctx.config.maxFailedLogins - failed });
}

/** Server-side password rules beyond the shared schema: not a common password (ASVS 6.2.4). */
export function assertAcceptablePassword(newPassword: string, field = 'newPassword'): void {
  if (isCommonPassword(newPassword)) throw fail.field(field, 'validation.passwordTooCommon');
}
