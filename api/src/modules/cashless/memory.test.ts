/**
 * Memory under hostile uploads: the real server in a child process, 20 parallel
 * cashless applications of ~30 MB each (two 9 MB photos, then a 12 MB one over the 10 MB limit),
 * sampling the child's resident memory. Photos stream to disk, so the growth stays far below
 * what 20 × 28 MB held in memory would cost (measured figures: docs/architecture.md).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { scratchDatabase, type ScratchDatabase } from '../../test/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { signInWithPin } from '../../test/sign-in';
import { peakMemory, streamedMultipart } from '../../test/streamed-bodies';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const PARALLEL = 20;
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const FIELDS = { fullName: 'Phạm Thị Hoa', idType: 'citizen_id', idNumber: '001099000000', dateOfBirth: '1999-01-01', phone: '0900000000', commitmentsAccepted: 'true' };
const PHOTOS: [string, number][] = [['idFront', 9 * MB], ['idBack', 9 * MB], ['portrait', 12 * MB]];
const photo = ([field, size]: [string, number]) => ({ field, size, head: JPEG_HEAD, filename: `${field}.jpg`, type: 'image/jpeg' });

let server: ServerProcess;
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await scratchDatabase('mem');
  server = await startServerProcess({ ...scratch.env, UPLOAD_DIR: path.join(scratch.dir, 'uploads'), CASHLESS_AUTO_APPROVE: 'none' });
});

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

test(`${PARALLEL} parallel 30 MB cashless applications: refused with 413, nothing kept, memory growth < 150 MB`, async () => {
  const token = await signInWithPin(server, 'hoa.pham', 'Hoa2026pw');
  expect((await server.request('GET', '/api/cashless/status', { token })).status).toBe(200);

  const { result: answers, baselineMb, peakMb, growthMb } = await peakMemory(server.pid, () =>
    Promise.all(
      Array.from({ length: PARALLEL }, () => {
        const boundary = `----sencare${randomBytes(8).toString('hex')}`;
        return server.request('POST', '/api/cashless/apply', { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, streamedMultipart(boundary, FIELDS, PHOTOS.map(photo)));
      }),
    ),
  );
  console.log(`cashless apply, ${PARALLEL} × 30 MB in parallel: RSS ${baselineMb} MB → peak ${peakMb} MB (+${growthMb} MB)`);

  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, msg: 'validation.imageTooLarge', errors: { portrait: 'validation.imageTooLarge' } });
  }
  const cashlessDir = path.join(scratch.dir, 'uploads', 'cashless');
  expect(fs.existsSync(cashlessDir) ? fs.readdirSync(cashlessDir) : []).toEqual([]);
  expect(growthMb).toBeLessThan(150);
  expect((await server.request('GET', '/api/cashless/status', { token })).body).toContain('"status":"none"');
});
