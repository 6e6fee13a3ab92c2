import { useState } from 'react';
import { Button, InfiniteScroll, Toast } from '@sencare/shared/antd';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { LIMITS } from '@sencare/shared/rules';
import type { MessagesPage as MessagesPageData } from '@sencare/shared/contracts';
import { fetchMessages, markAllRead, markRead, messageKeys } from '../../api/messages';
import { MessageCard } from './MessageCard';
import { useSetUnreadCount, useUnreadCount } from './useUnreadCount';
import styles from './MessagesPage.module.css';

type Pages = InfiniteData<MessagesPageData, number>;

function markInCache(data: Pages | undefined, isTarget: (id: number) => boolean): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, items: p.items.map((m) => (isTarget(m.id) ? { ...m, read: true } : m)) })),
  };
}

/** docs/requirements.md §2: messages with mark all read and load more on slide up; tap expands and marks read. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('messages.title');
  const client = useQueryClient();
  const setUnread = useSetUnreadCount();
  const unread = useUnreadCount();
  const [expanded, setExpanded] = useState<number | null>(null);

  const list = useInfiniteQuery({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam }) => fetchMessages(http, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

  const readOne = useMutation({
    mutationFn: (id: number) => markRead(http, id),
    onSuccess: (result, id) => {
      client.setQueryData<Pages>(messageKeys.list, (d) => markInCache(d, (m) => m === id));
      setUnread(result.count);
    },
  });

  const readAll = useMutation({
    mutationFn: () => markAllRead(http),
    onSuccess: (result) => {
      client.setQueryData<Pages>(messageKeys.list, (d) => markInCache(d, () => true));
      setUnread(result.count);
      showToast(Toast, t('messages.allMarked'), 'success');
    },
    onError: () => showToast(Toast, t('messages.markFailed'), 'error'),
  });

  const toggle = (id: number, read: boolean) => {
    setExpanded((current) => (current === id ? null : id));
    if (!read) readOne.mutate(id);
  };

  const refresh = async () => {
    await Promise.all([list.refetch(), unread.refetch()]);
  };

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadCount = unread.data?.count ?? items.filter((m) => !m.read).length;

  return (
    <QueryView
      query={list}
      testId="messages"
      empty={{ when: () => items.length === 0, text: t('messages.empty') }}
      frame={(content) => (
        <div className={styles.page} data-testid="messages-page">
          <div className={styles.toolbar}>
            <span className={styles.summary} data-testid="messages-unread-summary">
              {t('messages.unreadSummary', { count: unreadCount })}
            </span>
            <Button
              size="small"
              fill="outline"
              color="primary"
              disabled={unreadCount === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
              data-testid="mark-all-read"
            >
              {t('messages.markAllRead')}
            </Button>
          </div>
          <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={refresh}>
            {content}
          </PullToRefreshFrame>
        </div>
      )}
    >
      {() => (
        <div className={styles.list}>
          {items.map((m) => (
            <MessageCard key={m.id} message={m} expanded={expanded === m.id} onToggle={() => toggle(m.id, m.read)} />
          ))}
          <InfiniteScroll
            threshold={50}
            hasMore={list.hasNextPage}
            loadMore={async () => {
              const result = await list.fetchNextPage();
              // InfiniteScroll shows its "retry" state only when loadMore rejects.
              if (result.isError) throw result.error;
            }}
          />
        </div>
      )}
    </QueryView>
  );
}
