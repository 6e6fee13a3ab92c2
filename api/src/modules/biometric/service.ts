import type { FastifyBaseLogger } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import type { UserRow } from '../auth';
import { PinService } from '../pin';
import { BiometricRepository } from './repository';

/** Where the ceremony happens: the page's origin and the WebAuthn relying-party id (its host). */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

const transportsOf = (json: string | null) => (json ? (JSON.parse(json) as AuthenticatorTransport[]) : undefined);

/**
 * Fingerprint or face unlock with WebAuthn platform credentials: the phone keeps the
 * private key behind its own biometric check (user verification required), the API keeps the
 * public key and checks a signature over a one-time challenge. Enrolling needs the PIN; the PIN
 * always stays the way in when the phone's sensor is not available.
 */
export class BiometricService {
  private readonly repo: BiometricRepository;
  private readonly pins: PinService;

  constructor(ctx: AppContext, log: FastifyBaseLogger) {
    this.repo = new BiometricRepository(ctx.db);
    this.pins = new PinService(ctx, log);
  }

  async enrolled(user: UserRow): Promise<boolean> {
    return (await this.repo.credentials(user.id)).length > 0;
  }

  async registrationOptions(user: UserRow, pin: string, rp: RelyingParty) {
    await this.pins.check(user, pin);
    const existing = await this.repo.credentials(user.id);
    const options = await generateRegistrationOptions({
      rpName: 'SenCare',
      rpID: rp.rpID,
      userName: user.account,
      userDisplayName: user.full_name,
      userID: new TextEncoder().encode(user.user_code),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
      authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'preferred' },
    });
    await this.repo.saveChallenge(user.id, 'register', options.challenge);
    return options;
  }

  async register(user: UserRow, response: RegistrationResponseJSON, rp: RelyingParty): Promise<void> {
    const challenge = await this.repo.takeChallenge(user.id, 'register');
    if (!challenge) throw fail.conflict('auth.biometricExpired');
    const result = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: true }).catch(() => null);
    if (!result?.verified) throw fail.credentials('auth.biometricFailed');
    const { credential } = result.registrationInfo;
    await this.repo.add(user.id, { id: credential.id, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: credential.transports });
  }

  async unlockOptions(user: UserRow, rp: RelyingParty) {
    const credentials = await this.repo.credentials(user.id);
    if (credentials.length === 0) throw fail.conflict('auth.biometricNotEnrolled');
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'required',
      allowCredentials: credentials.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    });
    await this.repo.saveChallenge(user.id, 'unlock', options.challenge);
    return options;
  }

  async unlock(user: UserRow, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<void> {
    const challenge = await this.repo.takeChallenge(user.id, 'unlock');
    if (!challenge) throw fail.conflict('auth.biometricExpired');
    const stored = await this.repo.credential(user.id, response.id);
    if (!stored) throw fail.credentials('auth.biometricFailed');
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: { id: stored.credential_id, publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')), counter: stored.counter, transports: transportsOf(stored.transports) },
    }).catch(() => null);
    if (!result?.verified) throw fail.credentials('auth.biometricFailed');
    await this.repo.used(stored.id, result.authenticationInfo.newCounter);
  }

  async turnOff(user: UserRow): Promise<void> {
    await this.repo.removeAll(user.id);
  }
}
