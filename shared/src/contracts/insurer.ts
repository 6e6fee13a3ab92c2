import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TRANSITIONS, DOCUMENT_KINDS, keysetPage, pageCursor, searchText, supplementDeadlineSchema, type ClaimAction } from '../rules';
import { endpoint } from './endpoint';
import { CLAIM_ACTIONS, claimDetailSchema } from './views';

/** The insurer's actions of the claim state machine (shared claimStateMachine.ts). */
export const INSURER_CLAIM_ACTIONS = [...new Set(CLAIM_TRANSITIONS.filter((t) => t.actors.includes('insurer')).map((t) => t.action))] as [ClaimAction, ...ClaimAction[]];

const invalid = { error: 'validation.invalid' };
const money = z.coerce.number(invalid).int(invalid).min(0, invalid).max(100_000_000_000, invalid);

export const claimQueueQuerySchema = z.strictObject({
  status: z.enum(['all', ...CLAIM_STATUSES.filter((s) => s !== 'draft')], invalid).optional(),
  minAmount: money.optional(),
  maxAmount: money.optional(),
  minAgeDays: z.coerce.number(invalid).int(invalid).min(0, invalid).max(3650, invalid).optional(),
  /** A claim number, an e-card number or the start of the insured person's name (accents optional). */
  q: searchText.optional(),
  /** `me`: the claims the signed-in assessor has taken; `unassigned`: nobody's. */
  assigned: z.enum(['me', 'unassigned'], invalid).optional(),
  cursor: pageCursor.optional(),
  pageSize: z.coerce.number(invalid).int().min(1, invalid).max(100, invalid).default(20),
});
export type ClaimQueueQuery = z.infer<typeof claimQueueQuerySchema>;

/** The queue as CSV (text/csv, UTF-8 with BOM): the queue's filters, every page; not a JSON envelope, so not an `endpoint`. */
export const CLAIM_QUEUE_CSV_PATH = '/insurer/claims.csv';
export const claimQueueCsvQuerySchema = claimQueueQuerySchema.omit({ cursor: true, pageSize: true });
export type ClaimQueueCsvQuery = z.infer<typeof claimQueueCsvQuerySchema>;

const text = z.string(invalid).trim().max(1000, { error: 'validation.tooLong' });
const bothLanguages = z.union([text, z.strictObject({ en: text.optional(), vi: text.optional() })], invalid);
const wholeVnd = z.number(invalid).int(invalid).min(0, invalid).max(100_000_000_000, invalid);

/** POST /api/insurer/claims/:id/actions (docs/portals.md "Insurer"). */
export const insurerClaimActionSchema = z.strictObject({
  action: z.enum(INSURER_CLAIM_ACTIONS, invalid),
  note: bothLanguages.optional(),
  lines: z
    .array(z.strictObject({ feeItemId: z.number(invalid).int().positive(invalid), decision: z.enum(['approve', 'reduce', 'reject'], invalid), amount: wholeVnd, reason: text.optional() }))
    .max(50, invalid)
    .optional(),
  requestedItems: z.array(z.strictObject({ code: z.enum(DOCUMENT_KINDS, invalid), name: bothLanguages.optional(), reason: bothLanguages })).max(20, invalid).optional(),
  deadline: supplementDeadlineSchema.optional(),
  reimbursementAmount: wholeVnd.optional(),
});
export type InsurerClaimAction = z.infer<typeof insurerClaimActionSchema>;

export const claimParams = z.strictObject({ id: z.string().regex(/^[A-Z0-9-]{1,40}$/, invalid) });
export const claimDocParams = claimParams.extend({ docId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, invalid) });

/** Image kinds as the insurer console names them (docs/portals.md). */
export const ID_PHOTO_KINDS = ['id_front', 'id_back', 'portrait', 'signature'] as const;
export type PhotoKind = (typeof ID_PHOTO_KINDS)[number];

export const userCodeParams = z.strictObject({ userCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, invalid) });
export const photoParams = userCodeParams.extend({ kind: z.enum(ID_PHOTO_KINDS, invalid) });
const cashlessApplicationStatus = z.enum(['pending', 'active', 'rejected']);
export const cashlessQueueQuery = z.strictObject({ status: z.enum(['pending', 'active', 'rejected'], invalid).optional() });
export const insurerCashlessDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'validation.required' }),
  reason: z.string(invalid).trim().max(140, { error: 'validation.tooLong' }).optional(),
});

