import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { VerificationCodesTable } from '../../db/schema';
import { hashCode, newVerificationCode, verifyCode } from '../../lib/secrets';
import { addMinutes, nowIso } from '../../lib/time';
import type { Mail } from '../mail';
import { sendInBackground } from './backgroundMail';
import { CodeGuesses } from './codeGuesses';
import type { UserRow } from './sessions';

export type CodePurpose = VerificationCodesTable['purpose'];

const PURPOSE_TEXT: Record<CodePurpose, { en: string; vi: string }> = {
  password_reset: { en: 'to reset your password', vi: 'để đặt lại mật khẩu' },
  account_recovery: { en: 'to recover your account name', vi: 'để lấy lại tên tài khoản' },
  pin_reset: { en: 'to reset your PIN', vi: 'để đặt lại mã PIN' },
};

/**
 * Emailed verification codes: 6 digits, valid CODE_TTL_MINUTES (10, ASVS 6.5.5), at most
 * CODE_MAX_ATTEMPTS guesses each and CODE_MAX_GUESSES_PER_DAY per account and purpose whatever
 * codes were issued (codeGuesses.ts), single use (6.5.1), stored as argon2id hashes (6.5.2).
 * Issuing a new code retires the previous one of the same purpose. Unknown accounts cost the same
 * argon2 work on every path, so timing does not tell them apart.
 */
export class VerificationCodes {
  private readonly guesses: CodeGuesses;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.guesses = new CodeGuesses(ctx);
  }

  /**
   * Emails a code to `user`; for no user, hashes a throwaway code and sends nothing. Only the hash
   * runs before the answer, on both paths: storing the code and mailing it happen after
   * (backgroundMail.ts), so the database round trips do not tell a real account either.
   */
  async issue(user: UserRow | undefined, purpose: CodePurpose): Promise<void> {
    const code = newVerificationCode();
    const codeHash = await hashCode(code);
    if (user) sendInBackground(this.ctx, this.log, this.store(user, purpose, code, codeHash), purpose);
  }

  /** Stores the code (retiring the previous one) and returns its mail; an explanation instead while the day's guesses are used up. */
  private async store(user: UserRow, purpose: CodePurpose, code: string, codeHash: string): Promise<Mail> {
    const { db, config } = this.ctx;
    if (!(await this.guesses.anyLeft(user.id, purpose))) return pausedMail(user, purpose);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('verification_codes').set({ consumed_at: now }).where('user_id', '=', user.id).where('purpose', '=', purpose).where('consumed_at', 'is', null).execute();
      await trx
        .insertInto('verification_codes')
        .values({ user_id: user.id, purpose, email: user.email, code_hash: codeHash, expires_at: addMinutes(now, config.codeTtlMinutes), consumed_at: null, created_at: now })
        .execute();
    });
    return codeMail(user, purpose, code, config.codeTtlMinutes);
  }

  /**
   * True once for the right code. The guess is reserved before the hash is checked: first against
   * the day's cap, then on the code with one conditional UPDATE (attempts < max), so parallel
   * wrong guesses are each counted and none beyond the limit is checked. No user (unknown account)
   * or no live code still costs one argon2 verification.
   */
  async consume(user: UserRow | undefined, purpose: CodePurpose, code: string): Promise<boolean> {
    const { db, config } = this.ctx;
    const now = nowIso();
    const live = user
      ? await db
          .selectFrom('verification_codes')
          .select(['id', 'code_hash'])
          .where('user_id', '=', user.id)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .where('attempts', '<', config.codeMaxAttempts)
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined;
    const guess = user && live ? await this.guesses.reserve(user.id, purpose) : null;
    const reserved =
      guess !== null && live
        ? await db
            .updateTable('verification_codes')
            .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
            .where('id', '=', live.id)
            .where('consumed_at', 'is', null)
            .where('attempts', '<', config.codeMaxAttempts)
            .returning('attempts')
            .executeTakeFirst()
        : undefined;
    if (!live || !reserved) {
      if (guess !== null) await this.guesses.release(guess);
      await verifyCode(await throwawayCodeHash(), code);
      return false;
    }
    if (!(await verifyCode(live.code_hash, code))) return false;
    const used = await db.updateTable('verification_codes').set({ consumed_at: nowIso() }).where('id', '=', live.id).where('consumed_at', 'is', null).executeTakeFirst();
    if (guess !== null) await this.guesses.release(guess);
    return Number(used.numUpdatedRows) === 1;
  }
}

let throwaway: Promise<string> | undefined;
/** A code hash to verify against when there is no real one (same cost as a real check). */
function throwawayCodeHash(): Promise<string> {
  throwaway ??= hashCode(newVerificationCode());
  return throwaway;
}

function codeMail(user: UserRow, purpose: CodePurpose, code: string, ttlMinutes: number): Mail {
  const why = PURPOSE_TEXT[purpose];
  return {
    to: user.email,
    subject: 'SenCare verification code / Mã xác minh SenCare',
    text: [
      `Your SenCare verification code ${why.en} is ${code}. It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this email.`,
      '',
      `Mã xác minh SenCare ${why.vi} của bạn là ${code}. Mã có hiệu lực trong ${ttlMinutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    ].join('\n'),
  };
}

/** Sent instead of a code while the day's guesses are used up, so the owner knows why. */
function pausedMail(user: UserRow, purpose: CodePurpose): Mail {
  const why = PURPOSE_TEXT[purpose];
  return {
    to: user.email,
    subject: 'SenCare verification code / Mã xác minh SenCare',
    text: [
      `Too many wrong verification codes were entered for your SenCare account in the last 24 hours, so no new code ${why.en} can be sent now. Please try again tomorrow. Your password and PIN have not changed.`,
      '',
      `Đã có quá nhiều lần nhập sai mã xác minh cho tài khoản SenCare của bạn trong 24 giờ qua, nên chưa thể gửi mã mới ${why.vi}. Vui lòng thử lại vào ngày mai. Mật khẩu và mã PIN của bạn không thay đổi.`,
    ].join('\n'),
  };
}
