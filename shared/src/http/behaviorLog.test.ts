import { BEHAVIOR_BATCH, utf8Length } from './behaviorLog';
import { createHttpClient } from './createHttpClient';
import type { RequestOptions } from './types';

/** What the API answers per path (`-93` ends the session); the log's answers can be held back. */
type Answer = { code: number; msg: string; data: unknown };
const OK: Answer = { code: 0, msg: 'ok', data: null };

interface Sent {
  path: string;
  init: RequestInit;
}

function setup(answers: Record<string, Answer> = {}) {
  let token: string | null = 'tok-A';
  const sent: Sent[] = [];
  const held: Array<() => void> = [];
  let holdLog = false;
  const respond = (answer: Answer) => ({ status: answer.code === -93 ? 401 : 200, text: () => Promise.resolve(JSON.stringify(answer)) });
  const fetchImpl = (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    sent.push({ path, init });
    const answer = respond(answers[path] ?? OK);
    if (path === '/user/behavior' && holdLog) return new Promise((resolve) => held.push(() => resolve(answer)));
    return Promise.resolve(answer);
  };
  const client = createHttpClient({
    baseUrl: '/api',
    getToken: () => token,
    widgetVersion: '2.0.07',
    sourceType: 'web_h5',
    onSessionExpired: () => (token = null),
    showModal: () => undefined,
    currentPage: () => '#/home',
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const logs = () => sent.filter((s) => s.path === '/user/behavior');
  return {
    client,
    sent,
    logs,
    /** Every record the API received, in order. */
    records: () => logs().flatMap((s) => JSON.parse(s.init.body as string) as Array<{ url: string; params: string }>),
    tokenOf: (s: Sent) => (s.init.headers as Record<string, string>).token,
    setToken: (next: string | null) => (token = next),
    holdLogAnswers: () => (holdLog = true),
    releaseLogAnswers: () => held.splice(0).forEach((release) => release()),
  };
}

/** The home screen's first calls (shell/src/ui/pages/HomePage.tsx, the PIN check, the map). */
async function homeCalls(client: ReturnType<typeof setup>['client'], options?: RequestOptions) {
  await client.post('/customer/getPinCode', { userCode: 'SC1' }, options);
  await client.post('/customer/getuserinfo', {}, options);
  await client.get('/claims/summary', undefined, options);
  await client.get('/messages/unread-count', undefined, options);
  await client.get('/cashless/status', undefined, options);
  await client.get('/providers', { city: 'HN' }, options);
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('behaviour log in batches', () => {
  test("records wait in a queue: home's six calls are one log request, sent when the first record has waited maxDelayMs", async () => {
    const { client, logs, records } = setup();
    await homeCalls(client);
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs - 1);
    expect(logs()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(logs()).toHaveLength(1);
    expect(records().map((r) => r.url)).toEqual(['/customer/getPinCode', '/customer/getuserinfo', '/claims/summary', '/messages/unread-count', '/cashless/status', '/providers?city=HN']);
    expect(logs()[0].init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json', token: 'tok-A', widgetVersion: '2.0.07' } });
  });

  test('the 20th record sends the batch at once; the next one waits for the next batch', async () => {
    const { client, logs, records } = setup();
    for (let i = 0; i < BEHAVIOR_BATCH.maxEntries; i++) await client.get(`/claims/${i}`);
    expect(logs()).toHaveLength(1);
    await client.get('/claims/next');
    expect(logs()).toHaveLength(1);
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs);
    expect(logs()).toHaveLength(2);
    expect(records()).toHaveLength(BEHAVIOR_BATCH.maxEntries + 1);
  });

  test('hiding or leaving the page sends the queue at once, with keepalive, and never a record twice', async () => {
    const { client, logs, records } = setup();
    await client.get('/claims');
    await client.get('/policies');
    hidePage();
    expect(logs()).toHaveLength(1);
    expect(logs()[0].init.keepalive).toBe(true);
    // The page hides, then is left: nothing is queued any more, so nothing goes twice.
    window.dispatchEvent(new Event('pagehide'));
    expect(logs()).toHaveLength(1);
    await client.get('/ecards');
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs * 2);
    expect(logs()).toHaveLength(2);
    expect(records().map((r) => r.url)).toEqual(['/claims', '/policies', '/ecards']);
  });

  test("logout: the queue, the logout's own record included, is answered before the logout leaves; the ended session sends nothing after", async () => {
    const { client, sent, records, holdLogAnswers, releaseLogAnswers, setToken } = setup();
    holdLogAnswers();
    await homeCalls(client);
    const loggingOut = client.post('/auth/logout', {}, { silent: true, endsSession: true });
    // A call made while the logout is on its way, under the session that is ending.
    const late = client.get('/messages');
    expect(sent.map((s) => s.path).slice(-2)).toEqual(['/user/behavior', '/messages']);
    await Promise.resolve();
    expect(sent.some((s) => s.path === '/auth/logout')).toBe(false);
    releaseLogAnswers();
    await loggingOut;
    await late;
    setToken(null);
    expect(sent.map((s) => s.path).slice(-1)).toEqual(['/auth/logout']);
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs * 2);
    expect(records().map((r) => r.url)).toEqual(['/customer/getPinCode', '/customer/getuserinfo', '/claims/summary', '/messages/unread-count', '/cashless/status', '/providers?city=HN', '/auth/logout']);
  });

  test('a log request that hangs holds the logout 3 s at most', async () => {
    const { client, sent, holdLogAnswers } = setup();
    holdLogAnswers();
    await client.get('/claims');
    const loggingOut = client.post('/auth/logout', {}, { endsSession: true });
    await Promise.resolve();
    expect(sent.some((s) => s.path === '/auth/logout')).toBe(false);
    await jest.advanceTimersByTimeAsync(BEHAVIOR_BATCH.flushBeforeSessionEndsMs);
    await loggingOut;
    expect(sent.map((s) => s.path)).toEqual(['/claims', '/user/behavior', '/auth/logout']);
  });

  test('each batch carries the token its records were made under', async () => {
    const { client, logs, tokenOf, setToken, records } = setup();
    await client.get('/claims');
    setToken('tok-B');
    await client.get('/policies');
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs);
    expect(logs().map(tokenOf)).toEqual(['tok-A', 'tok-B']);
    expect(records().map((r) => r.url)).toEqual(['/claims', '/policies']);
  });

  test('code -93: what the dead session queued is dropped, not sent to be refused', async () => {
    const { client, logs } = setup({ '/customer/getuserinfo': { code: -93, msg: 'error.sessionExpired', data: null } });
    await client.get('/claims');
    await expect(client.post('/customer/getuserinfo', {}, { silent: true })).rejects.toMatchObject({ code: -93 });
    jest.advanceTimersByTime(BEHAVIOR_BATCH.maxDelayMs * 2);
    expect(logs()).toHaveLength(0);
  });

  test('passwords, PINs, codes and tokens stay masked in a batch', async () => {
    const { client, records } = setup();
    await client.post('/pin/change', { oldPin: '123456', newPin: '654321', note: 'x' });
    await client.post('/auth/password', { oldPassword: 'Demo2026', newPassword: 'Demo2027', extra: { code: '123456', token: 'abc' } });
    hidePage();
    const params = records().map((r) => JSON.parse(r.params));
    expect(params).toEqual([
      { oldPin: '***', newPin: '***', note: 'x' },
      { oldPassword: '***', newPassword: '***', extra: { code: '***', token: '***' } },
    ]);
    expect(JSON.stringify(records())).not.toMatch(/123456|654321|Demo202|abc/);
  });

  test('batches stay under the keepalive limit; what would pass it goes as an ordinary request', async () => {
    const { client, logs, records, holdLogAnswers } = setup();
    holdLogAnswers();
    const note = 'x'.repeat(25 * 1024);
    for (const id of [1, 2, 3]) await client.post(`/claims/${id}/notes`, { note });
    await client.post('/claims/4/notes', { note: 'y'.repeat(70 * 1024) });
    hidePage();
    const sizes = logs().map((s) => utf8Length(s.init.body as string));
    expect(logs().map((s) => (JSON.parse(s.init.body as string) as unknown[]).length)).toEqual([2, 1, 1]);
    // The first (~50 KB) is still in flight: the second would pass 60 KiB of keepalive bodies.
    expect(logs().map((s) => s.init.keepalive)).toEqual([true, false, false]);
    expect(sizes[0]).toBeLessThanOrEqual(BEHAVIOR_BATCH.keepaliveBytes);
    expect(records()).toHaveLength(4);
  });

  test('utf8Length counts bytes as the wire does', () => {
    for (const text of ['abc', 'Nguyễn Thị Ánh Tuyết', 'Đà Nẵng 😀🏥']) expect(utf8Length(text)).toBe(Buffer.byteLength(text));
  });
});
