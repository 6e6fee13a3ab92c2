import { z } from 'zod';
import { endpoint } from './endpoint';
import { gopIdParams } from './gops';
import { claimParams } from './insurer';

const invalid = { error: 'validation.invalid' };
const userId = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
/** The most claims one bulk assignment moves (the console's bar says so before sending). */
export const BULK_ASSIGN_MAX = 100;
/** A form sends one claim number as a plain field: it is a list of one. */
const claimList = z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string(invalid).max(40, invalid), invalid).min(1, { error: 'validation.required' }).max(BULK_ASSIGN_MAX, invalid).refine((ids) => ids.every((id) => claimParams.shape.id.safeParse(id).success), invalid));
const reason = z.string(invalid).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' });

/** The assessor working a claim (modules/backoffice/assignment.ts). */
export const assigneeSchema = z.object({ id: z.number(), name: z.string(), since: z.string(), mine: z.boolean() }).nullable();

/**
 * take: mine now (someone else has it → 409 backoffice.assignedToOther with their name, unless a
 * `reason` says why it is taken over); release: nobody's (only its assessor, or with a reason);
 * reassign: to another assessor (`toUserId`), reason required.
 */
export const assignmentSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('take'), reason: reason.optional() }),
    z.strictObject({ action: z.literal('release'), reason: reason.optional() }),
    z.strictObject({ action: z.literal('reassign'), toUserId: userId, reason }),
  ],
  invalid,
);
export type AssignmentInput = z.infer<typeof assignmentSchema>;

/** A note staff of the insurer write on a claim or GOP: never in a customer's or hospital's answer. */
export const internalNoteSchema = z.object({ id: z.number(), body: z.string(), authorName: z.string(), createdAt: z.string() });
export const newNoteSchema = z.strictObject({ body: z.string(invalid).trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.tooLong' }) });

/** Bulk assignment: up to 100 claims to one assessor; one result per claim. */
export const bulkAssignSchema = z.strictObject({ claimIds: claimList, toUserId: userId });
export const bulkResultSchema = z.object({ results: z.array(z.object({ row: z.number(), claimNo: z.string(), outcome: z.enum(['done', 'already', 'refused']), reason: z.string().nullable() })) });

export const assessorSchema = z.object({ id: z.number(), name: z.string() });

/** The insurer console's back office (/api/insurer; docs/portals.md "Back office"). */
export const backoffice = {
  assign: endpoint({ method: 'POST', path: '/insurer/claims/:id/assignment', summary: 'Take, release or reassign a claim', description: 'Someone else has it → 409 backoffice.assignedToOther (data: the assessor); a reassign without a reason → 400.', params: claimParams, body: assignmentSchema, response: z.object({ assignee: assigneeSchema }) }),
  assessors: endpoint({ method: 'GET', path: '/insurer/assessors', summary: 'The insurer staff a claim can be assigned to', response: z.array(assessorSchema) }),
  claimNotes: endpoint({ method: 'GET', path: '/insurer/claims/:id/notes', summary: "A claim's internal notes, oldest first (staff of the insurer only)", params: claimParams, response: z.array(internalNoteSchema) }),
  addClaimNote: endpoint({ method: 'POST', path: '/insurer/claims/:id/notes', summary: 'Add an internal note to a claim', params: claimParams, body: newNoteSchema, response: internalNoteSchema, statuses: [201] }),
  gopNotes: endpoint({ method: 'GET', path: '/insurer/gops/:id/notes', summary: "A GOP request's internal notes, oldest first", params: gopIdParams, response: z.array(internalNoteSchema) }),
  addGopNote: endpoint({ method: 'POST', path: '/insurer/gops/:id/notes', summary: 'Add an internal note to a GOP request', params: gopIdParams, body: newNoteSchema, response: internalNoteSchema, statuses: [201] }),
  bulkAssign: endpoint({ method: 'POST', path: '/insurer/claims/bulk-assign', summary: 'Assign up to 100 claims to one assessor (one result per claim)', body: bulkAssignSchema, response: bulkResultSchema }),
};
