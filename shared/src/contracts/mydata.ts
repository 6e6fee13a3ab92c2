import { z } from 'zod';
import { emptyBodySchema } from '../rules';
import { endpoint } from './endpoint';

/**
 * "My data" (docs/privacy.md "My data"): what the API holds about the signed-in customer, the
 * archive they can download, their requests to correct data or close the account, and the
 * insurer's queue of those requests. Served by api/src/modules/mydata.
 */
const invalid = { error: 'validation.invalid' };

export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const MYDATA_REQUEST_KINDS = ['correction', 'closure'] as const;
export const MYDATA_REQUEST_STATES = ['received', 'acknowledged', 'done', 'refused'] as const;
/** What a correction is about; `other` lets the person name it in the details. */
export const CORRECTABLE_FIELDS = ['fullName', 'email', 'phone', 'idNumber', 'dateOfBirth', 'gender', 'bankAccount', 'claim', 'other'] as const;
/** Fields the insurer can correct from the request itself (a new value when completing it). */
export const APPLIABLE_FIELDS = ['fullName', 'email', 'phone', 'idNumber', 'dateOfBirth', 'gender'] as const satisfies readonly CorrectableFieldName[];
type CorrectableFieldName = (typeof CORRECTABLE_FIELDS)[number];
/** The insurer's moves on a request: received → acknowledged → done, or refused (with a reason) at either step. */
export const MYDATA_ACTIONS = ['acknowledge', 'complete', 'refuse'] as const;

export type ExportState = (typeof EXPORT_STATES)[number];
export type MyDataRequestKind = (typeof MYDATA_REQUEST_KINDS)[number];
export type MyDataRequestState = (typeof MYDATA_REQUEST_STATES)[number];
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

const iso = z.string().describe('ISO-8601 UTC');
const day = z.string().describe('YYYY-MM-DD, Vietnam time');

export const exportJobSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  progress: z.number().describe('0 to 100'),
  createdAt: iso,
  finishedAt: iso.nullable(),
  expiresAt: iso.nullable().describe('When a finished archive is deleted; null until done'),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** Which data a closure erases, and which it keeps (restricted) and until when. */
export const retentionSchema = z.object({
  erased: z.array(z.string()).describe('Section keys erased when the insurer completes a closure'),
  kept: z.array(z.object({ data: z.string(), until: day.nullable().describe('null: nothing of this kind is held now'), basis: z.enum(['accounting', 'insurance']) })),
});
export type Retention = z.infer<typeof retentionSchema>;

export const myDataOverviewSchema = z.object({
  profile: z.object({ userCode: z.string(), fullName: z.string(), email: z.string(), phone: z.string(), idType: z.string(), idNumber: z.string(), dateOfBirth: z.string().nullable(), gender: z.string().nullable(), createdAt: iso }),
  sections: z.array(z.object({ key: z.string(), count: z.number() })).describe('Every section of the archive, with how many records it holds'),
  closure: retentionSchema,
});
export type MyDataOverview = z.infer<typeof myDataOverviewSchema>;

export const myDataRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(MYDATA_REQUEST_KINDS),
  field: z.enum(CORRECTABLE_FIELDS).nullable(),
  details: z.string().nullable(),
  state: z.enum(MYDATA_REQUEST_STATES),
  reason: z.string().nullable().describe('Why it was refused, or what was done'),
  receivedAt: iso,
  acknowledgeDue: day,
  doneDue: day,
  acknowledgedAt: iso.nullable(),
  closedAt: iso.nullable(),
  overdue: z.boolean().describe('Still open past a due date'),
});
export type MyDataRequest = z.infer<typeof myDataRequestSchema>;

const detailsText = z.string(invalid).trim().min(1, { error: 'validation.required' }).max(1000, { error: 'validation.tooLong' });

export const correctionBodySchema = z.strictObject({ field: z.enum(CORRECTABLE_FIELDS, { error: 'validation.required' }), details: detailsText });
export type CorrectionBody = z.infer<typeof correctionBodySchema>;
export const closureBodySchema = z.strictObject({ confirm: z.literal(true, invalid) });
/** The summary PDF's language: the app's when the person asked. */
export const exportRequestSchema = z.strictObject({ language: z.enum(['en', 'vi'], invalid).default('en') });
export const exportIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, invalid) });
export const exportDownloadQuery = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, invalid) });

