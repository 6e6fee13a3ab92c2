import { z } from 'zod';
import { LIMITS } from './limits';
import { todayIso } from './today';

/**
 * Cashless service (direct billing) and medical providers: the rules the cashless remote and the
 * API both apply. Messages are i18n keys in `common`; the spec's own texts are reused where they
 * exist (§8 "ID card number input error", "Date input error", copied under validation.* because field
 * errors carry validation.* keys only).
 */

export type CashlessStatus = 'none' | 'pending' | 'active';

export const CASHLESS_ID_TYPES = ['citizen_id', 'id_card', 'passport'] as const;
export type CashlessIdType = (typeof CASHLESS_ID_TYPES)[number];

/** Chip CCCD: 12 digits; old CMND: 9 digits; passport: a letter and 7 digits (Vietnamese format). */
const ID_NUMBER_PATTERNS: Record<CashlessIdType, RegExp> = {
  citizen_id: /^\d{12}$/,
  id_card: /^\d{9}$/,
  passport: /^[A-Z]\d{7}$/,
};

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** docs/requirements.md §9: pickers range over the current year ±150; a birth date is a past calendar day. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const day = todayIso(today);
  return value <= day && y >= Number(day.slice(0, 4)) - LIMITS.pickerYearRange;
}

/** Vietnamese mobile numbers: 0 or +84 followed by 9 digits (spaces and dots tolerated). */
export const vnPhoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((v) => v.replace(/[\s.]/g, ''))
  .refine((v) => /^(\+84|0)\d{9}$/.test(v), { error: 'validation.phoneInvalid' });

const identificationShape = {
  fullName: requiredText(100),
  idType: z.enum(CASHLESS_ID_TYPES, { error: 'validation.required' }),
  idNumber: requiredText(20).transform((v) => v.toUpperCase()),
  dateOfBirth: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((v) => isValidBirthDate(v), { error: 'validation.dateInput' }),
  phone: vnPhoneSchema,
};

function checkIdNumber(value: { idType: CashlessIdType; idNumber: string }, ctx: z.RefinementCtx): void {
  if (!ID_NUMBER_PATTERNS[value.idType].test(value.idNumber)) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'validation.idCardInput' });
  }
}

/** The identification step (the spec's identification-information page). */
export const cashlessIdentificationSchema = z.object(identificationShape).superRefine(checkIdNumber);

export type CashlessIdentification = z.input<typeof cashlessIdentificationSchema>;

/**
 * The text part of POST /api/cashless/apply (multipart). Multipart fields are strings, so the
 * acceptance arrives as 'true'.
 */
export const cashlessApplyFieldsSchema = z
  .strictObject({
    ...identificationShape,
    commitmentsAccepted: z.union([z.literal(true), z.literal('true')], { error: 'validation.commitmentsRequired' }),
  })
  .superRefine(checkIdNumber);

/**
 * File parts of the application, all required: the customer signs beside the commitments (the
 * commitments step of mfe-cashless), drawn or typed, as a PNG like the claim's signature.
 */
export const CASHLESS_FILE_FIELDS = ['idFront', 'idBack', 'portrait', 'signature'] as const;
export const CASHLESS_REQUIRED_FILES = CASHLESS_FILE_FIELDS;
export type CashlessFileField = (typeof CASHLESS_FILE_FIELDS)[number];

/** docs/requirements.md §9 gives 5 MB and 10 MB for a single file; identity photos from phone cameras need 10 MB. */
export const CASHLESS_MAX_FILE_BYTES = LIMITS.maxImageBytes;
export const CASHLESS_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What the first bytes of a file say it is (JPEG, PNG or WebP), or null. The UI uses it to refuse
 * a wrong file at once; the API uses it because a declared content type proves nothing.
 */
export function sniffImageType(head: Uint8Array): (typeof CASHLESS_IMAGE_MIMES)[number] | null {
  const at = (i: number) => head[i];
  if (head.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from(head.subarray(from, to)));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Medical providers

// PROVIDER_PAGE_SIZE lives in ./limits.ts: a constant a bundle can take without this file's zod.

const coordinate = (max: number) =>
  z.coerce.number({ error: 'validation.invalid' }).refine((n) => Number.isFinite(n) && Math.abs(n) <= max, { error: 'validation.invalid' });

/** GET /api/providers query. lat and lng come together or not at all. */
export const providerSearchSchema = z
  .strictObject({
    q: z.string({ error: 'validation.invalid' }).trim().max(LIMITS.textMaxLength, { error: 'validation.tooLong' }).optional(),
    city: z.string({ error: 'validation.invalid' }).trim().max(LIMITS.textMaxLength, { error: 'validation.tooLong' }).optional(),
    cashless: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
    lat: coordinate(90).optional(),
    lng: coordinate(180).optional(),
    page: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }).optional(),
    pageSize: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(50, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.lat === undefined) !== (value.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [value.lat === undefined ? 'lat' : 'lng'], message: 'validation.required' });
    }
  });

export type ProviderSearch = z.input<typeof providerSearchSchema>;

/**
 * Great-circle distance in km (haversine; error well under 0.5 % at city scale), rounded to 10 m.
 * The one distance of the product: the API puts it on every provider it returns, and the list, the
 * map and the details sheet all show that number through formatDistance (@sencare/shared/format).
 */
export function providerDistanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) * 100) / 100;
}

/** Lower case without Vietnamese diacritics, so "benh vien da nang" finds "Bệnh viện Đà Nẵng". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** The insurer's decision on a cashless application (approve activates; reject lets the customer apply again). */
export const cashlessDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'validation.required' }),
  note: z.string().trim().max(LIMITS.textMaxLength, { error: 'validation.tooLong' }).optional(),
});
export type CashlessDecision = z.infer<typeof cashlessDecisionSchema>;

export interface CashlessApplicationSummary {
  id: number;
  userCode: string;
  fullName: string;
  idType: string;
  idNumber: string;
  phone: string;
  status: 'pending' | 'active' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
}
