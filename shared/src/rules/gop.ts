import { z } from 'zod';
import { pageCursor, searchText } from './paging';
import { GOP_CONCLUSIONS, GOP_STATUSES } from './gopStateMachine';
import { addCalendarDays, todayIso } from './today';

/**
 * Request bodies and answers of the GOP routes (docs/portals.md "API routes"); the API validates
 * with these schemas and the two portals can reuse them in their forms. Messages are keys of the
 * `common` namespace (gop.errors.*, validation.*).
 */
const MAX_AMOUNT = 100_000_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const amount = (min: number) =>
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.claims.amountWhole' })
    .min(min, { error: min > 0 ? 'validation.claims.amountPositive' : 'validation.claims.amountNegative' })
    .max(MAX_AMOUNT, { error: 'validation.claims.amountTooLarge' });
const isoDate = (requiredKey: string) => z.string({ error: requiredKey }).regex(DATE, { error: 'validation.claims.dateInput' }).refine((d) => !Number.isNaN(Date.parse(d)), { error: 'validation.claims.dateInput' });
const note = z.string({ error: 'validation.invalid' }).trim().max(1000, { error: 'validation.tooLong' }).optional();

/** An e-card number as printed (SC + 10 digits in the demo data); spaces are ignored. */
export const cardNumberSchema = z
  .string({ error: 'validation.cardNumberRequired' })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: 'validation.cardNumberRequired' }).max(32, { error: 'validation.invalid' }).regex(/^[A-Z0-9-]+$/, { error: 'validation.invalid' }));

/**
 * GET /api/provider/patients/lookup: the card (typed or from the e-card's QR) and the patient's
 * date of birth, which the desk asks the patient: the card number alone no longer shows anyone's
 * cover (a wrong card or a wrong date answer the same "not found").
 */
export const patientLookupQuerySchema = z.strictObject({ card: cardNumberSchema, dob: isoDate('validation.required') });
export type PatientLookupQuery = z.infer<typeof patientLookupQuerySchema>;

/**
 * POST /api/provider/gops: the same proof as the lookup (the card and the patient's date of birth,
 * `dob`), so a request cannot be used to learn whose card exists or has cashless.
 */
export const gopCreateSchema = z.strictObject({
  cardNumber: cardNumberSchema,
  dob: isoDate('validation.required'),
  // A GOP may be asked the evening before a planned admission, never for a later day (the provider's form says the same).
  admissionDate: isoDate('gop.errors.admissionDateRequired').refine((d) => d <= addCalendarDays(todayIso(), 1), { error: 'validation.admissionDateFuture' }),
  diagnosis: z.string({ error: 'validation.claims.diagnosisRequired' }).trim().min(1, { error: 'validation.claims.diagnosisRequired' }).max(500, { error: 'validation.tooLong' }),
  estimatedAmount: amount(1),
  benefitCode: z.string({ error: 'gop.errors.benefitRequired' }).trim().min(1, { error: 'gop.errors.benefitRequired' }).max(40, { error: 'validation.invalid' }).default('INPATIENT'),
  /** The treating doctor, optional: an effective doctor of the requesting hospital (docs/portals.md "Doctors"), else a field error. */
  doctorId: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' }).nullable().optional(),
});
export type GopCreateInput = z.infer<typeof gopCreateSchema>;

export const GOP_PROVIDER_ACTIONS = ['reply', 'withdraw', 'final_submit', 'cancel', 'resubmit'] as const;
export const GOP_INSURER_ACTIONS = ['return', 'assess', 'decline', 'final_approve', 'conclude'] as const;

export const providerGopActionSchema = z.strictObject({
  action: z.enum(GOP_PROVIDER_ACTIONS, { error: 'validation.invalid' }),
  note,
  estimatedAmount: amount(1).optional(),
  finalBillAmount: amount(1).optional(),
  dischargeDate: isoDate('gop.errors.dischargeDateRequired').optional(),
});
export type ProviderGopActionInput = z.infer<typeof providerGopActionSchema>;

export const insurerGopActionSchema = z.strictObject({
  action: z.enum(GOP_INSURER_ACTIONS, { error: 'validation.invalid' }),
  note,
  guaranteedAmount: amount(1).optional(),
  payableAmount: amount(0).optional(),
  conclusion: z.enum(GOP_CONCLUSIONS, { error: 'validation.invalid' }).optional(),
});
export type InsurerGopActionInput = z.infer<typeof insurerGopActionSchema>;

const pageSize = z.coerce.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.invalid' }).max(100, { error: 'validation.invalid' }).default(20);

export const gopListQuerySchema = z.strictObject({
  status: z.enum(GOP_STATUSES, { error: 'validation.invalid' }).optional(),
  /** The insurer's search: a case number, an e-card number or the start of the patient's name. */
  q: searchText.optional(),
  cursor: pageCursor.optional(),
  pageSize,
});

export type GopListQuery = z.infer<typeof gopListQuerySchema>;

export const GOP_DOCUMENT_KINDS = ['bill', 'final_bill', 'other'] as const;
export type GopDocumentKind = (typeof GOP_DOCUMENT_KINDS)[number];

