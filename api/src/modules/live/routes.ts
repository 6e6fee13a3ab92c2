import fastifySse from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import { authOf, sessionGuard } from '../../http/auth';
import { PRIVATE_NO_STORE } from '../../http/cache-policy';
import { ApiFailure, CODE, ok } from '../../http/envelope';
import type { Api, ApiModule } from '../types';
import type { LiveBus, LiveEvent } from './bus';
import { LiveConnections } from './connections';
import { liveBusOf } from './notices';
import { LiveRepository, type LiveSnapshot } from './repository';
import { liveSnapshotResponse } from './schemas';

const tags = ['live'];

/**
 * Streams one user's events after a `snapshot`. Events published while the snapshot is read wait
 * behind it, so none is lost between reading the state and listening for changes.
 */
async function streamTo(reply: FastifyReply, userId: number, bus: LiveBus, readSnapshot: () => Promise<LiveSnapshot>): Promise<void> {
  const sse = reply.sse;
  let waiting: LiveEvent[] | null = [];
  const send = (event: LiveEvent) => sse.send({ event: event.type, data: event.data }).catch(() => sse.close());
  const unsubscribe = bus.subscribe(
    userId,
    (event) => {
      if (waiting) waiting.push(event);
      else void send(event);
    },
    () => sse.close(), // events may have been missed: the app reconnects and gets a snapshot
  );
  sse.onClose(unsubscribe);
  let snapshot: LiveSnapshot;
  try {
    snapshot = await readSnapshot();
  } catch (error) {
    unsubscribe();
    throw error; // nothing written yet: the usual envelope (503 when the database is away)
  }
  // The onSend cache policy (http/cache-policy.ts) never runs for a stream: say it here.
  reply.header('cache-control', PRIVATE_NO_STORE);
  await sse.send({ event: 'snapshot', data: snapshot });
  const queued = waiting;
  waiting = null;
  for (const event of queued) await send(event);
}

/**
 * GET /api/live: the signed-in user's server-sent events (claim-status, unread-count), so the
 * badge and claim screens change without a tap. GET /api/live/snapshot: the same
 * state, asked for, for the app's polling fallback.
 */
export const liveModule: ApiModule = {
  name: 'live',
  async register(app, ctx) {
    const settings = ctx.config.live;
    const bus = liveBusOf(ctx.db);
    const repo = new LiveRepository(ctx.db);
    const connections = new LiveConnections(settings.maxConnectionsPerUser);
    const onRequest = sessionGuard(ctx.sessions);

    await app.register(async (live: Api) => {
      // Encapsulated: the plugin's onRoute hook sees only these routes.
      await live.register(fastifySse, { heartbeatInterval: settings.heartbeatMs });
      // server.close() waits for open responses, and a stream never ends by itself.
      live.addHook('preClose', (done) => {
        connections.closeAll();
        done();
      });

      live.get('/live', {
        onRequest,
        sse: 'only',
        schema: {
          tags,
          summary: "The signed-in user's live events (text/event-stream)",
          description:
            'Events: `snapshot` {unreadCount, claims:[{claimId,status}]} first, then `claim-status` {claimId,status,by}, `unread-count` {count} and, for staff and the insured of a GOP, `record-changed` {kind,id,status,mine}; a `: heartbeat` comment every LIVE_HEARTBEAT_SECONDS. ' +
            'The token travels in the `token` header (fetch, not EventSource). More than LIVE_MAX_CONNECTIONS_PER_USER open streams of one user → 429 error.tooManyRequests.',
        },
        handler: async (request, reply) => {
          const userId = authOf(request).user.id;
          const release = connections.take(userId, () => reply.sse.close());
          if (!release) throw new ApiFailure(429, CODE.tooManyRequests, 'error.tooManyRequests', { limit: connections.maxPerUser });
          reply.sse.onClose(release);
          reply.sse.keepAlive();
          try {
            await streamTo(reply, userId, bus, () => repo.snapshot(userId));
          } catch (error) {
            release();
            throw error;
          }
        },
      });

      live.get('/live/snapshot', {
        onRequest,
        schema: { tags, summary: 'What the live stream starts with, for clients that poll instead', response: { 200: liveSnapshotResponse } },
        handler: async (request) => ok(await repo.snapshot(authOf(request).user.id)),
      });
    });
  },
};
