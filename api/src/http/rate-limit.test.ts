import { startTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { perIp: 6, perAccount: 3, windowMs: 60_000 } });
});
afterAll(async () => t.close());

test('login: the 4th attempt naming one account within the window → 429, before any password check', async () => {
  const user = await t.createUser();
  for (let i = 0; i < 3; i++) {
    const res = await t.post('/api/auth/login', { account: user.account, password: 'WrongPass1', privacyAccepted: true });
    expect(res.code).toBe(401);
  }
  const limited = await t.post('/api/auth/login', { account: user.account.toUpperCase(), password: user.password, privacyAccepted: true });
  expect(limited).toMatchObject({ status: 429, code: 429, msg: 'error.tooManyRequests', data: null });
  const row = await t.db.selectFrom('users').select('failed_logins').where('id', '=', user.id).executeTakeFirstOrThrow();
  expect(row.failed_logins).toBe(3);
});

test('login: more than the per-IP limit across accounts → 429', async () => {
  // 3 requests already counted for this IP by the test above (the 4th was refused by the account limit).
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await t.post('/api/auth/login', { account: `someone${i}`, password: 'WrongPass1', privacyAccepted: true })).status);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  expect(statuses[statuses.length - 1]).toBe(429);
});

test('verification-code routes are limited per account', async () => {
  const user = await t.createUser();
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await t.post('/api/pin/reset/code/request', { account: user.account }));
  expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
});

test('PIN routes are limited per signed-in user', async () => {
  const fresh = await startTestApp({ rateLimit: { perIp: 100, perAccount: 2, windowMs: 60_000 } });
  try {
    const user = await fresh.createUser({ pin: null });
    const token = await fresh.login(user.account, user.password);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await fresh.post('/api/pin/verify', { pin: '123456' }, { token })).status);
    expect(codes).toEqual([409, 409, 429]);
  } finally {
    await fresh.close();
  }
});

test('invalid requests are refused by validation and do not use up the limit', async () => {
  const fresh = await startTestApp({ rateLimit: { perIp: 2, perAccount: 2, windowMs: 60_000 } });
  try {
    for (let i = 0; i < 5; i++) expect((await fresh.post('/api/auth/login', { account: '' })).status).toBe(400);
    const user = await fresh.createUser();
    expect((await fresh.post('/api/auth/login', { account: user.account, password: user.password, privacyAccepted: true })).code).toBe(0);
  } finally {
    await fresh.close();
  }
});

test('the account name and the email of one user share one per-account bucket', async () => {
  const fresh = await startTestApp({ rateLimit: { perIp: 100, perAccount: 3, windowMs: 60_000 } });
  try {
    const user = await fresh.createUser();
    const statuses = [];
    for (const account of [user.account, user.email, user.account.toUpperCase(), user.email]) {
      statuses.push((await fresh.post('/api/auth/password/forgot/request', { account })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  } finally {
    await fresh.close();
  }
});

test('a 429 says when to retry (Retry-After, in seconds within the window)', async () => {
  const fresh = await startTestApp({ rateLimit: { perIp: 1, perAccount: 100, windowMs: 30_000 } });
  try {
    await fresh.post('/api/auth/login', { account: 'someone', password: 'WrongPass1', privacyAccepted: true });
    const limited = await fresh.post('/api/auth/login', { account: 'someone.else', password: 'WrongPass1', privacyAccepted: true });
    expect(limited).toMatchObject({ status: 429, code: 429, msg: 'error.tooManyRequests', data: null });
    const seconds = Number(limited.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
  } finally {
    await fresh.close();
  }
});
