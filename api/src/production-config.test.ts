import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { scratchDatabase, type ScratchDatabase } from './test/scratchDatabase';
import http from 'node:http';
import { openDatabase } from './db/database';
import { startS3rver } from './storage/testkit';
import { freePort } from './test/free-port';
import { API_DIR, TEST_BUILD } from './test/server-process';

/**
 * The real server process (the test build of api/src/server.ts, src/test/server-process.ts) started with NODE_ENV=production: what it
 * refuses, the one line it prints, and that a good configuration starts on an empty database
 * without creating the demo accounts. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
const GOOD_PEPPER = randomBytes(48).toString('base64');
const GOOD_STORAGE_KEY = randomBytes(32).toString('base64');
const SMTP = 'smtps://sencare:s3cret-smtp-pw@127.0.0.1:1';
const EXIT_CONFIG = 78;
/**
 * How long a good configuration may take to answer /api/health: a start that migrates an empty
 * database is about 3 s on an idle machine and took 28 s on one at load 15-20. A ceiling that the
 * test waits out only when the server never answers.
 */
const START_CEILING_MS = 90_000;
jest.setTimeout(START_CEILING_MS + 30_000);

let scratch: ScratchDatabase;
let database: Record<string, string>;

beforeAll(async () => {
  scratch = await scratchDatabase('prod');
  database = scratch.env;
});
afterAll(async () => {
  await scratch.drop();
});


/** A production environment that starts; each test takes one thing away or adds one. */
function productionEnv(port: number, overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PIN_PEPPER: GOOD_PEPPER,
    SMTP_URL: SMTP,
    WEBAUTHN_ORIGIN: 'https://app.sencare.vn',
    STORAGE_MASTER_KEY: GOOD_STORAGE_KEY,
    STORAGE_MASTER_KEY_ID: '2026-11',
    ...database,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function getStatus(port: number, url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

interface Run {
  code: number | null;
  stderr: string;
  /** Status of /api/health and /api/docs while it ran (started runs only). */
  health?: number;
  docs?: number;
}

/** Starts the server; a refused start exits by itself, a started one is asked about health then stopped. */
async function runServer(overrides: Record<string, string | undefined>): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, TEST_BUILD, { cwd: API_DIR, env: productionEnv(port, overrides), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_CEILING_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const health = await getStatus(port, '/api/health');
    if (health) {
      const docs = await getStatus(port, '/api/docs/');
      child.kill('SIGTERM');
      return { code: await exited, stderr, health, docs };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode === null) child.kill('SIGKILL');
  return { code: await exited, stderr };
}

function expectRefused(run: Run, line: RegExp): void {
  expect(run.code).toBe(EXIT_CONFIG);
  expect(run.health).toBeUndefined();
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Refusing to start with NODE_ENV=production: /);
  expect(lines[0]).toMatch(line);
}

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

test('a good production configuration starts on an empty database, creates no demo account, hides the API docs, stops cleanly', async () => {
  const run = await runServer({});
  expect(run).toMatchObject({ health: 200, docs: 404, code: 0 });
  const handle = await openDatabase({ databaseUrl: database.DATABASE_URL || undefined, databaseSchema: database.DATABASE_SCHEMA, databaseFile: database.DATABASE_FILE ?? '' });
  try {
    const users = await handle.db.selectFrom('users').select('account').execute();
    expect(users).toEqual([]);
  } finally {
    await handle.destroy();
  }
  expect((await runServer({ ENABLE_API_DOCS: '1' })).docs).toBe(200);
});
