import { useSyncExternalStore } from 'react';
import { useRemoteServices, useSessionState } from '@sencare/shared/ui';
import { uploadManagerFor } from './uploadManager';

/**
 * The uploads of the signed-in user into the draft (or into a submitted claim with claimId). The
 * user is followed, not read once: after a reload the page can mount before the shell knows who
 * is signed in, and the uploads are then the user's as soon as it does.
 */
export function useUploads(claimId?: string) {
  const { http, channel } = useRemoteServices();
  const userCode = useSessionState(channel, (s) => s.userCode);
  const manager = uploadManagerFor(http, userCode, claimId);
  const state = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  return { manager, ...state };
}
