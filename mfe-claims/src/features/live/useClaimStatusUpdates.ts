import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRemoteServices } from '@sencare/shared/ui';
import { claimKeys } from '../../api/queryKeys';

/**
 * The shell heard that a claim changed status (its live stream, or its polling fallback): the
 * lists, home's counts and that claim's details refetch, so an open screen updates without a tap.
 */
export function useClaimStatusUpdates(): void {
  const { channel } = useRemoteServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = channel.on('shell:claim-status-changed').subscribe(({ claimId }) => {
      void queryClient.invalidateQueries({ queryKey: claimKeys.detail(claimId) });
      void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: claimKeys.summary() });
    });
    return () => sub.unsubscribe();
  }, [channel, queryClient]);
}
