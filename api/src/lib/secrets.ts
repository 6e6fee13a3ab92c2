import { createHash, randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP / ASVS 5.0 Appendix C minimum for argon2id: 19 MiB, t=2, p=1 (~14 ms a hash here). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check for unknown accounts (ASVS 6.3.8: no enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('sencare-dummy-password');
  await verifyPassword(await dummyHash, password);
}

/**
 * PINs: argon2id with argon2's own `secret` input as a server-side pepper. A 6-digit PIN falls to
 * offline brute force in ~4 CPU-hours (10^6 PINs × ~14 ms an argon2id hash, measured here); without
 * the pepper a stolen database alone is not enough. Attempt limits are the online protection.
 */
export function hashPin(pin: string, pepper: string): Promise<string> {
  return argon2.hash(pin, { ...ARGON2_OPTIONS, secret: Buffer.from(pepper) });
}

export async function verifyPin(hash: string, pin: string, pepper: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, pin, { secret: Buffer.from(pepper) });
  } catch {
    return false;
  }
}

/** Verification codes are below 112 bits, so they get the password-hash treatment (ASVS 6.5.2). */
export const hashCode = (code: string) => hashPassword(code);
export const verifyCode = (hash: string, code: string) => verifyPassword(hash, code);

/** 6 random digits (≈20 bits, ASVS 6.5.4). */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256-bit session token (ASVS 7.2.3 asks ≥128); only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
