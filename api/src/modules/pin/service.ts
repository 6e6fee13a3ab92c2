import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { decoyMaskedEmail, maskEmail } from '../../lib/mask';
import { hashPin, verifyPin } from '../../lib/secrets';
import { addMinutes, formatVietnamTime, isAfter, nowIso } from '../../lib/time';
import { VerificationCodes } from '../auth/codes';
import { UserRepository } from '../auth/repository';
import { AuthService } from '../auth/service';
import type { UserRow } from '../auth/sessions';

/**
 * The 6-digit PIN (spec §1, §4, §5). Hashed with argon2id plus the server-side pepper; the real
 * protection is online: MAX_PIN_FAILURES wrong PINs lock it for PIN_LOCK_MINUTES (research §5.2).
 * Reset works without a token and without the old PIN: by password or by an emailed code.
 */
export class PinService {
  private readonly users: UserRepository;
  private readonly codes: VerificationCodes;
  private readonly auth: AuthService;

  constructor(private readonly ctx: AppContext) {
    this.users = new UserRepository(ctx.db);
    this.codes = new VerificationCodes(ctx);
    this.auth = new AuthService(ctx);
  }

  private hash(pin: string) {
    return hashPin(pin, this.ctx.config.pinPepper);
  }

  async set(user: UserRow, newPin: string): Promise<void> {
    if (user.pin_hash) throw fail.conflict('auth.pinAlreadySet');
    if (!(await this.users.setFirstPin(user.id, await this.hash(newPin)))) throw fail.conflict('auth.pinAlreadySet');
  }

  /** Checks a PIN against the attempt limit; throws auth.wrongPinLeft / auth.pinLocked. */
  async check(user: UserRow, pin: string): Promise<void> {
    if (!user.pin_hash) throw fail.conflict('auth.pinNotSet');
    const now = nowIso();
    if (isAfter(user.pin_locked_until, now)) throw fail.locked('auth.pinLocked', formatVietnamTime(user.pin_locked_until as string));
    if (await verifyPin(user.pin_hash, pin, this.ctx.config.pinPepper)) {
      if (user.pin_failed > 0 || user.pin_locked_until) await this.users.clearPinFailures(user.id);
      return;
    }
    const failed = await this.users.recordPinFailure(user, now);
    if (failed >= this.ctx.config.maxPinFailures) {
      const until = addMinutes(now, this.ctx.config.pinLockMinutes);
      await this.users.lockPin(user.id, until);
      throw fail.locked('auth.pinLocked', formatVietnamTime(until));
    }
    throw fail.credentials('auth.wrongPinLeft', { count: this.ctx.config.maxPinFailures - failed });
  }

  async change(user: UserRow, oldPin: string, newPin: string): Promise<void> {
    await this.check(user, oldPin);
    await this.users.setPin(user.id, await this.hash(newPin));
  }

  async resetByPassword(input: { account: string; password: string; newPin: string }): Promise<void> {
    const user = await this.auth.verifyAccountPassword(input.account, input.password);
    await this.users.setPin(user.id, await this.hash(input.newPin));
  }

  async requestResetCode(account: string): Promise<{ email: string }> {
    const user = await this.users.findByLogin(account);
    if (!user) return { email: decoyMaskedEmail(account.trim().toLowerCase()) };
    await this.codes.issue(user, 'pin_reset');
    return { email: maskEmail(user.email) };
  }

  async resetByCode(input: { account: string; code: string; newPin: string }): Promise<void> {
    const user = await this.users.findByLogin(input.account);
    if (!user || !(await this.codes.consume(user.id, 'pin_reset', input.code))) throw fail.field('code', 'auth.codeInvalid');
    await this.users.setPin(user.id, await this.hash(input.newPin));
  }
}
