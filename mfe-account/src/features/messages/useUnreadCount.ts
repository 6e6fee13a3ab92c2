import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@sencare/shared/contracts';
import { useRemoteServices } from '@sencare/shared/ui';
import { fetchUnreadCount, messageKeys } from '../../api/messages';

/** The unread count, told to the shell (tab badge) whenever we learn a new value. */
export function useUnreadCount() {
  const { http, channel } = useRemoteServices();
  const query = useQuery({ queryKey: messageKeys.unread, queryFn: () => fetchUnreadCount(http) });
  const count = query.data?.count;
  useEffect(() => {
    if (count !== undefined) channel.emit('account:unread-count', { count });
  }, [channel, count, query.dataUpdatedAt]);
  return query;
}

/** After a read/read-all answer: one source of truth for the count. */
export function useSetUnreadCount() {
  const client = useQueryClient();
  return (count: number) => client.setQueryData<UnreadCount>(messageKeys.unread, { count });
}
