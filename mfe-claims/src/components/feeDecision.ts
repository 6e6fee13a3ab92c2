import type { ClaimStatusName } from '@sencare/shared/rules';
import type { ClaimFeeItem } from '@sencare/shared/contracts';

/**
 * What a fee line's decision says (i18n key). A line has a decision only once the claim is
 * settled; before that it is pending, unless the claim closed without an assessment: a cancelled
 * claim was never assessed and a denied one pays nothing (both read "Pending").
 */
export function feeDecisionKey(status: ClaimStatusName, decision: ClaimFeeItem['decision']): string {
  if (decision) return `decision.${decision}`;
  if (status === 'cancelled') return 'decision.notAssessedCancelled';
  if (status === 'denied') return 'decision.notPaidDenied';
  return 'decision.pending';
}
