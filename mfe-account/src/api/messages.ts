import type { HttpClient } from '@sencare/shared/http';
import type { MessagesPage, UnreadCount } from '@sencare/shared/rules';

export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread-count'] as const,
};

// silent: the page shows its own error view instead of the shell's network modal.
export const fetchMessages = (http: HttpClient, page: number) =>
  http.get<MessagesPage>('/messages', { page, pageSize: MESSAGES_PAGE_SIZE }, { silent: true });

export const fetchUnreadCount = (http: HttpClient) => http.get<UnreadCount>('/messages/unread-count', undefined, { silent: true });

export const markRead = (http: HttpClient, id: number) => http.post<UnreadCount>(`/messages/${id}/read`);

export const markAllRead = (http: HttpClient) => http.post<UnreadCount>('/messages/read-all', undefined, { loading: true });
