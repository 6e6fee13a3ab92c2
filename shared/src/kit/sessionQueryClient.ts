import { QueryClient } from '@tanstack/react-query';
import type { Subscription } from 'rxjs';
import { CHANNEL_GLOBAL_KEY, type SessionChannel } from '@sencare/shared/channel';
import type { SessionState } from '../channel/contract';
import { QUERY_DEFAULTS } from '../http/queryDefaults';

/** A cache with the retry policy and staleTime every remote shares. */
export const createRemoteQueryClient = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/** Whose data a cache holds: the signed-in user, or nobody (signed out, expired). */
const ownerOf = (state: SessionState): string | null => (state.status === 'authenticated' ? state.userCode : null);

/**
 * The page's channel store (shared/src/channel). It never changes on a page; a test's
 * resetSessionChannelForTests makes a new one, as a new page would, and the cache follows.
 */
const channelStore = (): unknown => (globalThis as Record<symbol, unknown>)[CHANNEL_GLOBAL_KEY];

/**
 * One remote's query cache for as long as the same user is signed in: going back to a
 * remote shows what it fetched last time at once, and TanStack Query refetches in the background
 * what is older than QUERY_DEFAULTS' staleTime. One cache per mount made every warm entry wait for
 * the network (or, for a query kept offline, for the phone's copy) before showing anything.
 *
 * A logout, an expiry or another user on the session channel retires the cache: the next mount
 * gets a new one, and the old one is emptied once no mount uses it any more. Not at once: the
 * remote on screen unmounts a moment after the session changes (single-spa reroutes on the
 * hashchange to login), and a cache emptied under mounted pages makes them fetch again, now
 * without a token.
 */
export class SessionQueryClient {
  private current: { client: QueryClient; owner: string | null; store: unknown } | null = null;
  private readonly mounts = new Map<QueryClient, number>();
  private readonly retired = new Set<QueryClient>();
  private watched: { channel: SessionChannel; subscription: Subscription } | null = null;

  constructor(private readonly create: () => QueryClient = createRemoteQueryClient) {}

  /** The cache of the session on `channel`: the one the last mount used, or a new one for a new user. */
  clientFor(channel: SessionChannel): QueryClient {
    this.watch(channel);
    const owner = ownerOf(channel.getState());
    const store = channelStore();
    if (this.current?.owner !== owner || this.current.store !== store) {
      if (this.current) this.retire(this.current.client);
      this.current = { client: this.create(), owner, store };
    }
    return this.current.client;
  }

  /** A mount uses `client` until the returned function is called (on unmount). */
  use(client: QueryClient): () => void {
    this.mounts.set(client, (this.mounts.get(client) ?? 0) + 1);
    return () => {
      const left = (this.mounts.get(client) ?? 1) - 1;
      if (left > 0) return void this.mounts.set(client, left);
      this.mounts.delete(client);
      if (this.retired.delete(client)) client.clear();
    };
  }

  private retire(client: QueryClient): void {
    if (this.mounts.has(client)) this.retired.add(client);
    else client.clear();
  }

  /** The shell passes the same channel to every mount; a new one (a test's) replaces the old. */
  private watch(channel: SessionChannel): void {
    if (this.watched?.channel === channel) return;
    this.watched?.subscription.unsubscribe();
    const subscription = channel.state$.subscribe((state) => {
      if (this.current && this.current.owner !== ownerOf(state)) {
        this.retire(this.current.client);
        this.current = null;
      }
    });
    this.watched = { channel, subscription };
  }
}
