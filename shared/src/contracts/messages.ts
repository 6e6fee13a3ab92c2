import { z } from 'zod';
import { emptyBodySchema, messageIdParamsSchema, messagesQuerySchema } from '../rules';
import { endpoint } from './endpoint';
import { localizedSchema } from './views';

export const messageItemSchema = z.object({
  id: z.number(),
  title: localizedSchema,
  body: localizedSchema,
  link: z.string().nullable().describe("An in-app hash route such as '#/claims/detail?id=…', or null"),
  read: z.boolean(),
  createdAt: z.string().describe('ISO-8601 UTC'),
});

const unreadCount = z.object({ count: z.number().describe("The user's unread messages") });
const messagesPage = z.object({ items: z.array(messageItemSchema), page: z.number(), pageSize: z.number(), total: z.number(), hasMore: z.boolean() });

/** The answer types, inferred from the schemas the API serializes with (api/src/modules/messages, mfe-account). */
export type MessageItem = z.infer<typeof messageItemSchema>;
export type MessagesPage = z.infer<typeof messagesPage>;
export type UnreadCount = z.infer<typeof unreadCount>;

/** The signed-in user's inbox (mfe-account; api/src/modules/messages). */
export const messages = {
  list: endpoint({
    method: 'GET',
    path: '/messages',
    summary: 'Messages, newest first, one page at a time (page from 1)',
    querystring: messagesQuerySchema,
    response: messagesPage,
  }),
  unreadCount: endpoint({ method: 'GET', path: '/messages/unread-count', summary: 'How many messages are unread (the Mine tab badge)', response: unreadCount }),
  readAll: endpoint({ method: 'POST', path: '/messages/read-all', summary: 'Mark every message read; answers the unread count (0)', body: emptyBodySchema, response: unreadCount }),
  read: endpoint({ method: 'POST', path: '/messages/:id/read', summary: "Mark one message read (404 when it is not the user's); answers the unread count", params: messageIdParamsSchema, body: emptyBodySchema, response: unreadCount }),
};
