import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@sencare/shared/contracts';
import { useRemoteServices } from '@sencare/shared/ui';
import { messageKeys } from '../../api/messages';

/**
 * The shell heard a new unread count (a message arrived, or another tab read one): the count is
 * taken as told, and the message list refetches so an open inbox shows it without a tap.
 */
export function useLiveInbox(): void {
  const { channel } = useRemoteServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = channel.on('shell:unread-count').subscribe(({ count }) => {
      queryClient.setQueryData<UnreadCount>(messageKeys.unread, { count });
      void queryClient.invalidateQueries({ queryKey: messageKeys.list });
    });
    return () => sub.unsubscribe();
  }, [channel, queryClient]);
}

