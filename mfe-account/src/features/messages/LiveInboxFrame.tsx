import type { ReactNode } from 'react';
import { useLiveInbox } from './useLiveInbox';

/** Around every page of the remote: Mine's badge and the inbox follow the shell's live updates. */
export function LiveInboxFrame({ children }: { children: ReactNode }) {
  useLiveInbox();
  return <>{children}</>;
}
