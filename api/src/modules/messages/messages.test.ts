import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Real HTTP (inject) on a real database via the api harness (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL). Two users, so every route is also tried on the other user's rows.
 */
let t: TestApp;
let tokenA: string;
let tokenB: string;
const idsA: number[] = [];
let idB: number;

async function addMessage(userId: number, n: number, read: boolean, at: string): Promise<number> {
  const row = await t.db
    .insertInto('messages')
    .values({
      user_id: userId,
      title_en: `Title ${n}`,
      title_vi: `Tiêu đề ${n}`,
      body_en: `Body ${n}`,
      body_vi: `Nội dung ${n}`,
      link: n % 2 ? `#/claims/detail?id=CL-${n}` : null,
      read_at: read ? at : null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
/** Raw bodies: the real client posts an empty form body to these routes. */
const post = (url: string, token?: string, payload?: string | object, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url, headers: { ...(token ? { token } : {}), ...(payload === undefined ? {} : { 'content-type': type }) }, payload });

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.createUser();
  const b = await t.createUser();
  [tokenA, tokenB] = await Promise.all([t.login(a.account, a.password), t.login(b.account, b.password)]);
  // 12 messages for A, one minute apart; 1..3 already read. Newest is n=12.
  for (let n = 1; n <= 12; n += 1) idsA.push(await addMessage(a.id, n, n <= 3, new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString()));
  idB = await addMessage(b.id, 99, false, new Date(Date.UTC(2026, 10, 2)).toISOString());
});

afterAll(async () => {
  await t?.close();
});

describe(`messages API (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  test('lists newest first, one page at a time, both languages, only the own messages', async () => {
    const first = await get('/api/messages?page=1&pageSize=5', tokenA);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ page: 1, pageSize: 5, total: 12, hasMore: true });
    expect(body.data.items.map((m: { title: { en: string } }) => m.title.en)).toEqual(['Title 12', 'Title 11', 'Title 10', 'Title 9', 'Title 8']);
    expect(body.data.items[0]).toEqual({
      id: idsA[11],
      title: { en: 'Title 12', vi: 'Tiêu đề 12' },
      body: { en: 'Body 12', vi: 'Nội dung 12' },
      link: null,
      read: false,
      createdAt: '2026-11-01T00:12:00.000Z',
    });
    expect(body.data.items[1].link).toBe('#/claims/detail?id=CL-11');

    const last = (await get('/api/messages?page=3&pageSize=5', tokenA)).json();
    expect(last.data.items.map((m: { title: { en: string } }) => m.title.en)).toEqual(['Title 2', 'Title 1']);
    expect(last.data.items.every((m: { read: boolean }) => m.read)).toBe(true);
    expect(last.data.hasMore).toBe(false);

    const defaults = (await get('/api/messages', tokenA)).json();
    expect(defaults.data).toMatchObject({ page: 1, pageSize: 10, hasMore: true });
    expect(defaults.data.items).toHaveLength(10);

    const other = (await get('/api/messages', tokenB)).json();
    expect(other.data.total).toBe(1);
    expect(other.data.items[0].id).toBe(idB);
  });

  test('unread count, mark one read (idempotent), mark all read', async () => {
    expect((await get('/api/messages/unread-count', tokenA)).json()).toEqual({ code: 0, msg: 'ok', data: { count: 9 } });

    const once = await post(`/api/messages/${idsA[11]}/read`, tokenA, '');
    expect(once.statusCode).toBe(200);
    expect(once.json().data).toEqual({ count: 8 });
    // the real client posts an empty form body; JSON {} and no body at all work too
    expect((await post(`/api/messages/${idsA[11]}/read`, tokenA, {}, 'application/json')).json().data).toEqual({ count: 8 });
    expect((await post(`/api/messages/${idsA[11]}/read`, tokenA)).json().data).toEqual({ count: 8 });
    const listed = (await get('/api/messages?pageSize=1', tokenA)).json();
    expect(listed.data.items[0].read).toBe(true);

    const all = await post('/api/messages/read-all', tokenA, '');
    expect(all.json()).toEqual({ code: 0, msg: 'ok', data: { count: 0 } });
    expect((await get('/api/messages/unread-count', tokenA)).json().data.count).toBe(0);
    // B's inbox is untouched by A's read-all
    expect((await get('/api/messages/unread-count', tokenB)).json().data.count).toBe(1);
  });

  test("another user's message is 404 and stays unread", async () => {
    const res = await post(`/api/messages/${idB}/read`, tokenA, '');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: 'error.notFound' });
    expect((await get('/api/messages/unread-count', tokenB)).json().data.count).toBe(1);
    const missing = await post('/api/messages/999999/read', tokenA, '');
    expect(missing.statusCode).toBe(404);
  });

  test.each([
    ['GET', '/api/messages'],
    ['GET', '/api/messages/unread-count'],
    ['POST', '/api/messages/read-all'],
    ['POST', `/api/messages/1/read`],
  ])('%s %s without or with a bad token → -93', async (method, url) => {
    for (const headers of [{}, { token: 'not-a-session' }]) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: -93, msg: 'error.sessionExpired' });
    }
  });

  test.each([
    ['GET', '/api/messages?page=0'],
    ['GET', '/api/messages?page=-1'],
    ['GET', '/api/messages?page=abc'],
    ['GET', '/api/messages?page=1.5'],
    ['GET', '/api/messages?page='],
    ['GET', '/api/messages?page=1&page=2'],
    ['GET', '/api/messages?pageSize=0'],
    ['GET', '/api/messages?pageSize=51'],
    ['GET', '/api/messages?page=99999999999'],
    ['GET', '/api/messages?unknown=1'],
    ['POST', '/api/messages/abc/read'],
    ['POST', '/api/messages/0/read'],
    ['POST', '/api/messages/-1/read'],
    ['POST', '/api/messages/1.5/read'],
    ['POST', '/api/messages/99999999999/read'],
    ['POST', '/api/messages/01/read'],
  ])('%s %s → 400', async (method, url) => {
    const res = method === 'GET' ? await get(url, tokenA) : await post(url, tokenA, '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  test.each([
    ['form field', 'extra=1', 'application/x-www-form-urlencoded'],
    ['JSON field', { extra: 1 }, 'application/json'],
    ['JSON array', '[1]', 'application/json'],
    ['broken JSON', '{', 'application/json'],
  ])('POST bodies with a %s → 400, never 5xx', async (_label, payload, type) => {
    for (const url of ['/api/messages/read-all', `/api/messages/${idsA[0]}/read`]) {
      const res = await post(url, tokenA, payload, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});
