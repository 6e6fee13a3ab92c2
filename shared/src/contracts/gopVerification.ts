import { z } from 'zod';
// The rules' own file, not their index: the shell imports this file alone (package.json
// "./contracts/gopVerification") for its public check page.
import { GOP_STATUSES } from '../rules/gopStateMachine';
import { endpoint } from './endpoint';

export { pathOf, type ResponseOf } from './endpoint';

/**
 * Verifying a letter of guarantee or a GOP decision by the code printed on it (docs/portals.md
 * "Verifying a letter"), served by api/src/modules/gop/verification.ts to provider staff only
 * (api/src/http/roles.ts).
 *
 * A code is 10 characters of Crockford's base32 (no I, L, O or U), printed as two groups of five.
 * What a desk types is read the forgiving way: case, spaces and dashes do not matter, and O, I and
 * L (easily misread on paper) are read as 0, 1 and 1.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** The code as stored and printed (`ABCDE-FGHJK`), or null when the text cannot be one. */
export function normalizeVerificationCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== CODE_LENGTH || [...plain].some((ch) => !VERIFICATION_CODE_ALPHABET.includes(ch))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

const invalid = { error: 'validation.invalid' };
const codeField = z
    .string({ error: 'validation.required' })
    .max(40, invalid)
    .transform((typed, ctx) => {
      const code = normalizeVerificationCode(typed);
      if (code === null) ctx.addIssue({ code: 'custom', message: typed.trim() === '' ? 'validation.required' : 'validation.provider.verificationCodeFormat' });
      return code ?? '';
    })
    .describe('The code printed on the letter, e.g. 7K3QX-M9T2V (case, spaces and dashes ignored)');
export const gopVerifyQuerySchema = z.strictObject({ code: codeField });

/**
 * Where the guarantee stands now: `guaranteed` (assessed and after, within its validity),
 * `expired` (past its validity), `returned` (sent back to the hospital: on hold until replied),
 * `pending` (a new round under assessment: no amount guaranteed now), `declined`, `ended`
 * (withdrawn or cancelled) or `concluded` (settled: the decision says what was paid).
 */
export const GUARANTEE_STANDINGS = ['guaranteed', 'expired', 'returned', 'pending', 'declined', 'ended', 'concluded'] as const;
export type GuaranteeStanding = (typeof GUARANTEE_STANDINGS)[number];

export const gopVerificationSchema = z.object({
  genuine: z.literal(true).describe('Only a code the insurer issued to this hospital answers 200'),
  caseNo: z.string(),
  patientInitials: z.string().describe('Initials only (Trần Thị Lan → T.T.L.): the desk holds the letter, the portal repeats no name'),
  status: z.enum(GOP_STATUSES),
  standing: z.enum(GUARANTEE_STANDINGS),
  guaranteedAmount: z.number().nullable().describe('Null while no amount is guaranteed (pending, declined)'),
  validFrom: z.string().describe('yyyy-mm-dd: the admission date'),
  validUntil: z.string().describe("yyyy-mm-dd: the policy's expiry or 60 days after admission, whichever is earlier"),
});
export type GopVerification = z.output<typeof gopVerificationSchema>;

export const providerGopVerification = {
  verify: endpoint({
    method: 'GET',
    path: '/provider/gops/verify',
    summary: 'Whether a letter of guarantee or GOP decision is genuine, by the code printed on it',
    description:
      "A code no letter has, or a letter of another hospital → HTTP 404, code -404, gop.errors.codeNotFound (one answer for both). Over PATIENT_LOOKUPS_PER_STAFF / PATIENT_LOOKUPS_PER_PROVIDER per PATIENT_LOOKUP_WINDOW_MS → 429. Every verification is recorded in gop_verifications; a genuine one is a read of the patient's GOP in the access log.",
    querystring: gopVerifyQuerySchema,
    response: gopVerificationSchema,
  }),
};

/**
 * The public check (docs/portals.md "Verifying a letter"): anyone holding a letter, signed in or
 * not, types the two things printed on it, the code and the case number. Both must match, so the
 * page confirms a letter it is shown and tells nothing to someone who has neither; it answers the
 * hospital, the standing, the amount and the period, and no person (no name, no initials).
 */
export const publicGopVerifyQuerySchema = z.strictObject({
  code: codeField,
  caseNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, invalid)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.verify.caseNoFormat' })
    .transform((typed) => typed.toUpperCase())
    .describe('The case number printed on the letter, e.g. GOP-2026-000123 (case ignored)'),
});

export const publicGopVerificationSchema = gopVerificationSchema.omit({ patientInitials: true, status: true }).extend({ providerName: z.string() });
export type PublicGopVerification = z.output<typeof publicGopVerificationSchema>;

export const publicGopVerification = {
  verify: endpoint({
    method: 'GET',
    path: '/public/gop-verification',
    summary: 'Whether a letter of guarantee or GOP decision is genuine, for anyone holding it: by its code and case number',
    description:
      'No session. A code no letter has, or a case number that is not the code’s → HTTP 404, code -404, gop.errors.codeNotFound (one answer for both). Over PUBLIC_VERIFICATIONS_PER_IP per window from one address → 429 with Retry-After. Every check is recorded in public_gop_verifications.',
    querystring: publicGopVerifyQuerySchema,
    response: publicGopVerificationSchema,
  }),
};
