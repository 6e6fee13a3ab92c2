import type { ReactNode } from 'react';
import { useRemoteServices, useSessionState } from '@sencare/shared/ui';
import { setDraftUser } from './draftStore';

/**
 * Drafts are kept per user: the store follows the signed-in user. Set while rendering, not in an
 * effect, so the first render of a page already reads this user's draft and never another's.
 */
export function DraftOwner({ children }: { children: ReactNode }) {
  const { channel } = useRemoteServices();
  setDraftUser(useSessionState(channel, (s) => s.userCode));
  return <>{children}</>;
}
