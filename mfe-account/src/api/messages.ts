import type { HttpClient } from '@sencare/shared/http';
import { pathOf, type MessagesPage, type messages, type UnreadCount } from '@sencare/shared/contracts';

// Mine's unread badge is on the remote's entry screen: the paths are held to their declarations by
// type only, so entering the remote builds no zod schema of the messages contract (the lock screen's
// way: shell/src/session/verifyPin.ts).
const LIST_PATH = '/messages' satisfies (typeof messages)['list']['path'];
const UNREAD_PATH = '/messages/unread-count' satisfies (typeof messages)['unreadCount']['path'];
const READ_PATH = '/messages/:id/read' satisfies (typeof messages)['read']['path'];
const READ_ALL_PATH = '/messages/read-all' satisfies (typeof messages)['readAll']['path'];

export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread-count'] as const,
};

// silent: the page shows its own error view instead of the shell's network modal.
export const fetchMessages = (http: HttpClient, page: number) =>
  http.get<MessagesPage>(LIST_PATH, { page, pageSize: MESSAGES_PAGE_SIZE }, { silent: true });

export const fetchUnreadCount = (http: HttpClient) => http.get<UnreadCount>(UNREAD_PATH, undefined, { silent: true });

export const markRead = (http: HttpClient, id: number) => http.post<UnreadCount>(pathOf({ path: READ_PATH }, { id }));

export const markAllRead = (http: HttpClient) => http.post<UnreadCount>(READ_ALL_PATH, undefined, { loading: true });
