import { randomBytes } from 'node:crypto';
import { scratchDatabase, type ScratchDatabase } from './test/scratchDatabase';
import { startS3rver } from './storage/testkit';
import { EXIT_CONFIG, expectRefused, runServer as runOn, START_CEILING_MS, type Run } from './test/production-server';

/**
 * What the server started with NODE_ENV=production refuses, and the one line it prints
 * (src/test/production-server.ts starts it). Configuration only, so SQLite only
 * (src/test/dialect-suites.cjs); the start on an empty database of each dialect is
 * src/production-start.test.ts.
 */
jest.setTimeout(START_CEILING_MS + 30_000);

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase('prod');
});
afterAll(async () => {
  await scratch.drop();
});
const runServer = (overrides: Record<string, string | undefined>): Promise<Run> => runOn(scratch.env, overrides);

const HOW_TO_PEPPER = /at least 32 characters, e\.g\. PIN_PEPPER=\$\(openssl rand -base64 48\)$/;

describe('PIN_PEPPER', () => {
  test.each([
    ['unset', undefined, /PIN_PEPPER is not set \(or is the development value\)/],
    ['the development value', 'sencare-dev-pin-pepper-change-me', /PIN_PEPPER is not set \(or is the development value\)/],
    ['shorter than 32 characters', 'only-twenty-chars-xx', /PIN_PEPPER is too short \(20 characters\)/],
    ['long but one character repeated', 'a'.repeat(64), /PIN_PEPPER is too simple \(1 different characters\)/],
  ])('%s → refuses with one line saying what to set', async (_name, pepper, reason) => {
    const run = await runServer({ PIN_PEPPER: pepper });
    expectRefused(run, reason);
    expect(run.stderr.trimEnd()).toMatch(HOW_TO_PEPPER);
  });
});

describe('storage master key', () => {
  test('unset → refuses, naming STORAGE_MASTER_KEY and how to make one', async () => {
    expectRefused(await runServer({ STORAGE_MASTER_KEY: undefined, STORAGE_MASTER_KEY_ID: undefined }), /STORAGE_MASTER_KEY is not set \(or is the development key\).*STORAGE_MASTER_KEY=\$\(openssl rand -base64 32\)/);
  });

  test('not 32 bytes of base64, or without an id → exit 78 with one line, the value never printed', async () => {
    const short = randomBytes(16).toString('base64');
    const run = await runServer({ STORAGE_MASTER_KEY: short });
    expect(run.code).toBe(EXIT_CONFIG);
    expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/STORAGE_MASTER_KEY \(key 2026-11\) must be 32 random bytes as base64/)]);
    expect(run.stderr).not.toContain(short);
    expect((await runServer({ STORAGE_MASTER_KEY_ID: undefined })).stderr).toMatch(/STORAGE_MASTER_KEY_ID is not set/);
  });
});

describe('mail', () => {
  test('no SMTP_URL → refuses, naming SMTP_URL and the MAIL_OUTBOX=1 opt-in', async () => {
    expectRefused(await runServer({ SMTP_URL: undefined }), /SMTP_URL is not set.*set SMTP_URL=smtps:\/\/.*MAIL_OUTBOX=1/);
  });

  test('an SMTP_URL that is not smtp(s):// → refuses without printing it (it holds a password)', async () => {
    const run = await runServer({ SMTP_URL: 'smtp//sencare:s3cret-smtp-pw@mail.example.vn' });
    expectRefused(run, /SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/);
    expect(run.stderr).not.toContain('s3cret-smtp-pw');
  });

  test('MAIL_OUTBOX=1 without SMTP_URL starts (mails stay in the outbox table on purpose)', async () => {
    const run = await runServer({ SMTP_URL: undefined, MAIL_OUTBOX: '1' });
    expect(run.health).toBe(200);
    expect(run.code).toBe(0);
  });
});

