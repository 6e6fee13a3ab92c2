import type { ClaimAction, ClaimDetail, ClaimStatusName, LocalizedText } from '@sencare/shared/rules';

/**
 * What the insurer routes answer (docs/portals.md "API routes", /api/insurer). The exact schemas
 * are the API's OpenAPI (`/api/docs`); these are the fields the console reads.
 */
export interface Paged<T> {
  items: T[];
  total: number;
}

export interface QueueClaim {
  id: string;
  claimNo: string;
  customerName: string;
  insuredName: string;
  status: ClaimStatusName;
  requestAmount: number | null;
  submittedAt: string | null;
  waitingSince: string;
  waitingDays: number;
}

export interface InsurerClaimDetail extends Omit<ClaimDetail, 'events'> {
  claimNo?: string;
  customerName?: string;
  /** The insurer transitions the API allows now (claimStateMachine.ts actions). */
  actions?: ClaimAction[];
  events: {
    id: number;
    from: string | null;
    to: string;
    actorRole: string;
    actorName?: string | null;
    note: LocalizedText | string | null;
    createdAt: string;
  }[];
}

export type LineDecision = 'approve' | 'reduce' | 'reject';

export interface ClaimLineDecision {
  feeItemId: number;
  decision: LineDecision;
  amount: number;
  reason?: string;
}

/** POST /insurer/claims/:id/actions */
export interface ClaimActionBody {
  action: ClaimAction;
  note?: string;
  lines?: ClaimLineDecision[];
  requestedItems?: { code: string; reason: string }[];
  deadline?: string;
  reimbursementAmount?: number;
}

export type CashlessApplicationStatus = 'pending' | 'active' | 'rejected';

export interface CashlessApplication {
  userCode: string;
  fullName: string;
  account?: string;
  idType?: string;
  idNumber?: string;
  dateOfBirth?: string | null;
  phone?: string | null;
  status: CashlessApplicationStatus;
  /** When the application was sent (the API's `createdAt`; `appliedAt` in older answers). */
  createdAt?: string | null;
  appliedAt?: string | null;
}

export type PhotoKind = 'id_front' | 'id_back' | 'portrait' | 'signature';

export interface CashlessApplicationDetail extends CashlessApplication {
  photos: { kind: PhotoKind; url: string }[];
  /** The insurer's note when it was decided. */
  decisionNote?: string | null;
}

export interface CashlessDecisionBody {
  decision: 'approve' | 'reject';
  reason?: string;
}

/** A GOP as the API answers it (shared/src/rules/gop.ts), and the insurer's action body. */
export type { GopView as Gop, GopStatus, GopConclusion, InsurerGopActionInput as GopActionBody } from '@sencare/shared/rules';

/** A list answer as `{ items, total }`, or a bare array from a route that does not page. */
export function itemsOf<T>(answer: Paged<T> | T[]): Paged<T> {
  return Array.isArray(answer) ? { items: answer, total: answer.length } : answer;
}
