import { messages as declared } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { MessagesService } from './service';

/** The signed-in user's inbox (docs/requirements.md §2: messages, mark all read, load more on slide up), declared in @sencare/shared/contracts (messages.ts). */
export const messagesModule: ApiModule = {
  name: 'messages',
  register(app, ctx) {
    const messages = new MessagesService(ctx.db);
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['messages'];
    const privateNoStore = { 'cache-control': 'private, no-store' };

    contractRoute(app, declared.list, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return messages.list(authOf(request).user.id, request.query.page, request.query.pageSize);
      },
    });
    contractRoute(app, declared.unreadCount, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        reply.headers(privateNoStore);
        return messages.unreadCount(authOf(request).user.id);
      },
    });
    contractRoute(app, declared.readAll, { onRequest, tags, handler: async (request) => messages.markAllRead(authOf(request).user.id) });
    contractRoute(app, declared.read, { onRequest, tags, handler: async (request) => messages.markRead(authOf(request).user.id, request.params.id) });
  },
};
