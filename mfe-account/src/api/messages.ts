import type { HttpClient } from '@sencare/shared/http';
import { messages, pathOf, type MessagesPage, type UnreadCount } from '@sencare/shared/contracts';

export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread-count'] as const,
};

// silent: the page shows its own error view instead of the shell's network modal.
export const fetchMessages = (http: HttpClient, page: number) =>
  http.get<MessagesPage>(pathOf(messages.list), { page, pageSize: MESSAGES_PAGE_SIZE }, { silent: true });

export const fetchUnreadCount = (http: HttpClient) => http.get<UnreadCount>(pathOf(messages.unreadCount), undefined, { silent: true });

export const markRead = (http: HttpClient, id: number) => http.post<UnreadCount>(pathOf(messages.read, { id }));

export const markAllRead = (http: HttpClient) => http.post<UnreadCount>(pathOf(messages.readAll), undefined, { loading: true });
