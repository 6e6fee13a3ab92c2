import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, type GuaranteeStanding } from '@sencare/shared/contracts';
import type { GopStatus } from '@sencare/shared/rules';

/**
 * What a GOP's letters state beyond the request itself (docs/portals.md "Letters and
 * verification"): the verification code, the guarantee's validity and where it stands now. Pure
 * functions; verification.ts stores and looks up the code.
 */

/**
 * 10 characters of Crockford's base32: 50 random bits. Against the verify route's quota (30 an hour
 * a desk, PATIENT_LOOKUPS_PER_STAFF) a guess hits one of even a million issued codes about once
 * in 10^9 tries, and a guess only ever reveals initials, a case number and an amount.
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => VERIFICATION_CODE_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * The rule printed on the letter: a guarantee holds from the admission date to the policy's expiry
 * or GUARANTEE_DAYS after admission, whichever is earlier. Both are known when the letter is
 * issued and never change, so every copy of a letter states the same period. 60 days covers the
 * stay and the hospital's final submission; a longer one is a new request.
 */
export const GUARANTEE_DAYS = 60;

export function guaranteeValidity(admissionDate: string, policyExpiry: string): { from: string; until: string } {
  const end = new Date(`${admissionDate}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + GUARANTEE_DAYS);
  const byDays = end.toISOString().slice(0, 10);
  return { from: admissionDate, until: policyExpiry < byDays ? policyExpiry : byDays };
}

const STANDING: Record<GopStatus, GuaranteeStanding> = {
  pending: 'pending',
  to_be_replied: 'returned',
  assessed: 'guaranteed',
  final_submission: 'guaranteed',
  final_approval: 'guaranteed',
  concluded: 'concluded',
  declined: 'declined',
  withdrawn: 'ended',
  cancelled: 'ended',
};

/** Where the guarantee stands on `today` (Vietnam's calendar); a guarantee past its period has expired. */
export function guaranteeStanding(status: GopStatus, validUntil: string, today: string): GuaranteeStanding {
  const standing = STANDING[status];
  return standing === 'guaranteed' && today > validUntil ? 'expired' : standing;
}

/** "Trần Thị Lan" → "T.T.L.": what the verification repeats of the patient (docs/privacy.md: the desk holds the letter). */
export function patientInitials(fullName: string): string {
  return fullName
    .normalize('NFC')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0].toLocaleUpperCase('vi')}.`)
    .join('');
}
