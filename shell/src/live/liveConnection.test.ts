import { LiveConnection, LiveRefused, type LiveListener, type LiveMode, type LiveTransport, type StreamHandlers } from './liveConnection';
import type { LiveSnapshot } from './liveEvents';

/**
 * The connection's decisions with a scripted transport and jest's clock: when it reconnects,
 * when it gives up and polls, when it tries the stream again, and when it stops for good.
 */
const TIMINGS = { retryDelaysMs: [1_000, 2_000], pollMs: 30_000, streamRetryMs: 300_000 };
const SNAPSHOT: LiveSnapshot = { unreadCount: 3, claims: [{ claimId: 'CL-1', status: 'processing' }] };

function scripted(options: { canStream?: boolean } = {}) {
  const opened: StreamHandlers[] = [];
  const closed: number[] = [];
  const polls = { count: 0, answer: (): Promise<LiveSnapshot> => Promise.resolve(SNAPSHOT) };
  const transport: LiveTransport = {
    openStream:
      options.canStream === false
        ? null
        : (handlers) => {
            opened.push(handlers);
            const index = opened.length - 1;
            return () => closed.push(index);
          },
    fetchSnapshot: () => {
      polls.count += 1;
      return polls.answer();
    },
  };
  const modes: LiveMode[] = [];
  const listener = { onEvent: jest.fn(), onUnauthorized: jest.fn(), onMode: (m: LiveMode) => modes.push(m) } satisfies LiveListener;
  const latest = () => opened[opened.length - 1];
  return { transport, opened, closed, polls, modes, listener, latest };
}

const start = (s: ReturnType<typeof scripted>, extra: { isHidden?: () => boolean } = {}) => {
  const connection = new LiveConnection(s.transport, s.listener, { timings: TIMINGS, random: () => 0.5, ...extra });
  connection.start();
  return connection;
};

/** Lets the poll's promise settle under fake timers. */
const settle = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('streams: events go to the listener once the stream is open', () => {
  const s = scripted();
  const connection = start(s);
  expect(connection.current).toBe('connecting');
  s.latest().onOpen();
  s.latest().onEvent({ type: 'unread-count', data: { count: 4 } });
  expect(s.listener.onEvent).toHaveBeenCalledWith({ type: 'unread-count', data: { count: 4 } });
  expect(s.modes).toEqual(['connecting', 'streaming']);
});

test('reconnects after 1 s, then 2 s; the third failure in a row polls at once and every 30 s', async () => {
  const s = scripted();
  const connection = start(s);
  s.latest().onError(new TypeError('network'));
  jest.advanceTimersByTime(999);
  expect(s.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(s.opened).toHaveLength(2);
  s.latest().onError(new TypeError('network'));
  jest.advanceTimersByTime(2_000);
  expect(s.opened).toHaveLength(3);
  expect(s.polls.count).toBe(0);

  s.latest().onError(new TypeError('network'));
  expect(connection.current).toBe('polling');
  expect(s.polls.count).toBe(1);
  await settle();
  expect(s.listener.onEvent).toHaveBeenCalledWith({ type: 'snapshot', data: SNAPSHOT });
  jest.advanceTimersByTime(30_000);
  expect(s.polls.count).toBe(2);
});

test('an open stream resets the count: a later drop starts again at 1 s', () => {
  const s = scripted();
  start(s);
  s.latest().onError(new TypeError('network'));
  jest.advanceTimersByTime(1_000);
  s.latest().onOpen();
  s.latest().onError(new Error('the server ended the stream'));
  jest.advanceTimersByTime(1_000);
  expect(s.opened).toHaveLength(3);
});

test('while polling, the stream is tried again every 5 minutes; once it opens, polling stops', () => {
  const s = scripted();
  const connection = start(s);
  for (const wait of [1_000, 2_000]) {
    s.latest().onError(new TypeError('network'));
    jest.advanceTimersByTime(wait);
  }
  s.latest().onError(new TypeError('network'));
  expect(connection.current).toBe('polling');

  jest.advanceTimersByTime(300_000);
  expect(s.opened).toHaveLength(4);
  const pollsBefore = s.polls.count;
  s.latest().onOpen();
  expect(connection.current).toBe('streaming');
  jest.advanceTimersByTime(120_000);
  expect(s.polls.count).toBe(pollsBefore);
});

test("429 (the user's other tabs hold every stream): polls at once instead of retrying", () => {
  const s = scripted();
  const connection = start(s);
  s.latest().onError(new LiveRefused(429));
  expect(connection.current).toBe('polling');
  expect(s.polls.count).toBe(1);
  jest.advanceTimersByTime(2_000);
  expect(s.opened).toHaveLength(1);
});

test('401: stops for good and tells the listener; no retry, no poll', () => {
  const s = scripted();
  const connection = start(s);
  s.latest().onError(new LiveRefused(401));
  expect(connection.current).toBe('stopped');
  expect(s.listener.onUnauthorized).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(600_000);
  expect(s.opened).toHaveLength(1);
  expect(s.polls.count).toBe(0);
});

test('a 401 on a poll stops too', async () => {
  const s = scripted({ canStream: false });
  s.polls.answer = () => Promise.reject(new LiveRefused(401));
  const connection = start(s);
  await settle();
  await settle();
  expect(connection.current).toBe('stopped');
  expect(s.listener.onUnauthorized).toHaveBeenCalledTimes(1);
});

test('where streams cannot be read, it only polls; a hidden page skips its polls', () => {
  const s = scripted({ canStream: false });
  let hidden = false;
  const connection = start(s, { isHidden: () => hidden });
  expect(connection.current).toBe('polling');
  expect(s.polls.count).toBe(1);
  hidden = true;
  jest.advanceTimersByTime(60_000);
  expect(s.polls.count).toBe(1);
  hidden = false;
  jest.advanceTimersByTime(30_000);
  expect(s.polls.count).toBe(2);
});

test('stop closes the stream and cancels every timer; a late event or error is ignored', () => {
  const s = scripted();
  const connection = start(s);
  const first = s.latest();
  first.onError(new TypeError('network'));
  jest.advanceTimersByTime(1_000);
  connection.stop();
  expect(s.closed).toEqual([1]);
  first.onEvent({ type: 'unread-count', data: { count: 1 } });
  s.opened[1].onError(new TypeError('network'));
  jest.advanceTimersByTime(600_000);
  expect(s.opened).toHaveLength(2);
  expect(s.listener.onEvent).not.toHaveBeenCalled();
  expect(connection.current).toBe('stopped');
});

test('reconnects are spread ±25% so a restarted server is not met all at once', () => {
  const s = scripted();
  const connection = new LiveConnection(s.transport, s.listener, { timings: TIMINGS, random: () => 0 });
  connection.start();
  s.latest().onError(new TypeError('network'));
  jest.advanceTimersByTime(750);
  expect(s.opened).toHaveLength(2);
});

test('back online: a pending retry happens now, whether reconnecting or polling', () => {
  const s = scripted();
  const connection = start(s);
  s.latest().onError(new TypeError('network'));
  connection.reconnectNow();
  expect(s.opened).toHaveLength(2);
  s.latest().onError(new TypeError('network'));
  jest.advanceTimersByTime(2_000);
  s.latest().onError(new TypeError('network'));
  expect(connection.current).toBe('polling');
  connection.reconnectNow();
  expect(s.opened).toHaveLength(4);
  s.latest().onOpen();
  connection.reconnectNow();
  expect(s.opened).toHaveLength(4);
});