/** The customer's side (mfe-account "My data"). */
export const mydata = {
  overview: endpoint({ method: 'GET', path: '/mydata/overview', summary: 'What is held about me: profile, how many records of each kind, and what a closure would erase and keep', response: myDataOverviewSchema }),
  requestExport: endpoint({
    method: 'POST',
    path: '/mydata/exports',
    summary: 'Ask for an archive of my data (built in the background); answers the unfinished one when there is one',
    body: exportRequestSchema,
    response: exportJobSchema,
    statuses: [201],
  }),
  latestExport: endpoint({ method: 'GET', path: '/mydata/exports/latest', summary: 'My newest archive request and its progress', response: z.object({ job: exportJobSchema.nullable() }) }),
  exportLink: endpoint({
    method: 'POST',
    path: '/mydata/exports/:id/link',
    summary: 'A download link for a finished archive, valid for a few minutes (410 mydata.exportExpired once the archive is gone)',
    params: exportIdParams,
    body: emptyBodySchema,
    response: z.object({ path: z.string().describe('Under /api; fetched with the session token'), expiresAt: iso }),
  }),
  requests: endpoint({ method: 'GET', path: '/mydata/requests', summary: 'My correction and closure requests, newest first', response: z.object({ items: z.array(myDataRequestSchema) }) }),
  requestCorrection: endpoint({ method: 'POST', path: '/mydata/requests/correction', summary: 'Ask for a correction of my data', body: correctionBodySchema, response: myDataRequestSchema, statuses: [201] }),
  requestClosure: endpoint({
    method: 'POST',
    path: '/mydata/requests/closure',
    summary: 'Ask to close my account and delete my data (409 mydata.closureOpen when one is already open)',
    body: closureBodySchema,
    response: z.object({ request: myDataRequestSchema, retention: retentionSchema }),
    statuses: [201],
  }),
};

export const insurerRequestQuerySchema = z.strictObject({
  state: z.enum(['open', 'all', ...MYDATA_REQUEST_STATES], invalid).default('open'),
  kind: z.enum(['all', ...MYDATA_REQUEST_KINDS], invalid).default('all'),
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(20),
});
export const requestIdParams = z.strictObject({ id: z.coerce.number(invalid).int(invalid).positive(invalid) });
const reasonText = z.string(invalid).trim().max(1000, { error: 'validation.tooLong' });
/**
 * `value`: completing a correction of a profile field (APPLIABLE_FIELDS) with the corrected value
 * sets it on the account, checked by the same rule as where the field is first entered; the
 * other fields (bank account, a claim, something else) are changed where they live, then completed.
 */
export const insurerRequestActionSchema = z.strictObject({ action: z.enum(MYDATA_ACTIONS, invalid), reason: reasonText.optional(), value: z.string(invalid).trim().max(254, { error: 'validation.tooLong' }).optional() });
export type InsurerRequestAction = z.infer<typeof insurerRequestActionSchema>;

export const insurerRequestItemSchema = myDataRequestSchema.extend({ customer: z.object({ userCode: z.string(), fullName: z.string(), status: z.string() }) });
export type InsurerRequestItem = z.infer<typeof insurerRequestItemSchema>;

/** The insurer's queue (mfe-insurer "Data requests"); the role guard keeps /insurer/ to insurers. */
export const insurerMyData = {
  list: endpoint({
    method: 'GET',
    path: '/insurer/mydata-requests',
    summary: 'Data requests, the soonest due first (state open = received or acknowledged)',
    querystring: insurerRequestQuerySchema,
    response: z.object({ items: z.array(insurerRequestItemSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
  }),
  detail: endpoint({ method: 'GET', path: '/insurer/mydata-requests/:id', summary: 'One data request', params: requestIdParams, response: insurerRequestItemSchema }),
  act: endpoint({
    method: 'POST',
    path: '/insurer/mydata-requests/:id/actions',
    summary: 'Acknowledge, complete or refuse (with a reason) a data request; completing a closure closes the account (409 mydata.wrongState otherwise)',
    params: requestIdParams,
    body: insurerRequestActionSchema,
    response: insurerRequestItemSchema,
  }),
};
