import type { BodyOf, ResponseOf, insurer, insurerGops } from '@sencare/shared/contracts';

/**
 * What the insurer routes answer and take (docs/portals.md "API routes", /api/insurer), inferred
 * from their one declaration in @sencare/shared/contracts, which the API serializes every answer
 * with: a field renamed there fails this remote's type-check too.
 */
export type QueuePage = ResponseOf<typeof insurer.claimQueue>;
export type QueueClaim = QueuePage['items'][number];

/** A claim's details with the insurer transitions the API allows now (claimStateMachine.ts actions). */
export type InsurerClaimDetail = ResponseOf<typeof insurer.claim>;

/** POST /insurer/claims/:id/actions */
export type ClaimActionBody = BodyOf<typeof insurer.claimAction>;
export type ClaimLineDecision = NonNullable<ClaimActionBody['lines']>[number];
export type LineDecision = ClaimLineDecision['decision'];

export type CashlessApplication = ResponseOf<typeof insurer.cashlessQueue>[number];
export type CashlessApplicationStatus = CashlessApplication['status'];
export type CashlessApplicationDetail = ResponseOf<typeof insurer.cashless>;
export type CashlessDecisionBody = BodyOf<typeof insurer.cashlessDecision>;
export type { PhotoKind } from '@sencare/shared/contracts';

/** A GOP request as the insurer's GOP routes answer it, and the insurer's action body. */
export type GopPage = ResponseOf<typeof insurerGops.list>;
export type Gop = ResponseOf<typeof insurerGops.detail>;
export type GopActionBody = BodyOf<typeof insurerGops.act>;
export type { GopStatus, GopConclusion } from '@sencare/shared/rules';
