import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HttpClient } from '@sencare/shared/http';
import { SessionQueryClient } from '@sencare/shared/kit';
import type { UserProfile } from '@sencare/shared/contracts/auth';
import type { SessionController } from '../../session/sessionController';
import type { Loaded } from './HomeSummary';

/** Every query of home's figures starts with this key, so one call refetches or resets them all. */
export const HOME_QUERY_KEY = ['shell', 'home'] as const;

/**
 * The kit's cache per signed-in user (shared/src/kit/sessionQueryClient.ts): a logout, an expiry
 * or another user retires it, so nobody sees the last person's figures. One for the shell's home.
 */
const homeQueries = new SessionQueryClient();

/**
 * Home asks again on every visit (staleTime 0), showing the last figures meanwhile. No automatic
 * retry, and `networkMode: 'always'`: with no signal a figure fails at once and says so with its
 * own retry button (HomeSummary.tsx) instead of waiting paused as "–".
 */
const FIGURE_OPTIONS = { staleTime: 0, retry: false, networkMode: 'always' } as const;

const loaded = <T, V>(query: UseQueryResult<T>, pick: (data: T) => V): Loaded<V> =>
  query.status === 'success' ? { state: 'ok', value: pick(query.data) } : query.status === 'error' ? { state: 'failed' } : { state: 'loading' };

/** Home's figures: the profile (name, cashless), the claims in progress and the unread count for Mine's badge. */
export function useHomeFigures(http: HttpClient, session: SessionController) {
  const client = homeQueries.clientFor(session.channel);
  useEffect(() => homeQueries.use(client), [client]);
  const profile = useQuery({ ...FIGURE_OPTIONS, queryKey: [...HOME_QUERY_KEY, 'userinfo'], queryFn: () => http.post<UserProfile>('/customer/getuserinfo', {}, { silent: true }) }, client);
  const summary = useQuery({ ...FIGURE_OPTIONS, queryKey: [...HOME_QUERY_KEY, 'claims-summary'], queryFn: () => http.get<{ inProgress: number }>('/claims/summary', undefined, { silent: true }) }, client);
  const unread = useQuery({ ...FIGURE_OPTIONS, queryKey: [...HOME_QUERY_KEY, 'unread-count'], queryFn: () => http.get<{ count: number }>('/messages/unread-count', undefined, { silent: true }) }, client);

  // What the API says about the user and the unread count is the session's too (nav badge, greeting).
  useEffect(() => {
    if (profile.data) session.updateUser(profile.data);
  }, [session, profile.data, profile.dataUpdatedAt]);
  useEffect(() => {
    if (unread.data) session.unread$.next(unread.data.count);
  }, [session, unread.data, unread.dataUpdatedAt]);

  // The figures follow the live stream (shell/src/live/liveUpdates.ts): an insurer's decision on the
  // cashless application or a claim comes with a message, so a new unread count or a claim's new
  // status means the cashless card or the claim count may have changed. Refetched in place, without
  // the loading dash.
  useEffect(() => {
    const again = () => void client.invalidateQueries({ queryKey: HOME_QUERY_KEY });
    const subs = [session.channel.on('shell:unread-count').subscribe(again), session.channel.on('shell:claim-status-changed').subscribe(again)];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [session, client]);

  return {
    name: profile.data?.fullName ?? session.channel.getState().user?.fullName,
    inProgress: loaded(summary, (data) => data.inProgress),
    cashlessActive: loaded(profile, (data) => data.cashlessActive),
    /** Pull to refresh: every figure again, the old ones shown until the new ones are in. */
    refresh: async () => void (await Promise.all([profile.refetch(), summary.refetch(), unread.refetch()])),
    /** The retry button: back to the loading dash, then every figure again. */
    retry: () => void client.resetQueries({ queryKey: HOME_QUERY_KEY }),
  };
}