describe('demo conveniences', () => {
  test('AUTO_SEED=1 → refuses (demo accounts have published passwords)', async () => {
    expectRefused(await runServer({ AUTO_SEED: '1' }), /AUTO_SEED=1 would create the demo accounts.*npm run seed -w api/);
  });

  test('ENABLE_DEV_ROUTES=1 → refuses', async () => {
    expectRefused(await runServer({ ENABLE_DEV_ROUTES: '1' }), /ENABLE_DEV_ROUTES=1 would publish emailed verification codes/);
  });

  test('no WEBAUTHN_ORIGIN, or one that is not an https origin → refuses, saying what to set', async () => {
    expectRefused(await runServer({ WEBAUTHN_ORIGIN: undefined }), /WEBAUTHN_ORIGIN is not set.*WEBAUTHN_ORIGIN=https:\/\/app\.sencare\.vn/);
    expectRefused(await runServer({ WEBAUTHN_ORIGIN: 'http://app.sencare.vn' }), /WEBAUTHN_ORIGIN=http:\/\/app\.sencare\.vn is not an https:\/\/ origin/);
    expectRefused(await runServer({ WEBAUTHN_ORIGIN: 'https://app.sencare.vn/app' }), /is not an https:\/\/ origin \(scheme and host, no path\)/);
  });

  test('several problems → one line each', async () => {
    const run = await runServer({ PIN_PEPPER: undefined, SMTP_URL: undefined, AUTO_SEED: '1' });
    expect(run.code).toBe(EXIT_CONFIG);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(3);
  });
});

describe('the insurer on the letters of guarantee', () => {
  test('unset → refuses with one line naming each missing one; all set → the good start of the other tests', async () => {
    expectRefused(await runServer({ INSURER_LEGAL_NAME: undefined, INSURER_ADDRESS: undefined, INSURER_LICENCE_NO: undefined }), /INSURER_LEGAL_NAME, INSURER_ADDRESS, INSURER_LICENCE_NO are not set, so the letters of guarantee would name no guarantor/);
    expectRefused(await runServer({ INSURER_LICENCE_NO: '  ' }), /: INSURER_LICENCE_NO is not set, so the letters of guarantee/);
  });
});

describe('a variable the API cannot use', () => {
  // TRUST_PROXY=true once ended in a raw stack and exit 1; any environment, not only production.
  test.each([
    [{ TRUST_PROXY: 'true' }, /^Refusing to start: TRUST_PROXY=true: name the proxy addresses or CIDRs to trust/],
    [{ TRUST_PROXY: '2', NODE_ENV: 'development' }, /^Refusing to start: TRUST_PROXY=2: .*not a flag or hop count$/],
    [{ PORT: 'eighty' }, /^Refusing to start: PORT=eighty: use a number ≥ 0 \(default 8080\)$/],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '-1' }, /^Refusing to start: SHUTDOWN_TIMEOUT_SECONDS=-1: use a number of seconds/],
  ])('%p → exit 78 with one line saying what to set, no stack', async (overrides, line) => {
    const run = await runServer(overrides);
    expect(run.code).toBe(EXIT_CONFIG);
    expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
  });
});

describe('object storage', () => {
  test('STORAGE=s3 without its bucket or keys → refuses, naming what to set', async () => {
    expectRefused(await runServer({ STORAGE: 's3' }), /STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set the bucket/);
    expectRefused(await runServer({ STORAGE: 's3', S3_BUCKET: 'sencare-uploads', S3_ACCESS_KEY_ID: 'sencare' }), /STORAGE=s3 needs S3_SECRET_ACCESS_KEY:/);
    expectRefused(await runServer({ STORAGE: 's3', S3_BUCKET: 'ab', S3_ACCESS_KEY_ID: 'sencare', S3_SECRET_ACCESS_KEY: 's3cret-key' }), /S3_BUCKET=ab is not a bucket name/);
  });

  test('STORAGE=s3 with a bucket and its keys starts (against a real s3rver)', async () => {
    const s3 = await startS3rver();
    try {
      expect(await runServer(s3.env)).toMatchObject({ health: 200, code: 0 });
    } finally {
      await s3.stop();
    }
  });
});
