import type { FastifyBaseLogger } from 'fastify';
import type { ConsentPurpose } from '@sencare/shared/contracts';
import type { LoginResult } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { hashPassword } from '../../lib/secrets';
import { decoyMaskedEmail, maskEmail } from '../../lib/mask';
import { toProfile } from '../customer';
import { ConsentService } from '../consent';
import { VerificationCodes } from './codes';
import { assertAcceptablePassword, checkLoginPassword, checkOwnPassword } from './passwords';
import { UserRepository } from './repository';
import type { ResolvedSession } from './sessions';

interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

export class AuthService {
  private readonly users: UserRepository;
  private readonly codes: VerificationCodes;
  private readonly consents: ConsentService;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.users = new UserRepository(ctx.db);
    this.codes = new VerificationCodes(ctx, log);
    this.consents = new ConsentService(ctx.db, ctx.dialect);
  }

  /**
   * Login by account name or email. Unknown, wrong and locked all get the same answer after the
   * same hash work (passwords.ts), so it never tells whether an account exists. What consent is
   * due comes only after the password, so it too tells nothing to someone without it
   * (docs/privacy.md "Consent"); a login page's old privacy tick is ignored.
   */
  async login(input: { account: string; password: string }, meta: ClientMeta): Promise<LoginResult & { consentsDue: ConsentPurpose[] }> {
    const user = await checkLoginPassword(this.ctx, this.log, await this.users.findByLogin(input.account), input.password);
    const token = await this.ctx.sessions.create(user.id, meta);
    const consentsDue = user.role === 'customer' ? await this.consents.due(user.id) : [];
    return { token, userCode: user.user_code, user: toProfile(user), consentsDue };
  }

  async logout(session: ResolvedSession): Promise<void> {
    await this.ctx.sessions.revoke(session.sessionId);
  }

  /** Changing the password ends the user's other sessions (ASVS 7.4.3); this one stays. */
  async changePassword(session: ResolvedSession, input: { oldPassword: string; newPassword: string }): Promise<void> {
    const user = session.user;
    await checkOwnPassword(this.ctx, this.log, user, input.oldPassword);
    if (input.newPassword === input.oldPassword) throw fail.field('newPassword', 'validation.passwordSameAsOld');
    assertAcceptablePassword(input.newPassword);
    await this.users.setPassword(user.id, await hashPassword(input.newPassword));
    await this.ctx.sessions.revokeAllFor(user.id, session.sessionId);
  }

  /** Same answer, and the same hash work, whether or not the account exists; the mail goes out after. */
  async requestPasswordReset(account: string): Promise<{ email: string }> {
    const user = await this.users.findByLogin(account);
    await this.codes.issue(user, 'password_reset');
    return { email: user ? maskEmail(user.email) : decoyMaskedEmail(account.trim().toLowerCase()) };
  }

  /** A new password ends every session of the account. A common password is refused before the code is used up. */
  async resetPassword(input: { account: string; code: string; newPassword: string }): Promise<void> {
    assertAcceptablePassword(input.newPassword);
    const user = await this.users.findByLogin(input.account);
    if (!(await this.codes.consume(user, 'password_reset', input.code)) || !user) throw fail.field('code', 'auth.codeInvalid');
    await this.users.setPassword(user.id, await hashPassword(input.newPassword));
    await this.ctx.sessions.revokeAllFor(user.id);
  }

  /** Sends a code only when card and email belong together; the answer is the same either way. */
  async requestAccountRecovery(input: { cardNumber: string; email: string }): Promise<{ email: string }> {
    const user = await this.users.findByCardAndEmail(input.cardNumber, input.email);
    await this.codes.issue(user, 'account_recovery');
    return { email: maskEmail(input.email.trim().toLowerCase()) };
  }

  /** Details that match no account answer auth.codeInvalid like a wrong code (no "not found" hint). */
  async confirmAccountRecovery(input: { cardNumber: string; email: string; code: string }): Promise<{ account: string }> {
    const user = await this.users.findByCardAndEmail(input.cardNumber, input.email);
    if (!(await this.codes.consume(user, 'account_recovery', input.code)) || !user) throw fail.field('code', 'auth.codeInvalid');
    return { account: user.account };
  }

  /** Used by PIN reset by password: same lockout and same answers as login. */
  async verifyAccountPassword(account: string, password: string) {
    return checkLoginPassword(this.ctx, this.log, await this.users.findByLogin(account), password);
  }
}