/** A row of the claims queue (api/src/modules/insurer/claims.ts claimQueue). */
export const queueClaimSchema = z.object({
  id: z.string(),
  claimNo: z.string(),
  customerName: z.string(),
  insuredName: z.string(),
  status: z.enum(CLAIM_STATUSES),
  requestAmount: z.number().nullable(),
  submittedAt: z.string().nullable(),
  waitingSince: z.string(),
  waitingDays: z.number(),
  /** The assessor working the claim, if any (modules/backoffice). */
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
});

/** A claim's details with the insurer actions the state machine allows now. */
export const insurerClaimDetailSchema = claimDetailSchema.extend({
  actions: z.array(z.enum(CLAIM_ACTIONS)),
  /** Who works the claim now (modules/backoffice): another assessor's decision needs a take-over first. */
  assignee: z.object({ id: z.number(), name: z.string(), since: z.string(), mine: z.boolean() }).nullable(),
  /** The timeline with the person who made each move (the customer's answer names only the role). */
  events: z.array(claimDetailSchema.shape.events.element.extend({ actorName: z.string().nullable() })),
});

/** A cashless application in a list (cashless/service.ts applications). */
/**
 * A row of the cashless queue: who and when, not the applicant's ID number or phone. A list is not
 * a read of one person's record (docs/privacy.md "Access log"), so it carries only what picking
 * the next application needs; the ID number, phone and photos are in the application itself, whose
 * every opening is logged.
 */
export const cashlessApplicationSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  fullName: z.string(),
  status: cashlessApplicationStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** A customer's latest application with its ID photos (insurer/cashless.ts detail). */
export const cashlessApplicationDetailSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  accountName: z.string(),
  cashlessStatus: z.enum(['none', 'pending', 'active']),
  fullName: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string(),
  phone: z.string(),
  status: cashlessApplicationStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  photos: z.array(z.object({ kind: z.enum(ID_PHOTO_KINDS), url: z.string() })),
});

/** The insurer console's claims and cashless routes (/api/insurer; its GOP routes are gops.ts insurerGops). */
export const insurer = {
  claimQueue: endpoint({ method: 'GET', path: '/insurer/claims', summary: 'Claims queue, oldest waiting first (default: the statuses with an insurer action)', querystring: claimQueueQuerySchema, response: keysetPage(queueClaimSchema) }),
  claim: endpoint({ method: 'GET', path: '/insurer/claims/:id', summary: 'Claim details: fee items, documents, timeline, requested documents, and `actions` allowed now', params: claimParams, response: insurerClaimDetailSchema }),
  claimAction: endpoint({
    method: 'POST',
    path: '/insurer/claims/:id/actions',
    summary: 'An insurer action of the claim state machine (per-line decisions on settle, a checklist with reasons and a deadline on requestSupplement)',
    description: 'Not allowed now → 409 claims.transitionNotAllowed; changed meanwhile → 409 error.assessmentChanged; lines that do not add up → 400 error.unmatchedAmounts; a missing reason → 400 validation.claims.reasonRequired.',
    params: claimParams,
    body: insurerClaimActionSchema,
    response: insurerClaimDetailSchema,
  }),
  cashlessQueue: endpoint({ method: 'GET', path: '/insurer/cashless', summary: 'Cashless applications (newest first), by status', querystring: cashlessQueueQuery, response: z.array(cashlessApplicationSchema) }),
  cashless: endpoint({ method: 'GET', path: '/insurer/cashless/:userCode', summary: "A customer's latest cashless application with its ID photos", params: userCodeParams, response: cashlessApplicationDetailSchema }),
  cashlessDecision: endpoint({
    method: 'POST',
    path: '/insurer/cashless/:userCode/decision',
    summary: 'Approve or reject (reason required) the pending application; the customer gets a message',
    description: 'Already decided → 409 error.cashlessAlreadyDecided.',
    params: userCodeParams,
    body: insurerCashlessDecisionSchema,
    response: cashlessApplicationDetailSchema,
  }),
};
