import { GOP_PROVIDER_ACTIONS } from '@sencare/shared/rules';
import type { Gop, GopStatus } from './types';

export type ProviderAction = (typeof GOP_PROVIDER_ACTIONS)[number];

/** The order buttons are offered in: moving the case forward first, ending it last. */
const ORDER: readonly ProviderAction[] = ['reply', 'final_submit', 'resubmit', 'withdraw', 'cancel'];

/**
 * What the hospital may do now, in button order. The API decides and always sends `actions` with a
 * GOP (its state machine for our role; the endpoint's declaration in @sencare/shared/contracts).
 */
export function providerActions(gop: Pick<Gop, 'actions'>): ProviderAction[] {
  const allowed: readonly string[] = gop.actions;
  return ORDER.filter((action) => allowed.includes(action));
}

const LETTER_STATES: readonly GopStatus[] = ['assessed', 'to_be_replied', 'final_submission', 'final_approval', 'concluded'];

/** The letter of guarantee exists once the insurer guaranteed an amount (the API's rule: api/src/modules/gop/service.ts). */
export function hasLetter(gop: Pick<Gop, 'status' | 'guaranteedAmount'>): boolean {
  return gop.guaranteedAmount !== null && LETTER_STATES.includes(gop.status);
}

/** The GOP decision exists once the case is closed by the insurer: concluded or declined. */
export function hasDecision(gop: Pick<Gop, 'status'>): boolean {
  return gop.status === 'concluded' || gop.status === 'declined';
}
