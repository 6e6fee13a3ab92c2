/**
 * The purge (docs/privacy.md "Retention") on a real database (SQLite and PostgreSQL), real files
 * and a real Redis shared by two API replicas. The clock is moved, never waited for: Date alone is
 * faked while the data is written, and the purge gets its own clock.
 */
import type { RedisLog } from '../../redis/connection';
import { scratchStorage } from '../../storage/testkit';
import { startReplicas, testRedis, type Replicas, type TestRedis } from '../../redis/test-support';
import type { TestApp } from '../../test/helpers';
import { JPEG, multipart } from '../claims/testkit';
import { purgeExpired, purgeLocks, type PurgeResult } from '.';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-05T08:00:00.000Z');
let redis: TestRedis;
let replicas: Replicas;
let disposeFiles: () => Promise<void>;
let first: TestApp;

beforeAll(async () => {
  redis = await testRedis();
  const files = await scratchStorage('local');
  disposeFiles = files.dispose;
  replicas = await startReplicas(2, redis, { storage: files.config });
  first = replicas.apps[0];
});
afterAll(async () => {
  await replicas?.close();
  await redis?.drop();
  await disposeFiles?.();
});
afterEach(() => jest.useRealTimers());

/** Date, and only Date, reads `at`: timers, the database drivers and Redis keep real time. */
function clockAt(at: number): void {
  jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  jest.setSystemTime(at);
}

/** A customer with a saved draft and one uploaded document; the stored file's key. */
async function draftWithUpload(): Promise<{ storedName: string; userId: number }> {
  const user = await first.createUser();
  const token = await first.login(user.account, user.password);
  expect((await first.app.inject({ method: 'PUT', url: '/api/claims/drafts/current', payload: { baseVersion: 0, values: { note: 'x' } }, headers: { token } })).json().code).toBe(0);
  const { payload, headers } = multipart('receipt.jpg', JPEG, 'image/jpeg');
  const uploaded = (await first.app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } })).json();
  expect(uploaded.code).toBe(0);
  const row = await first.db.selectFrom('claim_uploads').select('stored_name').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return { storedName: row.stored_name, userId: user.id };
}

function recordingLog(): RedisLog & { lines: object[] } {
  const lines: object[] = [];
  return { lines, info: (details) => lines.push(details), warn: (details) => lines.push(details) };
}

const purgeOn = (t: TestApp, now: number, log: RedisLog = recordingLog()) => purgeExpired({ db: t.db, storage: t.app.ctx.storage, retention: t.config.retention, locks: purgeLocks(t.app.ctx.redis, log), log, now: () => new Date(now) });
const sum = (results: (PurgeResult | null)[], name: string) => results.reduce((total, r) => total + (r?.[name] ?? 0), 0);

test('an expired draft goes with its uploads and their files; a fresh one stays; two replicas at once purge it once', async () => {
  clockAt(T0);
  const expired = await draftWithUpload();
  clockAt(T0 + 80 * DAY);
  const fresh = await draftWithUpload();
  jest.useRealTimers();
  const storage = first.app.ctx.storage;
  expect(await storage.stat(expired.storedName)).not.toBeNull();

  const purgeAt = T0 + 91 * DAY;
  const results = await Promise.all(replicas.apps.map((t) => purgeOn(t, purgeAt)));
  expect(sum(results, 'claimDrafts')).toBe(1);
  expect(sum(results, 'orphanUploads')).toBe(0);

  expect(await storage.stat(expired.storedName)).toBeNull();
  expect(await first.db.selectFrom('claim_drafts').select('user_id').where('user_id', '=', expired.userId).execute()).toEqual([]);
  expect(await first.db.selectFrom('claim_uploads').select('id').where('user_id', '=', expired.userId).execute()).toEqual([]);
  expect(await storage.stat(fresh.storedName)).not.toBeNull();
  expect(await first.db.selectFrom('claim_drafts').select('user_id').where('user_id', '=', fresh.userId).execute()).toHaveLength(1);
  expect(await first.db.selectFrom('claim_uploads').select('stored_name').where('user_id', '=', fresh.userId).execute()).toEqual([{ stored_name: fresh.storedName }]);

  // Idempotent: the same moment again removes nothing more.
  expect(await purgeOn(first, purgeAt)).toMatchObject({ claimDrafts: 0, orphanUploads: 0 });
});

