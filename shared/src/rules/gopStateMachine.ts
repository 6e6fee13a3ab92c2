/**
 * The guarantee-of-payment (GOP) lifecycle of docs/portals.md "GOP: states": one table that the
 * provider and insurer portals (which actions to offer) and the API (what to allow) both read.
 * `reply` goes back to the state the request was returned from, so its target is resolved with
 * the request's `returnedFrom` (nextGopStatus).
 */
export const GOP_STATUSES = [
  'pending',
  'to_be_replied',
  'assessed',
  'final_submission',
  'final_approval',
  'concluded',
  'declined',
  'withdrawn',
  'cancelled',
] as const;
export type GopStatus = (typeof GOP_STATUSES)[number];

/**
 * One colour per status wherever a GOP is shown (the provider portal, the customer's hospital
 * stays), AA on white: amber = the hospital must act, blue = with the insurer, green = money
 * agreed, grey/red = closed. Domain code: each app bundles its copy.
 */
export const GOP_STATUS_TONE: Record<GopStatus, string> = {
  pending: '#1d4ed8',
  to_be_replied: '#b45309',
  assessed: '#0e7490',
  final_submission: '#1d4ed8',
  final_approval: '#0f766e',
  concluded: '#15803d',
  declined: '#b91c1c',
  withdrawn: '#4b5563',
  cancelled: '#4b5563',
};
export const gopStatusTone = (status: string): string => GOP_STATUS_TONE[status as GopStatus] ?? '#4b5563';

export const GOP_ACTIONS = ['create', 'return', 'assess', 'decline', 'reply', 'withdraw', 'final_submit', 'cancel', 'final_approve', 'conclude', 'resubmit'] as const;
export type GopAction = (typeof GOP_ACTIONS)[number];

export type GopActor = 'provider' | 'insurer';

export const GOP_CONCLUSIONS = ['fully_pay', 'partially_pay', 'decline'] as const;
export type GopConclusion = (typeof GOP_CONCLUSIONS)[number];

/** Where `reply` may send a request back to: the states an insurer can return from. */
export const GOP_RETURNABLE: readonly GopStatus[] = ['pending', 'final_submission'];

export interface GopTransition {
  from: readonly GopStatus[];
  action: GopAction;
  actor: GopActor;
  /** 'returned_from': the state recorded when the insurer returned it. */
  to: GopStatus | 'returned_from';
  /** The insured person gets an inbox message (return is not told: docs/portals.md). */
  notifyCustomer: boolean;
}

const tr = (from: readonly GopStatus[], action: GopAction, actor: GopActor, to: GopTransition['to'], notifyCustomer = false): GopTransition => ({ from, action, actor, to, notifyCustomer });

export const GOP_TRANSITIONS: readonly GopTransition[] = [
  tr(['pending', 'final_submission'], 'return', 'insurer', 'to_be_replied'),
  tr(['pending'], 'assess', 'insurer', 'assessed', true),
  tr(['pending'], 'decline', 'insurer', 'declined', true),
  tr(['to_be_replied'], 'reply', 'provider', 'returned_from'),
  tr(['to_be_replied', 'pending'], 'withdraw', 'provider', 'withdrawn'),
  tr(['assessed'], 'final_submit', 'provider', 'final_submission'),
  tr(['assessed'], 'cancel', 'provider', 'cancelled'),
  tr(['final_submission'], 'final_approve', 'insurer', 'final_approval', true),
  tr(['final_approval'], 'conclude', 'insurer', 'concluded', true),
  tr(['withdrawn', 'declined', 'cancelled'], 'resubmit', 'provider', 'pending'),
];

export function findGopTransition(from: GopStatus, action: GopAction, actor: GopActor): GopTransition | undefined {
  return GOP_TRANSITIONS.find((t) => t.action === action && t.actor === actor && t.from.includes(from));
}

/** The actions this actor may take on a request in this state (what a portal offers). */
export function allowedGopActions(from: GopStatus, actor: GopActor): GopAction[] {
  return GOP_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(from)).map((t) => t.action);
}

/** The state an allowed action leads to; null when the action is not allowed from here. */
export function nextGopStatus(gop: { status: GopStatus; returnedFrom: GopStatus | null }, action: GopAction, actor: GopActor): GopStatus | null {
  const t = findGopTransition(gop.status, action, actor);
  if (!t) return null;
  if (t.to !== 'returned_from') return t.to;
  return gop.returnedFrom && GOP_RETURNABLE.includes(gop.returnedFrom) ? gop.returnedFrom : 'pending';
}

export const TERMINAL_GOP_STATUSES: readonly GopStatus[] = ['concluded'];

/** Waiting for the insurer (its queue): a decision is the insurer's to make. */
export const GOP_INSURER_QUEUE: readonly GopStatus[] = GOP_STATUSES.filter((s) => GOP_TRANSITIONS.some((t) => t.actor === 'insurer' && t.from.includes(s)));

/**
 * "Please check unmatched amounts or claim decisions": the conclusion must say what the payable
 * amount says against the final bill (fully = all of it, partially = some, decline = nothing).
 */
export function conclusionMatches(conclusion: GopConclusion, payable: number, finalBill: number): boolean {
  if (conclusion === 'fully_pay') return payable === finalBill && payable > 0;
  if (conclusion === 'partially_pay') return payable > 0 && payable < finalBill;
  return payable === 0;
}

/**
 * What the patient pays the hospital: the bill (final when known, else estimated) less what the
 * insurer covers (payable once final-approved or concluded, guaranteed once assessed, else 0).
 */
export function gopCustomerPays(gop: {
  status: GopStatus;
  estimatedAmount: number;
  finalBillAmount: number | null;
  guaranteedAmount: number | null;
  payableAmount: number | null;
}): number {
  const bill = gop.finalBillAmount ?? gop.estimatedAmount;
  const covered =
    (gop.status === 'final_approval' || gop.status === 'concluded') && gop.payableAmount !== null ? gop.payableAmount
    : gop.guaranteedAmount !== null && ['assessed', 'to_be_replied', 'final_submission', 'final_approval', 'concluded'].includes(gop.status) ? gop.guaranteedAmount
    : 0;
  return Math.max(0, bill - covered);
}

/**
 * The patient's share as the portals show it: null until the insurer has said what it covers (an
 * assessment, a final approval, or a decline, which covers nothing), so a pending request never
 * tells the hospital "the customer pays the whole bill" before anyone decided.
 */
export function gopCustomerShare(gop: Parameters<typeof gopCustomerPays>[0]): number | null {
  const covered = gop.status === 'declined'
    || ((gop.status === 'final_approval' || gop.status === 'concluded') && gop.payableAmount !== null)
    || (gop.guaranteedAmount !== null && ['assessed', 'to_be_replied', 'final_submission', 'final_approval', 'concluded'].includes(gop.status));
  return covered ? gopCustomerPays(gop) : null;
}
