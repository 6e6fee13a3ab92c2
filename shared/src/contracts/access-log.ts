import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The access log of personal data (docs/privacy.md "Access log"): which organisation read which of a
 * customer's records, when. Served by api/src/modules/access-log.
 */
/** `group_member`: an employer's HR opened a member of its group policy (migration 270_access_log_hr). */
export const ACCESS_KINDS = ['claim', 'claim_document', 'cashless_application', 'id_image', 'ecard', 'gop', 'gop_document', 'gop_pdf', 'group_member'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_ROLES = ['insurer', 'provider', 'hr'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

const invalid = { error: 'validation.invalid' };
const page = z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1);
const pageSize = z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(20);
const day = z.string(invalid).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.accessLog.dateInvalid' }).refine((d) => !Number.isNaN(Date.parse(d)), { error: 'validation.accessLog.dateInvalid' });

/** The organisation as the customer sees it: the insurer, a hospital or an employer, by its name. */
const organisationSchema = z.object({
  type: z.enum(ACCESS_ROLES).describe("insurer: the insurer; provider: a hospital or clinic; hr: the employer of the person's group policy, by its HR"),
  providerId: z.number().nullable(),
  employerId: z.number().nullable().describe('The employer whose HR read; null for the insurer and hospitals'),
  name: z.string().nullable().describe("The hospital's or employer's name when it read; null for the insurer"),
});

/** One read as the customer sees it: no staff member's name or id (docs/privacy.md "Access log"). */
export const myAccessEntrySchema = z.object({
  id: z.number(),
  organisation: organisationSchema,
  role: z.enum(ACCESS_ROLES),
  kind: z.enum(ACCESS_KINDS),
  objectId: z.string().describe('Claim number, document id, GOP case number, e-card number (also of a group member)…'),
  at: z.string().describe('ISO-8601 UTC'),
});
export type MyAccessEntry = z.infer<typeof myAccessEntrySchema>;

export const myAccessQuerySchema = z.strictObject({ page, pageSize });
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number(), hasMore: z.boolean() });
export const myAccessPageSchema = pageOf(myAccessEntrySchema);
export type MyAccessPage = z.infer<typeof myAccessPageSchema>;

const filterShape = {
  customer: z.string(invalid).trim().max(64, invalid).optional().describe("The customer's account, e-mail or user code"),
  organisation: z.string(invalid).regex(/^(insurer|\d{1,9})$/, invalid).optional().describe("'insurer' or a provider id"),
  role: z.enum(ACCESS_ROLES, invalid).optional(),
  kind: z.enum(ACCESS_KINDS, invalid).optional(),
  from: day.optional(),
  to: day.optional(),
};
const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
/** The compliance view's filters; dates are days in Vietnam time, both ends included. */
export const accessLogFilterSchema = z.strictObject(filterShape).refine(inOrder, { path: ['to'], error: 'validation.accessLog.dateRange' });
export type AccessLogFilter = z.infer<typeof accessLogFilterSchema>;
export const accessLogQuerySchema = z.strictObject({ ...filterShape, page, pageSize }).refine(inOrder, { path: ['to'], error: 'validation.accessLog.dateRange' });

/** One read as the insurer's compliance officer sees it: who exactly, from where. */
export const accessEntrySchema = myAccessEntrySchema.extend({
  customer: z.object({ userId: z.number(), userCode: z.string(), account: z.string() }),
  actor: z.object({ userId: z.number(), account: z.string(), name: z.string() }),
  ip: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;
export const accessPageSchema = pageOf(accessEntrySchema);
export type AccessPage = z.infer<typeof accessPageSchema>;

export const accessLog = {
  mine: endpoint({
    method: 'GET',
    path: '/privacy/access-log',
    summary: 'Who looked at my data: the organisations that read my records, newest first',
    querystring: myAccessQuerySchema,
    response: myAccessPageSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: '/insurer/access-log',
    summary: 'The access log for compliance: every read of personal data, filtered, newest first',
    querystring: accessLogQuerySchema,
    response: accessPageSchema,
  }),
  organisations: endpoint({
    method: 'GET',
    path: '/insurer/access-log/organisations',
    summary: "The hospitals the access log names (the compliance view's organisation filter)",
    response: z.array(z.object({ providerId: z.number(), name: z.string() })),
  }),
};

/** The CSV export (text/csv, UTF-8 with BOM), same filters; not a JSON envelope, so not an `endpoint`. */
export const ACCESS_LOG_CSV_PATH = '/insurer/access-log.csv';
