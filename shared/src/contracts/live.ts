import { z } from 'zod';
// The rules' own file, not their index (package.json "./contracts/live").
import { CLAIM_STATUSES } from '../rules/claimStateMachine';
import { endpoint, type Endpoint } from './endpoint';

export { pathOf, type ResponseOf } from './endpoint';

const claimStatus = z.enum(CLAIM_STATUSES);

/** What the stream starts with, and what GET /live/snapshot answers to a client that polls instead. */
export const liveSnapshotSchema = z.object({
  unreadCount: z.number().describe("The user's unread messages"),
  claims: z.array(z.object({ claimId: z.string(), status: claimStatus })).describe('The 50 most recently changed submitted claims and their statuses'),
});
export type LiveSnapshot = z.output<typeof liveSnapshotSchema>;

/**
 * The events after the snapshot: the SSE `event:` name and its `data` (JSON). `by` lets the app skip
 * a banner for the person's own action.
 */
export const liveEventSchemas = {
  'claim-status': z.object({ claimId: z.string(), status: claimStatus, by: z.enum(['customer', 'insurer']) }),
  'unread-count': z.object({ count: z.number() }),
  /**
   * A claim or GOP this user works on or owns changed (staff: any claim for an insurer, their own
   * provider's GOPs; a customer: her own GOPs). `mine` is true for the user who made the change, so
   * their page does not tell them their own move was someone else's.
   */
  'record-changed': z.object({ kind: z.enum(['claim', 'gop']), id: z.string(), status: z.string(), mine: z.boolean() }),
};
export type LiveEventMap = { [K in keyof typeof liveEventSchemas]: z.output<(typeof liveEventSchemas)[K]> };
/** One published event; the stream sends `snapshot` first, then these. */
export type LiveEvent = { [K in keyof LiveEventMap]: { type: K; data: LiveEventMap[K] } }[keyof LiveEventMap];

/**
 * GET /live is a server-sent-events stream, not one JSON answer, so it has no `response` and is not
 * an Endpoint: its method, path and summary are declared here with the schema of each event's data;
 * what a stream sends cannot be checked by a serializer (docs/architecture.md "Contracts per endpoint").
 */
export const liveStream = {
  method: 'GET',
  path: '/live',
  summary: "The signed-in user's live events (text/event-stream)",
  description:
    'Events: `snapshot` {unreadCount, claims:[{claimId,status}]} first, then `claim-status` {claimId,status,by}, `unread-count` {count} and, for staff and the insured of a GOP, `record-changed` {kind,id,status,mine}; a `: heartbeat` comment every LIVE_HEARTBEAT_SECONDS. ' +
    'The token travels in the `token` header (fetch, not EventSource). More than LIVE_MAX_CONNECTIONS_PER_USER open streams of one user → 429 error.tooManyRequests.',
  events: { snapshot: liveSnapshotSchema, ...liveEventSchemas },
} as const satisfies Omit<Endpoint, 'response'> & { events: Record<string, z.ZodType> };

/** The signed-in user's live state (api/src/modules/live; the shell's badge and claim screens). */
export const live = {
  snapshot: endpoint({ method: 'GET', path: '/live/snapshot', summary: 'What the live stream starts with, for clients that poll instead', response: liveSnapshotSchema }),
};
