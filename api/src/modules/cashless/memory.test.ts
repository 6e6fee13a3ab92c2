/**
 * Memory under hostile uploads (issue 8 item 16): the real server in a child process, 20 parallel
 * cashless applications of ~30 MB each (two 9 MB photos, then a 12 MB one over the 10 MB limit),
 * sampling the child's resident memory. Photos stream to disk, so the growth stays far below
 * what 20 × 28 MB held in memory would cost (measured figures: docs/architecture.md).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { scratchDatabase, type ScratchDatabase } from '../../test/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const PARALLEL = 20;
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const FIELDS = { fullName: 'Phạm Thị Hoa', idType: 'citizen_id', idNumber: '001099000000', dateOfBirth: '1999-01-01', phone: '0900000000', commitmentsAccepted: 'true' };
const PHOTOS: [string, number][] = [['idFront', 9 * MB], ['idBack', 9 * MB], ['portrait', 12 * MB]];

/** The multipart body, generated 64 kB at a time so the test process holds none of it. */
function applicationBody(boundary: string): Readable {
  async function* parts() {
    for (const [name, value] of Object.entries(FIELDS)) yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 7);
    for (const [name, size] of PHOTOS) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      yield JPEG_HEAD;
      for (let sent = JPEG_HEAD.length; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

let server: ServerProcess;
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = scratchDatabase('mem');
  server = await startServerProcess({ ...scratch.env, UPLOAD_DIR: path.join(scratch.dir, 'uploads'), CASHLESS_AUTO_APPROVE: 'none' });
});

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

test(`${PARALLEL} parallel 30 MB cashless applications: refused with 413, nothing kept, memory growth < 150 MB`, async () => {
  const login = await server.request('POST', '/api/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ account: 'hoa.pham', password: 'Hoa2026pw', privacyAccepted: true }));
  const token = JSON.parse(login.body).data.token as string;
  expect((await server.request('GET', '/api/cashless/status', { token })).status).toBe(200);

  const baseline = rssKb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 25);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () => {
      const boundary = `----sencare${randomBytes(8).toString('hex')}`;
      return server.request('POST', '/api/cashless/apply', { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, applicationBody(boundary));
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(server.pid));
  const growthMb = (peak - baseline) / 1024;
  console.log(`cashless apply, ${PARALLEL} × 30 MB in parallel: RSS ${Math.round(baseline / 1024)} MB → peak ${Math.round(peak / 1024)} MB (+${Math.round(growthMb)} MB)`);

  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, msg: 'validation.imageTooLarge', errors: { portrait: 'validation.imageTooLarge' } });
  }
  const cashlessDir = path.join(scratch.dir, 'uploads', 'cashless');
  expect(fs.existsSync(cashlessDir) ? fs.readdirSync(cashlessDir) : []).toEqual([]);
  expect(growthMb).toBeLessThan(150);
  expect((await server.request('GET', '/api/cashless/status', { token })).body).toContain('"status":"none"');
});
