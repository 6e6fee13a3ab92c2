import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Mail } from '../mail';
import { formatVietnamTime } from '../../lib/time';
import { AttemptCounters } from './attemptCounters';
import { sendInBackground } from './backgroundMail';
import type { UserRow } from './sessions';

/**
 * The login answer no longer says that an account got locked (that would tell strangers the
 * account exists), so its owner is told here, by email, when the attempt that locks it fails.
 */
export function sendLockNotice(ctx: AppContext, log: FastifyBaseLogger, user: UserRow): void {
  sendInBackground(ctx, log, lockNotice(ctx, user), 'account_locked');
}

async function lockNotice(ctx: AppContext, user: UserRow): Promise<Mail> {
  const lockedUntil = await new AttemptCounters(ctx.db).lockedUntil(user.id, 'login');
  const until = lockedUntil ? formatVietnamTime(lockedUntil) : '–';
  const max = ctx.config.maxFailedLogins;
  return {
    to: user.email,
    subject: 'SenCare account locked / Tài khoản SenCare bị khóa',
    text: [
      `After ${max} wrong passwords, your SenCare account ${user.account} is locked until ${until} (Vietnam time). If this was not you, someone may be guessing your password: once the lock ends, sign in and change it, or use "Forgot password".`,
      '',
      `Sau ${max} lần nhập sai mật khẩu, tài khoản SenCare ${user.account} bị khóa đến ${until} (giờ Việt Nam). Nếu không phải bạn, có thể ai đó đang đoán mật khẩu của bạn: khi hết thời gian khóa, hãy đăng nhập và đổi mật khẩu, hoặc dùng "Quên mật khẩu".`,
    ].join('\n'),
  };
}
