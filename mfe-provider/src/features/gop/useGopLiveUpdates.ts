import { useQueryClient } from '@tanstack/react-query';
import { useRecordChanged } from '@sencare/shared/ui';
import { providerKeys } from '../../api/provider';

/**
 * The live stream says one of this hospital's requests changed (the insurer assessed, returned or
 * concluded it; a colleague acted): the list and that request refetch, so an open page follows
 * without a reload. The API sends a hospital only its own requests (api/src/modules/live).
 */
export function useGopLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRecordChanged('gop', (change) => {
    void queryClient.invalidateQueries({ queryKey: providerKeys.gop(change.id) });
    void queryClient.invalidateQueries({ queryKey: providerKeys.allGops });
  });
}
