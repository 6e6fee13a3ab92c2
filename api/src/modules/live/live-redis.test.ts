import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReplicas, testRedis, type Replicas, type TestRedis } from '../../redis/test-support';
import { API_DIR, TEST_BUILD_ASSESSOR } from '../../test/server-process';
import { openStream, waitUntil, type OpenedStream } from './test-client';

/**
 * Live events across replicas: two API replicas on one database and one real Redis, each listening
 * on 127.0.0.1. The customer's stream is held by replica B; the insurer's change goes through
 * replica A, or through the assessor CLI in a process of its own. Both must reach the stream.
 */
jest.setTimeout(60_000);

const CLAIM = 'CL-2026-000204'; // lan.tran's, processing in the seed

let redis: TestRedis;
let replicas: Replicas;
let dir: string;
let lan: string;
let assessor: string;
const streams: OpenedStream[] = [];

const open = async (replica: number, token: string) => {
  const stream = await openStream(replicas.urls[replica], token);
  streams.push(stream);
  return stream;
};

/** The assessor's move of CLAIM through the console's route, on one replica. */
async function transition(replica: number, action: 'requestOriginals' | 'originalsReceived'): Promise<void> {
  const res = await fetch(`${replicas.urls[replica]}/api/insurer/claims/${CLAIM}/actions`, { method: 'POST', headers: { token: assessor, 'content-type': 'application/json' }, body: JSON.stringify({ action }) });
  expect(res.status).toBe(200);
}

/** `npm run assessor -w api -- …` as its own process, on the replicas' database and Redis. */
function assessorCli(args: string[]): Promise<{ code: number | null; output: string }> {
  const { databaseUrl, databaseSchema, databaseFile } = replicas.apps[0].config;
  const env = { ...process.env, DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: databaseSchema ?? '', DATABASE_FILE: databaseFile, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TEST_BUILD_ASSESSOR, ...args], { cwd: API_DIR, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-live-redis-'));
  process.env.UPLOAD_DIR = path.join(dir, 'uploads');
  redis = await testRedis();
  replicas = await startReplicas(2, redis, {}, true);
  const a = replicas.apps[0];
  [lan, assessor] = [await a.login('lan.tran', 'Lan2026pw'), await a.login('assessor', 'Assessor2026')];
});

afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

afterAll(async () => {
  await replicas?.close();
  await redis?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`live events across replicas (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  test("the insurer's move on replica A reaches the customer's stream on replica B (and one on A)", async () => {
    const onB = await open(1, lan);
    const onA = await open(0, lan);
    const before = (await onB.next('snapshot')).data.unreadCount as number;
    await onA.next('snapshot');
    await transition(0, 'requestOriginals');
    expect((await onB.next('claim-status')).data).toEqual({ claimId: CLAIM, status: 'waiting_originals', by: 'insurer' });
    expect((await onB.next('unread-count')).data).toEqual({ count: before + 1 });
    expect((await onA.next('claim-status')).data).toMatchObject({ status: 'waiting_originals' });
  });

  test('the assessor CLI, a process of its own, reaches the stream on replica B through Redis', async () => {
    const onB = await open(1, lan);
    await onB.next('snapshot');
    const run = await assessorCli(['originals-received', CLAIM]);
    expect(run).toMatchObject({ code: 0 });
    expect(run.output).toContain(`${CLAIM} → processing`);
    expect((await onB.next('claim-status')).data).toEqual({ claimId: CLAIM, status: 'processing', by: 'insurer' });
    // A process start on a busy machine: the suite's 90 s ceiling (jest.config.js), not a budget.
  });

  test("events travel on <prefix>live and nobody else's stream hears them", async () => {
    const demo = await replicas.apps[1].login('demo', 'Demo2026');
    const theirs = await open(1, demo);
    await theirs.next('snapshot');
    const watcher = redis.admin.duplicate();
    const seen: string[] = [];
    await watcher.subscribe(`${redis.prefix}live`);
    watcher.on('message', (_channel: string, text: string) => seen.push(text));
    await transition(0, 'requestOriginals');
    // Proof of silence without waiting for it: once lan's two events are on the channel, an event
    // of demo's own is published after them; Redis delivers one channel in order, so demo's stream
    // meeting its own event first proves lan's never reached it.
    // (The assessors' `record-changed` notices travel on the same channel; they are for staff, not lan or demo.)
    const customerEvents = () => seen.map((t) => JSON.parse(t).event.type).filter((type) => type !== 'record-changed');
    await waitUntil(() => customerEvents().length === 2);
    await replicas.apps[1].post('/api/messages/read-all', {}, { token: demo });
    await theirs.next('unread-count');
    await watcher.quit();
    expect(customerEvents()).toEqual(['claim-status', 'unread-count', 'unread-count']);
    expect(theirs.received.map((e) => e.event)).toEqual(['snapshot', 'unread-count']);
  });

  test("when B's subscriber connection is lost, B's streams end (their reconnect takes a fresh snapshot) and B hears events again", async () => {
    const onB = await open(1, lan);
    await onB.next('snapshot');
    const ended = onB.body();
    const port = replicas.apps[1].app.ctx.redis!.subscriber!.stream.localPort;
    expect(await redis.admin.client('KILL', 'ADDR', `127.0.0.1:${port}`)).toBe(1); // one connection killed
    // The server ends the stream (not the test); ioredis reconnects within a few hundred ms.
    await Promise.race([ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream was not ended')), 20_000))]);
    const again = await open(1, lan);
    await again.next('snapshot');
    await transition(0, 'originalsReceived');
    expect((await again.next('claim-status')).data).toMatchObject({ status: 'processing' });
  });
});
