import { resetSessionChannelForTests, type ChannelEvent } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { SessionController } from '../session/sessionController';
import { LiveRefused, type LiveTransport, type StreamHandlers } from './liveConnection';
import { LiveUpdates } from './liveUpdates';

/**
 * The live connection inside the shell: it follows the session (signed in and unlocked), and
 * what arrives reaches the tab badge, the remotes (session channel) and the banner.
 */
const TIMINGS = { retryDelaysMs: [1_000, 2_000], pollMs: 30_000, streamRetryMs: 300_000 };
const user = { userCode: 'SC1', account: 'lan.tran', fullName: 'Trần Thị Lan', email: 'lan@x.vn', role: 'customer' as const };

function setup() {
  const streams: { handlers: StreamHandlers; closed: boolean }[] = [];
  const transport: LiveTransport = {
    openStream: (handlers) => {
      const stream = { handlers, closed: false };
      streams.push(stream);
      return () => (stream.closed = true);
    },
    fetchSnapshot: () => new Promise(() => undefined),
  };
  const http = fakeHttp({ '/live/snapshot': { unreadCount: 0, claims: [] } });
  const session = new SessionController();
  const events: Pick<ChannelEvent, 'type' | 'payload'>[] = [];
  session.channel.events$.subscribe(({ type, payload }) => events.push({ type, payload } as never));
  const live = new LiveUpdates(session, http, transport, { timings: TIMINGS });
  const stop = live.follow();
  const open = () => {
    const stream = streams[streams.length - 1];
    stream.handlers.onOpen();
    return stream.handlers;
  };
  return { streams, session, http, events, live, stop, open };
}

const snapshot = (unreadCount: number, status: string) => ({ type: 'snapshot' as const, data: { unreadCount, claims: [{ claimId: 'CL-2026-000204', status: status as 'processing' }] } });

beforeEach(() => {
  resetSessionChannelForTests();
  localStorage.clear();
});

test('connects only while signed in and unlocked; logout and the PIN lock close it', async () => {
  const s = setup();
  expect(s.streams).toHaveLength(0);
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  expect(s.streams).toHaveLength(1);
  s.session.lock.lock();
  expect(s.streams[0].closed).toBe(true);
  s.session.lock.unlock();
  expect(s.streams).toHaveLength(2);
  await s.session.logout();
  expect(s.streams[1].closed).toBe(true);
  expect(s.streams).toHaveLength(2);
  s.stop();
});

test("the insurer's move: channel event for the remotes and a banner; the user's own move: no banner", () => {
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  const stream = s.open();
  stream.onEvent(snapshot(2, 'processing'));
  stream.onEvent({ type: 'claim-status', data: { claimId: 'CL-2026-000204', status: 'waiting_originals', by: 'insurer' } });
  expect(s.events).toContainEqual({ type: 'shell:claim-status-changed', payload: { claimId: 'CL-2026-000204', status: 'waiting_originals' } });
  expect(s.live.banner$.getValue()).toEqual({ claimId: 'CL-2026-000204', status: 'waiting_originals' });

  s.live.dismissBanner();
  stream.onEvent({ type: 'claim-status', data: { claimId: 'CL-2026-000312', status: 'processing', by: 'customer' } });
  expect(s.events.filter((e) => e.type === 'shell:claim-status-changed')).toHaveLength(2);
  expect(s.live.banner$.getValue()).toBeNull();
  s.stop();
});

test('a banner about a claim follows the user\'s own move of it (a supplement answered): the new status, not the old one', () => {
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  const stream = s.open();
  stream.onEvent(snapshot(2, 'processing'));
  stream.onEvent({ type: 'claim-status', data: { claimId: 'CL-2026-000204', status: 'supplement_requested', by: 'insurer' } });
  stream.onEvent({ type: 'claim-status', data: { claimId: 'CL-2026-000204', status: 'processing', by: 'customer' } });
  expect(s.live.banner$.getValue()).toEqual({ claimId: 'CL-2026-000204', status: 'processing' });
  s.stop();
});

test('the badge follows every count; the remotes hear only a changed one', () => {
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  const stream = s.open();
  stream.onEvent(snapshot(2, 'processing'));
  expect(s.session.unread$.getValue()).toBe(2);
  stream.onEvent({ type: 'unread-count', data: { count: 2 } });
  stream.onEvent({ type: 'unread-count', data: { count: 3 } });
  expect(s.session.unread$.getValue()).toBe(3);
  expect(s.events.filter((e) => e.type === 'shell:unread-count')).toEqual([{ type: 'shell:unread-count', payload: { count: 3 } }]);
  s.stop();
});

test('after a reconnect, the snapshot tells what changed while the stream was down', () => {
  jest.useFakeTimers();
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  s.open().onEvent(snapshot(2, 'processing'));
  s.streams[0].handlers.onError(new TypeError('network'));
  jest.advanceTimersByTime(1_500);
  jest.useRealTimers();
  expect(s.streams).toHaveLength(2);
  s.open().onEvent(snapshot(3, 'settled'));
  expect(s.live.banner$.getValue()).toEqual({ claimId: 'CL-2026-000204', status: 'settled' });
  expect(s.events).toContainEqual({ type: 'shell:claim-status-changed', payload: { claimId: 'CL-2026-000204', status: 'settled' } });
  expect(s.events).toContainEqual({ type: 'shell:unread-count', payload: { count: 3 } });
  s.stop();
});

test('a 401 on the stream asks the HTTP client once, so the session ends the usual way (-93)', () => {
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  s.streams[0].handlers.onError(new LiveRefused(401));
  expect(s.http.to('GET /live/snapshot')).toEqual([{ method: 'GET', path: '/live/snapshot', query: undefined, options: { silent: true } }]);
  s.stop();
});

test('a record change (a GOP or a claim for staff) reaches the remotes as shell:record-changed, no banner', () => {
  const s = setup();
  s.session.signIn({ token: 't', userCode: 'SC1', user } as never);
  const stream = s.open();
  stream.onEvent(snapshot(0, 'processing'));
  stream.onEvent({ type: 'record-changed', data: { kind: 'gop', id: '7', status: 'assessed', mine: false } });
  expect(s.events).toContainEqual({ type: 'shell:record-changed', payload: { kind: 'gop', id: '7', status: 'assessed', mine: false } });
  expect(s.live.banner$.getValue()).toBeNull();
  s.stop();
});
