/**
 * The claim lifecycle (docs/architecture.md "Claim lifecycle"): one transition table the UI (which
 * actions to offer) and the API (what to allow) both read, so they can never disagree.
 */
export const CLAIM_STATUSES = [
  'draft',
  'processing',
  'supplement_requested',
  'to_be_revised',
  'waiting_originals',
  'settled',
  'to_be_paid',
  'paid',
  'payment_failed',
  'finished',
  'denied',
  'cancelled',
] as const;

export type ClaimStatusName = (typeof CLAIM_STATUSES)[number];

/** The 11 statuses of docs/requirements.md §4 (draft is ours: a claim nobody has submitted yet). */
export const SPEC_CLAIM_STATUSES = CLAIM_STATUSES.filter((s) => s !== 'draft');

export type ClaimActor = 'customer' | 'insurer';

export type ClaimAction =
  | 'submit'
  | 'requestSupplement'
  | 'requestRevision'
  | 'requestOriginals'
  | 'settle'
  | 'deny'
  | 'cancel'
  | 'answerSupplement'
  | 'revise'
  | 'originalsReceived'
  | 'approvePayment'
  | 'markPaid'
  | 'paymentFailed'
  | 'retryPayment'
  | 'finish';

export interface ClaimTransition {
  from: ClaimStatusName;
  to: ClaimStatusName;
  action: ClaimAction;
  actors: readonly ClaimActor[];
  /** The customer gets an inbox message when this happens. */
  notifyCustomer: boolean;
  /**
   * The insurer must say why (deny, revision, payment failed). Not a supplement request: each
   * requested document carries its own reason, so its note is optional (the console's form says so).
   */
  noteRequired: boolean;
}

const t = (
  from: ClaimStatusName,
  to: ClaimStatusName,
  action: ClaimAction,
  actors: readonly ClaimActor[],
  notifyCustomer = true,
  noteRequired = false,
): ClaimTransition => ({ from, to, action, actors, notifyCustomer, noteRequired });

const CUSTOMER = ['customer'] as const;
const INSURER = ['insurer'] as const;

export const CLAIM_TRANSITIONS: readonly ClaimTransition[] = [
  t('draft', 'processing', 'submit', CUSTOMER),
  t('processing', 'supplement_requested', 'requestSupplement', INSURER),
  t('processing', 'to_be_revised', 'requestRevision', INSURER, true, true),
  t('processing', 'waiting_originals', 'requestOriginals', INSURER),
  t('processing', 'settled', 'settle', INSURER),
  t('processing', 'denied', 'deny', INSURER, true, true),
  // The customer may withdraw; the insurer may close a claim the customer asked to cancel offline.
  t('processing', 'cancelled', 'cancel', ['customer', 'insurer']),
  t('supplement_requested', 'processing', 'answerSupplement', CUSTOMER, false),
  t('supplement_requested', 'cancelled', 'cancel', CUSTOMER),
  t('to_be_revised', 'processing', 'revise', CUSTOMER, false),
  t('waiting_originals', 'processing', 'originalsReceived', INSURER),
  t('settled', 'to_be_paid', 'approvePayment', INSURER),
  t('to_be_paid', 'paid', 'markPaid', INSURER),
  t('to_be_paid', 'payment_failed', 'paymentFailed', INSURER, true, true),
  // After the bank details are fixed, by the customer (new details) or the insurer (bank retry).
  t('payment_failed', 'to_be_paid', 'retryPayment', ['customer', 'insurer']),
  t('paid', 'finished', 'finish', INSURER),
];

export function findTransition(from: ClaimStatusName, to: ClaimStatusName): ClaimTransition | undefined {
  return CLAIM_TRANSITIONS.find((tr) => tr.from === from && tr.to === to);
}

export function canTransition(from: ClaimStatusName, to: ClaimStatusName, actor: ClaimActor): boolean {
  return findTransition(from, to)?.actors.includes(actor) ?? false;
}

/** Where this actor may move a claim in this status (what the UI offers as actions). */
export function allowedTransitions(from: ClaimStatusName, actor: ClaimActor): ClaimTransition[] {
  return CLAIM_TRANSITIONS.filter((tr) => tr.from === from && tr.actors.includes(actor));
}

export const TERMINAL_CLAIM_STATUSES: readonly ClaimStatusName[] = CLAIM_STATUSES.filter(
  (s) => !CLAIM_TRANSITIONS.some((tr) => tr.from === s),
);

export function isTerminal(status: ClaimStatusName): boolean {
  return TERMINAL_CLAIM_STATUSES.includes(status);
}

/**
 * My-claims tabs (documented in mfe-claims/README.md):
 * - submission: the customer has to submit something (supplement, revision, bank details);
 * - in_progress: with the insurer (assessing, settling, paying);
 * - completed: nothing more will happen.
 */
export const CLAIM_TABS = ['submission', 'in_progress', 'completed'] as const;
export type ClaimTab = (typeof CLAIM_TABS)[number];

export const STATUSES_BY_TAB: Record<ClaimTab, readonly ClaimStatusName[]> = {
  submission: ['supplement_requested', 'to_be_revised', 'payment_failed'],
  in_progress: ['processing', 'waiting_originals', 'settled', 'to_be_paid'],
  completed: ['paid', 'finished', 'denied', 'cancelled'],
};

export function tabOfStatus(status: ClaimStatusName): ClaimTab | null {
  return CLAIM_TABS.find((tab) => STATUSES_BY_TAB[tab].includes(status)) ?? null;
}

/**
 * Claims that count toward docs/requirements.md §9's "maximum 10 claims": submitted and not yet closed.
 * Paid counts as closed: the money has reached the customer.
 */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatusName[] = [...STATUSES_BY_TAB.submission, ...STATUSES_BY_TAB.in_progress];