test('while one replica holds the purge lock, the other does nothing and says so', async () => {
  const held = await purgeLocks(first.app.ctx.redis, recordingLog()).tryLock('privacy-purge');
  try {
    expect(held).not.toBeNull();
    expect(await purgeOn(replicas.apps[1], Date.now())).toBeNull();
  } finally {
    await held?.();
  }
  expect(await purgeOn(replicas.apps[1], Date.now())).not.toBeNull();
});

test('uploads without a draft, codes, ended sessions, the behaviour log, public letter checks and the outbox go after their periods; newer ones stay; the log has counts only', async () => {
  const at = T0 + 200 * DAY;
  clockAt(at);
  const user = await first.createUser();
  const token = await first.login(user.account, user.password);
  const { payload, headers } = multipart('orphan.jpg', JPEG, 'image/jpeg');
  expect((await first.app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } })).json().code).toBe(0);
  const stored = (await first.db.selectFrom('claim_uploads').select('stored_name').where('user_id', '=', user.id).executeTakeFirstOrThrow()).stored_name;
  const iso = (ms: number) => new Date(ms).toISOString();
  const old = iso(at);
  await first.db.insertInto('verification_codes').values({ user_id: user.id, purpose: 'password_reset', email: user.email, code_hash: 'x', expires_at: iso(at + 600_000), consumed_at: null, created_at: old }).execute();
  await first.db.insertInto('outbox').values({ to_address: user.email, subject: 'code', text: 'Your code is 123456', created_at: old }).execute();
  await first.db.insertInto('behavior_log').values({ user_id: user.id, url: '/a', redirect_page: '/b', method: 'GET', params: '{}', source_type: 'web', widget_version: null, ip: '203.0.113.9', created_at: old }).execute();
  await first.db.insertInto('public_gop_verifications').values([{ gop_id: null, result: 'unknown', ip: '198.51.100.7', created_at: old }, { gop_id: null, result: 'unknown', ip: '198.51.100.8', created_at: iso(at + 185 * DAY) }]).execute();
  jest.useRealTimers();
  await first.db.insertInto('outbox').values({ to_address: user.email, subject: 'later', text: 'later', created_at: iso(at + 189 * DAY) }).execute();

  const log = recordingLog();
  const removed = await purgeOn(first, at + 190 * DAY, log);
  expect(removed).toMatchObject({ orphanUploads: 1, verificationCodes: 1, behaviorLog: 1, publicVerifications: 1 });
  expect((await first.db.selectFrom('public_gop_verifications').select('ip').execute()).map((r) => r.ip)).toEqual(['198.51.100.8']);
  // The session made at `at` was idle past its 30 days, and 30 more have passed; signing in may have mailed too.
  expect(removed?.sessions).toBeGreaterThanOrEqual(1);
  expect(removed?.mailOutbox).toBeGreaterThanOrEqual(1);
  expect(await first.app.ctx.storage.stat(stored)).toBeNull();
  expect((await first.db.selectFrom('outbox').select('subject').where('to_address', '=', user.email).execute()).map((r) => r.subject)).toEqual(['later']);

  expect(log.lines).toEqual([{ removed }]);
  const logged = JSON.stringify(log.lines);
  for (const personal of [user.account, user.email, stored, '203.0.113.9', '198.51.100.7']) expect(logged).not.toContain(personal);
});

test('a period of 0 keeps that kind of data', async () => {
  const t = first;
  await t.db.insertInto('outbox').values({ to_address: 'someone@example.vn', subject: 'old', text: 'old', created_at: new Date(T0).toISOString() }).execute();
  const removed = await purgeExpired({ db: t.db, storage: t.app.ctx.storage, retention: { ...t.config.retention, outboxDays: 0 }, locks: purgeLocks(null, recordingLog()), log: recordingLog(), now: () => new Date(T0 + 5000 * DAY) });
  expect(removed).not.toHaveProperty('mailOutbox');
  expect(await t.db.selectFrom('outbox').select('id').execute()).not.toEqual([]);
});
