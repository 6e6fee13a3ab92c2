import { authOf, sessionGuard } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import { emptyBodySchema, messageIdParamsSchema, messagesPageResponse, messagesQuerySchema, unreadCountResponse } from './schemas';
import { MessagesService } from './service';

/** The signed-in user's inbox (spec §2: messages, mark all read, load more on slide up). */
export const messagesModule: ApiModule = {
  name: 'messages',
  register(app, ctx) {
    const messages = new MessagesService(ctx.db);
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['messages'];
    const privateNoStore = { 'cache-control': 'private, no-store' };

    app.get('/messages', {
      onRequest,
      schema: { tags, summary: 'Messages, newest first, one page at a time (page from 1)', querystring: messagesQuerySchema, response: { 200: messagesPageResponse } },
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return ok(await messages.list(authOf(request).user.id, request.query.page, request.query.pageSize));
      },
    });

    app.get('/messages/unread-count', {
      onRequest,
      schema: { tags, summary: 'How many messages are unread (the Mine tab badge)', response: { 200: unreadCountResponse } },
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return ok(await messages.unreadCount(authOf(request).user.id));
      },
    });

    app.post('/messages/read-all', {
      onRequest,
      schema: { tags, summary: 'Mark every message read; answers the unread count (0)', body: emptyBodySchema, response: { 200: unreadCountResponse } },
      handler: async (request) => ok(await messages.markAllRead(authOf(request).user.id)),
    });

    app.post('/messages/:id/read', {
      onRequest,
      schema: {
        tags,
        summary: "Mark one message read (404 when it is not the user's); answers the unread count",
        params: messageIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: unreadCountResponse },
      },
      handler: async (request) => ok(await messages.markRead(authOf(request).user.id, request.params.id)),
    });
  },
};
