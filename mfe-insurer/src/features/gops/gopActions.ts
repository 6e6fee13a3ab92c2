import { allowedGopActions, GOP_INSURER_ACTIONS, type GopAction, type GopStatus } from '@sencare/shared/rules';

export type InsurerGopAction = (typeof GOP_INSURER_ACTIONS)[number];

export { conclusionMatches } from '@sencare/shared/rules';

const ORDER: readonly InsurerGopAction[] = ['assess', 'final_approve', 'conclude', 'return', 'decline'];

/**
 * What the insurer may do to a GOP in this status (shared/src/rules/gopStateMachine.ts, the table
 * the API enforces), narrowed to the API's `actions` when it sends them, in the order the page offers them.
 */
export function insurerGopActions(gop: { status: GopStatus; actions?: readonly GopAction[] }): InsurerGopAction[] {
  const allowed = allowedGopActions(gop.status, 'insurer');
  return ORDER.filter((action) => allowed.includes(action) && (!gop.actions || gop.actions.includes(action)));
}

/** Letter of guarantee from `assessed` on; the decision once it is final (docs/portals.md). */
export function availablePdfs(gop: { status: GopStatus; guaranteedAmount: number | null }): ('letter' | 'decision')[] {
  const pdfs: ('letter' | 'decision')[] = [];
  // The API's own rule (api/src/modules/gop/service.ts LETTER_STATES): a guarantee was given.
  if (gop.guaranteedAmount !== null && ['assessed', 'to_be_replied', 'final_submission', 'final_approval', 'concluded'].includes(gop.status)) pdfs.push('letter');
  if (gop.status === 'concluded' || gop.status === 'declined') pdfs.push('decision');
  return pdfs;
}
