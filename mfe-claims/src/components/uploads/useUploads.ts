import { useSyncExternalStore } from 'react';
import { useRemoteServices } from '@sencare/shared/ui';
import { uploadManagerFor } from './uploadManager';

/** The uploads of the signed-in user into the draft (or into a submitted claim with claimId). */
export function useUploads(claimId?: string) {
  const { http, channel } = useRemoteServices();
  const manager = uploadManagerFor(http, channel.getState().userCode, claimId);
  const state = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  return { manager, ...state };
}
