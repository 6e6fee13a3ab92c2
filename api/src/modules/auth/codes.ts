import type { AppContext } from '../../context';
import type { VerificationCodesTable } from '../../db/schema';
import { hashCode, newVerificationCode, verifyCode } from '../../lib/secrets';
import { addMinutes, nowIso } from '../../lib/time';
import type { UserRow } from './sessions';

export type CodePurpose = VerificationCodesTable['purpose'];

const PURPOSE_TEXT: Record<CodePurpose, { en: string; vi: string }> = {
  password_reset: { en: 'to reset your password', vi: 'để đặt lại mật khẩu' },
  account_recovery: { en: 'to recover your account name', vi: 'để lấy lại tên tài khoản' },
  pin_reset: { en: 'to reset your PIN', vi: 'để đặt lại mã PIN' },
};

/**
 * Emailed verification codes: 6 digits, valid CODE_TTL_MINUTES (10, ASVS 6.5.5), at most
 * CODE_MAX_ATTEMPTS guesses, single use (6.5.1), stored as argon2id hashes (6.5.2). Issuing a new
 * code retires the previous one of the same purpose.
 */
export class VerificationCodes {
  constructor(private readonly ctx: AppContext) {}

  async issue(user: UserRow, purpose: CodePurpose): Promise<void> {
    const { db, config, mailer } = this.ctx;
    const code = newVerificationCode();
    const now = nowIso();
    await db.updateTable('verification_codes').set({ consumed_at: now }).where('user_id', '=', user.id).where('purpose', '=', purpose).where('consumed_at', 'is', null).execute();
    await db
      .insertInto('verification_codes')
      .values({ user_id: user.id, purpose, email: user.email, code_hash: await hashCode(code), expires_at: addMinutes(now, config.codeTtlMinutes), consumed_at: null, created_at: now })
      .execute();
    const why = PURPOSE_TEXT[purpose];
    await mailer.send({
      to: user.email,
      subject: 'SenCare verification code / Mã xác minh SenCare',
      text: [
        `Your SenCare verification code ${why.en} is ${code}. It expires in ${config.codeTtlMinutes} minutes. If you did not ask for it, ignore this email.`,
        '',
        `Mã xác minh SenCare ${why.vi} của bạn là ${code}. Mã có hiệu lực trong ${config.codeTtlMinutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
      ].join('\n'),
    });
  }

  /** True once for the right code; wrong guesses count and the code dies after the last one. */
  async consume(userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
    const { db, config } = this.ctx;
    const now = nowIso();
    const row = await db
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return false;
    if (await verifyCode(row.code_hash, code)) {
      const used = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    }
    const attempts = row.attempts + 1;
    await db
      .updateTable('verification_codes')
      .set({ attempts, consumed_at: attempts >= config.codeMaxAttempts ? now : null })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
}
