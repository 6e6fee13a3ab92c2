import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startReplicas, testRedis, type Replicas, type TestRedis } from '../../redis/test-support';
import type { TestApp } from '../../test/helpers';
import { TUS_LOCATION } from './tus';

/**
 * Resumable uploads on two replicas sharing one database, one UPLOAD_DIR and one real Redis: the
 * upload's lock is in Redis, so a PATCH (or DELETE) on replica B while replica A is still writing
 * the same upload gets 423, and goes through once A is done. Real HTTP for A's PATCH, so it can be
 * held open mid-body.
 */
jest.setTimeout(60_000);

const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = 'application/offset+octet-stream';
const FILE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(3000 - 12)]);
const b64 = (s: string) => Buffer.from(s).toString('base64');

let redis: TestRedis;
let replicas: Replicas;
let dir: string;
let token: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-upload-lock-'));
  process.env.UPLOAD_DIR = path.join(dir, 'uploads');
  redis = await testRedis();
  replicas = await startReplicas(2, redis, {}, true);
  const user = await replicas.apps[0].createUser();
  token = await replicas.apps[0].login(user.account, user.password);
});
afterAll(async () => {
  await replicas?.close();
  await redis?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function create(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: TUS_LOCATION, headers: { ...TUS, token, 'upload-length': String(FILE.length), 'upload-metadata': `filename ${b64('receipt.jpg')},kind ${b64('invoice')}` } });
  expect(res.statusCode).toBe(201);
  return String(res.headers.location).split('/').pop()!;
}

const patch = (t: TestApp, id: string, offset: number, body: Buffer) =>
  t.app.inject({ method: 'PATCH', url: `${TUS_LOCATION}/${id}`, payload: body, headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': OCTETS } });
const offsetOn = async (t: TestApp, id: string) => Number((await t.app.inject({ method: 'HEAD', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } })).headers['upload-offset']);

/** A PATCH over real HTTP whose body is sent in two parts: the first now, the rest when `finish` is called. */
function slowPatch(base: string, id: string, offset: number, body: Buffer, firstPart: number) {
  const request = http.request(`${base}${TUS_LOCATION}/${id}`, { method: 'PATCH', headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': OCTETS, 'content-length': String(body.length) } });
  const answer = new Promise<{ status: number; offset: string | undefined }>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, offset: res.headers['upload-offset'] as string | undefined }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, firstPart));
  return { answer, finish: () => request.end(body.subarray(firstPart)) };
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a PATCH on replica B while replica A writes the same upload → 423 (DELETE too); after A is done, B goes on', async () => {
  const [a, b] = replicas.apps;
  const id = await create(a);
  const held = slowPatch(replicas.urls[0], id, 0, FILE.subarray(0, 1000), 100);
  try {
    // A has the lock and is receiving the body; its bytes become one part when the PATCH ends
    // (stored files are sealed whole, src/storage/encrypted.ts), so B still sees offset 0.
    await until(async () => (await redis.admin.exists(`${redis.prefix}lock:upload:${id}`)) === 1);
    expect(await offsetOn(b, id)).toBe(0);
    const refused = await patch(b, id, 0, FILE);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({ code: 423, msg: 'error.tooManyRequests', data: null });
    expect((await b.app.inject({ method: 'DELETE', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } })).statusCode).toBe(423);
    expect(await redis.admin.exists(`${redis.prefix}lock:upload:${id}`)).toBe(1);
  } finally {
    held.finish();
  }
  expect(await held.answer).toEqual({ status: 204, offset: '1000' });
  expect(await redis.admin.exists(`${redis.prefix}lock:upload:${id}`)).toBe(0);

  const rest = await patch(b, id, 1000, FILE.subarray(1000));
  expect(rest.statusCode).toBe(204);
  expect(rest.headers['upload-offset']).toBe(String(FILE.length));
  const state = await a.app.inject({ method: 'GET', url: `/api/claims/uploads/${id}`, headers: { token } });
  expect(state.json().data.receipt).toMatchObject({ size: FILE.length });
});

test('chunks sent to the replicas in turn, each right after the last answer, never meet a lock left behind', async () => {
  const id = await create(replicas.apps[0]);
  const statuses: number[] = [];
  for (let offset = 0, i = 0; offset < FILE.length; offset += 300, i++) statuses.push((await patch(replicas.apps[i % 2], id, offset, FILE.subarray(offset, offset + 300))).statusCode);
  expect(statuses).toEqual(new Array(10).fill(204));
});
