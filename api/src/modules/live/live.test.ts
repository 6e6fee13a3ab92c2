import { loadConfig } from '../../config';
import type { TestApp } from '../../test/helpers';
import { runAssessor } from '../insurer';
import { startClaimsApp } from '../claims/testkit';
import { MemoryLiveBus } from './memoryBus';
import { liveBusOf } from './notices';
import { openStream, waitUntil, type OpenedStream } from './test-client';

/**
 * GET /api/live over a real listening server (127.0.0.1, port 0) on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): the insurer's moves reach the owner's stream, never anyone
 * else's. Heartbeats every second here so the test can see one.
 */
jest.setTimeout(30_000);

let t: TestApp;
let close: () => Promise<void>;
let base: string;
let lan: string;
let demo: string;
let assessor: string;
let lanId: number;
const streams: OpenedStream[] = [];

const open = async (token?: string) => {
  const stream = await openStream(base, token);
  streams.push(stream);
  return stream;
};
const statusOf = async (id: string) => (await t.db.selectFrom('claims').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const until = waitUntil;

beforeAll(async () => {
  ({ t, close } = await startClaimsApp('local', { live: { heartbeatMs: 1000, maxConnectionsPerUser: 5 } }));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  [lan, demo, assessor] = [await t.login('lan.tran', 'Lan2026pw'), await t.login('demo', 'Demo2026'), await t.login('assessor', 'Assessor2026')];
  lanId = (await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow()).id;
});

afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

afterAll(async () => close?.());

describe(`live stream (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  test('without a token, or with a bad one → the usual 401 envelope', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const stream = await open(token);
      expect(stream.status).toBe(401);
      expect(JSON.parse(await stream.body())).toMatchObject({ code: -93, msg: 'error.sessionExpired' });
    }
  });

  test('opens unbuffered and private, with a snapshot first and heartbeats after', async () => {
    const stream = await open(lan);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['cache-control']).toBe('private, no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const { data } = await stream.next('snapshot');
    expect(data.unreadCount).toBe((await t.get('/api/messages/unread-count', { token: lan })).data.count);
    expect(data.claims).toEqual(expect.arrayContaining([{ claimId: 'CL-2026-000204', status: await statusOf('CL-2026-000204') }]));
    await until(() => stream.heartbeats > 0);
  });

  // How fast an event arrives is a performance figure (the bench's); here: that it arrives, to whom.
  test("the insurer's transition reaches the owner, with the new unread count; another user hears nothing", async () => {
    const mine = await open(lan);
    const theirs = await open(demo);
    const before = (await mine.next('snapshot')).data.unreadCount as number;
    await theirs.next('snapshot');

    const res = await fetch(`${base}/api/insurer/claims/CL-2026-000204/actions`, {
      method: 'POST',
      headers: { token: assessor, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'requestOriginals' }),
    });
    expect(res.status).toBe(200);
    expect((await mine.next('claim-status')).data).toEqual({ claimId: 'CL-2026-000204', status: 'waiting_originals', by: 'insurer' });
    expect((await mine.next('unread-count')).data).toEqual({ count: before + 1 });

    // Proof of silence without waiting for it: an event of demo's own, sent after lan's, reaches
    // demo's stream next; one bus delivers in order, so anything of lan's would have come first.
    await t.post('/api/messages/read-all', {}, { token: demo });
    await theirs.next('unread-count');
    expect(theirs.received.map((e) => e.event)).toEqual(['snapshot', 'unread-count']);
  });

  test('the assessor CLI moves a claim (same service path) → the owner hears it', async () => {
    const mine = await open(lan);
    await mine.next('snapshot');
    const ctx = { db: t.db, dialect: t.dialect, config: loadConfig({ NODE_ENV: 'test' }, []) };
    const out: string[] = [];
    expect(await runAssessor(ctx, ['originals-received', 'CL-2026-000204'], (l) => out.push(l), (l) => out.push(l))).toBe(0);
    expect((await mine.next('claim-status')).data).toEqual({ claimId: 'CL-2026-000204', status: 'processing', by: 'insurer' });
    expect(await statusOf('CL-2026-000204')).toBe('processing');
  });

  test('reading messages sends the new unread count to every stream of the user', async () => {
    const phone = await open(lan);
    const tablet = await open(lan);
    await Promise.all([phone.next('snapshot'), tablet.next('snapshot')]);
    const read = await t.post('/api/messages/read-all', {}, { token: lan });
    expect(read.data).toEqual({ count: 0 });
    expect((await phone.next('unread-count')).data).toEqual({ count: 0 });
    expect((await tablet.next('unread-count')).data).toEqual({ count: 0 });
  });

  test('a closed connection stops listening and gives its slot back', async () => {
    const bus = liveBusOf(t.db) as MemoryLiveBus;
    const stream = await open(lan);
    await stream.next('snapshot');
    expect(bus.listenerCount(lanId)).toBe(1);
    stream.close();
    await until(() => bus.listenerCount(lanId) === 0);
  });

  test('five streams per user; the sixth gets a 429 envelope until one closes', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open(lan)));
    await Promise.all(five.map((s) => s.next('snapshot')));
    const sixth = await open(lan);
    expect(sixth.status).toBe(429);
    expect(JSON.parse(await sixth.body())).toEqual({ code: 429, msg: 'error.tooManyRequests', data: { limit: 5 } });
    // Another user is not held back by lan's streams.
    expect((await open(demo)).status).toBe(200);
    five[0].close();
    const bus = liveBusOf(t.db) as MemoryLiveBus;
    await until(() => bus.listenerCount(lanId) === 4);
    const again = await open(lan);
    expect(again.status).toBe(200);
    await again.next('snapshot');
  });

  test('GET /api/live/snapshot answers the same state for clients that poll', async () => {
    const res = await t.get('/api/live/snapshot', { token: lan });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.data.unreadCount).toBe(0);
    expect(res.data.claims[0]).toEqual({ claimId: 'CL-2026-000204', status: 'processing' });
    expect((await t.get('/api/live/snapshot')).code).toBe(-93);
  });

  test('closing the server ends open streams instead of waiting for them', async () => {
    const stream = await open(lan);
    await stream.next('snapshot');
    const ended = new Promise<void>((resolve) => stream.body().then(() => resolve()));
    // preClose ends every stream; the afterAll close would otherwise wait for this one forever.
    const closing = t.app.close();
    await ended;
    await closing;
  });
});
