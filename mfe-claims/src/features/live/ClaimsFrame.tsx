import type { ReactNode } from 'react';
import { DraftOwner } from '../submit/DraftOwner';
import { useClaimStatusUpdates } from './useClaimStatusUpdates';

/** Around every page of the remote: the draft store's owner, and claims kept current by the shell's live updates. */
export function ClaimsFrame({ children }: { children: ReactNode }) {
  useClaimStatusUpdates();
  return <DraftOwner>{children}</DraftOwner>;
}
