/**
 * Claim submissions at the same moment: numbers come from the database's own
 * counter (claim-numbers.ts) and the open-claims limit is checked under the user's row lock, so
 * parallel submits answer 200 or a business refusal, never 5xx, every 200 names its own claim,
 * and no user ends up with more than 10 open claims.
 */
import type { FastifyInstance } from 'fastify';
import { LIMITS, OPEN_CLAIM_STATUSES } from '@sencare/shared/rules';
import type { TestApp } from '../../test/helpers';
import { JPEG, multipart, startClaimsApp } from './testkit';
import { ACCIDENT_KINDS, accidentClaim, type FormOptionsForTests } from './submit-testkit';

jest.setTimeout(120_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const started = await startClaimsApp();
  ({ app, t, close } = started);
  tokens.demo = await t.login('demo', 'Demo2026');
  tokens.lan = await t.login('lan.tran', 'Lan2026pw');
});
afterAll(async () => close?.());

/** Both customers start each test with no open claim and no draft uploads. */
beforeEach(async () => {
  const ids = (await t.db.selectFrom('users').select('id').where('account', 'in', ['demo', 'lan.tran']).execute()).map((u) => u.id);
  await t.db.updateTable('claims').set({ status: 'cancelled' }).where('user_id', 'in', ids).where('status', 'in', [...OPEN_CLAIM_STATUSES]).execute();
  await t.db.deleteFrom('claim_uploads').where('user_id', 'in', ids).execute();
});

async function upload(token: string, kind: string) {
  const { payload, headers } = multipart('photo.jpg', JPEG, 'image/jpeg');
  const res = await app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token } });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as string;
}

/** A valid claim of its own for each n: its own uploads and its own amount (no duplicate). */
async function claimBody(token: string, n: number) {
  const opts = (await app.inject({ method: 'GET', url: '/api/claims/form-options', headers: { token } })).json().data as FormOptionsForTests;
  const documentIds: string[] = [];
  for (const kind of ACCIDENT_KINDS) documentIds.push(await upload(token, kind));
  return accidentClaim(opts, documentIds, 900_000 + n * 1_000);
}

/** Bodies are built first, then every submit is sent at once. */
async function submitAllAtOnce(who: string[]) {
  const bodies: { name: string; body: Awaited<ReturnType<typeof claimBody>> }[] = [];
  for (const [n, name] of who.entries()) bodies.push({ name, body: await claimBody(tokens[name], n) });
  const answers = await Promise.all(bodies.map(({ name, body }) => app.inject({ method: 'POST', url: '/api/claims', payload: body, headers: { token: tokens[name] } })));
  return answers.map((res, i) => ({ who: bodies[i].name, status: res.statusCode, body: res.json() as { code: number; msg: string; data: { claimId?: string } } }));
}

async function expectDistinctStoredClaims(ok: { body: { data: { claimId?: string } } }[]) {
  const ids = ok.map((a) => a.body.data.claimId as string);
  for (const id of ids) expect(id).toMatch(/^CL-\d{4}-\d{6,}$/);
  expect(new Set(ids).size).toBe(ids.length);
  const stored = await t.db.selectFrom('claims').select('id').where('id', 'in', ids).execute();
  expect(stored.length).toBe(ids.length);
}

async function openClaims(account: string) {
  const row = await t.db
    .selectFrom('claims')
    .innerJoin('users', 'users.id', 'claims.user_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('users.account', '=', account)
    .where('claims.status', 'in', [...OPEN_CLAIM_STATUSES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

test('20 parallel submits by one customer: exactly 10 claims with distinct numbers, the rest error.maxClaims, never 5xx', async () => {
  const answers = await submitAllAtOnce(Array(20).fill('demo'));
  for (const a of answers) {
    expect([200, 409]).toContain(a.status);
    if (a.status === 409) expect(a.body).toMatchObject({ code: 409, msg: 'error.maxClaims' });
  }
  const ok = answers.filter((a) => a.status === 200);
  expect(ok.length).toBe(LIMITS.maxClaimsInProgress);
  await expectDistinctStoredClaims(ok);
  expect(await openClaims('demo')).toBe(LIMITS.maxClaimsInProgress);
});

test('20 parallel submits by two customers (10 each): all 200 with distinct numbers that exist', async () => {
  const answers = await submitAllAtOnce([...Array(10).fill('demo'), ...Array(10).fill('lan')]);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  await expectDistinctStoredClaims(answers);
  expect(await openClaims('demo')).toBe(10);
  expect(await openClaims('lan.tran')).toBe(10);
});

test('numbers keep counting above the seeded claims (the highest seeded number is 311, CL-2025-000311)', async () => {
  const [a] = await submitAllAtOnce(['lan']);
  expect(a.status).toBe(200);
  expect(Number(a.body.data.claimId?.slice(8))).toBeGreaterThan(311);
});
