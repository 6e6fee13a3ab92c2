import type { ClaimDetail, InsurerClaimAction } from '@sencare/shared/contracts';
import { CLAIM_STATUSES, CLAIM_TRANSITIONS, allowedTransitions, claimTransitionSchema, type ClaimStatusName, type ClaimTransitionRequest } from '@sencare/shared/rules';
import { ApiFailure, CODE } from '../../http/envelope';

/** Statuses with something for the insurer to do: the queue's default. */
export const INSURER_QUEUE_STATUSES = CLAIM_STATUSES.filter((s) => allowedTransitions(s, 'insurer').length > 0);

const DECISIONS = { approve: 'approved', reduce: 'partial', reject: 'rejected' } as const;

/**
 * Line reasons have no column of their own: they close the settlement's note, one line each,
 * named by the fee line's own name (the customer reads this note; the row id meant nothing to them).
 */
function withLineReasons(note: InsurerClaimAction['note'], lines: InsurerClaimAction['lines'], feeItems: readonly { id: number; name: string }[]): ClaimTransitionRequest['note'] {
  const nameOf = (id: number) => feeItems.find((f) => f.id === id)?.name ?? '';
  const reasons = (lines ?? []).filter((l) => l.reason).map((l) => `${nameOf(l.feeItemId)}: ${l.reason}`);
  if (!reasons.length) return note;
  const tail = reasons.join('\n');
  const join = (head: string | undefined) => (head ? `${head}\n${tail}` : tail);
  return typeof note === 'object' ? { en: join(note.en), vi: join(note.vi) } : join(note);
}

/** The action in the claim state machine's own terms (claims/service.ts transition), checked by its schema. */
export function toTransition(claim: { status: ClaimStatusName; feeItems: readonly { id: number; name: string }[] }, input: InsurerClaimAction) {
  const { status } = claim;
  const tr = CLAIM_TRANSITIONS.find((t) => t.from === status && t.action === input.action && t.actors.includes('insurer'));
  if (!tr) throw new ApiFailure(409, 409, 'claims.transitionNotAllowed', { from: status, action: input.action });
  const decisions = input.lines?.map((l) => ({ feeItemId: l.feeItemId, decision: DECISIONS[l.decision], approvedAmount: l.decision === 'reject' ? 0 : l.amount }));
  const request: ClaimTransitionRequest = {
    to: tr.to,
    note: withLineReasons(input.note, input.lines, claim.feeItems),
    ...(input.requestedItems ? { items: input.requestedItems.map((i) => ({ kind: i.code, name: i.name, reason: i.reason, ...(input.deadline ? { deadline: input.deadline } : {}) })) } : {}),
    ...(decisions ? { decisions, amount: input.reimbursementAmount ?? decisions.reduce((s, d) => s + d.approvedAmount, 0) } : {}),
  };
  const parsed = claimTransitionSchema.safeParse(request);
  const errors: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'action', i.message]));
  // The console's supplement form asks for documents and a deadline (mfe-insurer claimForms.ts):
  // the API names every missing one at once, each on its own field.
  if (input.action === 'requestSupplement') {
    if (!input.requestedItems?.length) errors.items ??= 'validation.claims.supplementItemsRequired';
    if (!input.deadline) errors.deadline = 'validation.required';
  }
  if (!parsed.success || Object.keys(errors).length) throw new ApiFailure(400, CODE.validation, Object.values(errors)[0] ?? 'validation.invalid', null, errors);
  return parsed.data;
}

export function withActions(detail: ClaimDetail) {
  return { ...detail, actions: allowedTransitions(detail.status, 'insurer').map((t) => t.action) };
}
