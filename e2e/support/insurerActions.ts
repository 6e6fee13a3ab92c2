import { expect, type APIRequestContext } from '@playwright/test';
import type { BodyOf, insurer } from '../../shared/src/contracts';

/** The body of the console's one claim route (POST /api/insurer/claims/:id/actions), from its declaration. */
export type InsurerAction = BodyOf<typeof insurer.claimAction>;

/**
 * The assessor's move of a claim, as the console sends it: the e2e journeys play the insurer's part
 * through the same route and body the insurer console uses (mfe-insurer/src/api/claims.ts), so the
 * suite never needs a second way to move a claim. Answers the claim's new status.
 */
export async function insurerAct(request: APIRequestContext, token: string, claimId: string, body: InsurerAction): Promise<string> {
  const res = await request.post(`/api/insurer/claims/${encodeURIComponent(claimId)}/actions`, { headers: { token }, data: body });
  const text = await res.text();
  expect(res.status(), `${claimId} ${body.action}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: { status: string } }).data.status;
}

/** Every fee line approved at its amount: the settlement the journeys make (the total is the lines' sum). */
export const approveEveryLine = (feeItems: readonly { id: number; amount: number }[]): InsurerAction => ({
  action: 'settle',
  lines: feeItems.map((f) => ({ feeItemId: f.id, decision: 'approve', amount: f.amount })),
});
