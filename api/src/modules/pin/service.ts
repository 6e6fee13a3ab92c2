import type { FastifyBaseLogger } from 'fastify';
import { pinWeakness } from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { decoyMaskedEmail, maskEmail } from '../../lib/mask';
import { hashPin, verifyPin } from '../../lib/secrets';
import { formatVietnamTime } from '../../lib/time';
import { AttemptCounters, AuthService, UserRepository, VerificationCodes, type UserRow } from '../auth';

/**
 * The 6-digit PIN (docs/requirements.md §1, §4, §5). Hashed with argon2id plus the server-side pepper; the real
 * protection is online: MAX_PIN_FAILURES wrong PINs lock it for PIN_LOCK_MINUTES,
 * counted atomically before the hash (auth/attemptCounters.ts). Reset works without a token and
 * without the old PIN: by password or by an emailed code.
 */
export class PinService {
  private readonly users: UserRepository;
  private readonly codes: VerificationCodes;
  private readonly auth: AuthService;
  private readonly counters: AttemptCounters;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.users = new UserRepository(ctx.db);
    this.codes = new VerificationCodes(ctx, log);
    this.auth = new AuthService(ctx, log);
    this.counters = new AttemptCounters(ctx.db);
  }

  private hash(pin: string) {
    return hashPin(pin, this.ctx.config.pinPepper);
  }

  /** The body schema refuses the patterns; only here is the holder's date of birth known (shared/src/rules/pinStrength.ts). */
  private refuseWeak(user: UserRow, newPin: string): void {
    const weakness = pinWeakness(newPin, user.date_of_birth);
    if (weakness) throw fail.field('newPin', weakness);
  }

  async set(user: UserRow, newPin: string): Promise<void> {
    if (user.pin_hash) throw fail.conflict('auth.pinAlreadySet');
    this.refuseWeak(user, newPin);
    if (!(await this.users.setFirstPin(user.id, await this.hash(newPin)))) throw fail.conflict('auth.pinAlreadySet');
  }

  /** Checks a PIN against the attempt limit; throws auth.wrongPinLeft / auth.pinLocked. */
  async check(user: UserRow, pin: string): Promise<void> {
    if (!user.pin_hash) throw fail.conflict('auth.pinNotSet');
    const { maxPinFailures, pinLockMinutes } = this.ctx.config;
    const attempt = await this.counters.reserve(user.id, 'pin', { max: maxPinFailures, lockMinutes: pinLockMinutes });
    if (attempt !== null && (await verifyPin(user.pin_hash, pin, this.ctx.config.pinPepper))) {
      await this.counters.succeeded(user.id, 'pin', attempt);
      return;
    }
    if (attempt === null || attempt >= maxPinFailures) {
      const until = await this.counters.lockedUntil(user.id, 'pin');
      if (until) throw fail.locked('auth.pinLocked', formatVietnamTime(until));
    }
    throw fail.credentials('auth.wrongPinLeft', { count: Math.max(0, maxPinFailures - (attempt ?? maxPinFailures)) });
  }

  async change(user: UserRow, oldPin: string, newPin: string): Promise<void> {
    this.refuseWeak(user, newPin);
    await this.check(user, oldPin);
    await this.users.setPin(user.id, await this.hash(newPin), false);
  }

  async resetByPassword(input: { account: string; password: string; newPin: string }): Promise<void> {
    const user = await this.auth.verifyAccountPassword(input.account, input.password);
    this.refuseWeak(user, input.newPin);
    await this.users.setPin(user.id, await this.hash(input.newPin), true);
  }

  /** Same answer, and the same hash work, whether or not the account exists; the mail goes out after. */
  async requestResetCode(account: string): Promise<{ email: string }> {
    const user = await this.users.findByLogin(account);
    await this.codes.issue(user, 'pin_reset');
    return { email: user ? maskEmail(user.email) : decoyMaskedEmail(account.trim().toLowerCase()) };
  }

  async resetByCode(input: { account: string; code: string; newPin: string }): Promise<void> {
    const user = await this.users.findByLogin(input.account);
    if (!(await this.codes.consume(user, 'pin_reset', input.code)) || !user) throw fail.field('code', 'auth.codeInvalid');
    // Only after the code is proven: before, the answer would tell anyone a holder's birthday.
    // The schema has already refused the common patterns, so only a birthday PIN costs a new code.
    this.refuseWeak(user, input.newPin);
    await this.users.setPin(user.id, await this.hash(input.newPin), true);
  }
}
