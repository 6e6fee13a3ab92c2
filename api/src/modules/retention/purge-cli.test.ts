/**
 * `npm run privacy:purge -w api` as an operator runs it: the built command (api/dist-test) on the
 * test's database (SQLite file or PostgreSQL schema), configured by the environment alone. It
 * prints counts, and only counts (docs/privacy.md "Retention").
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { scratchStorage } from '../../storage/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';

jest.setTimeout(60_000);

const COMMAND = path.resolve(__dirname, '..', '..', '..', 'dist-test', 'purge-cli.js');
let t: TestApp;
let disposeFiles: () => Promise<void>;
let filesEnv: Record<string, string>;

beforeAll(async () => {
  const files = await scratchStorage('local');
  [disposeFiles, filesEnv] = [files.dispose, files.env];
  t = await startTestApp({ storage: files.config });
});
afterAll(async () => {
  await t?.close();
  await disposeFiles?.();
});

test('one pass now: an outbox mail past its period goes, a recent one stays, the output names kinds and counts only', async () => {
  const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
  await t.db.insertInto('outbox').values({ to_address: 'purge.cli@example.vn', subject: 'old code', text: 'Your code is 111111', created_at: old }).execute();
  await t.db.insertInto('outbox').values({ to_address: 'purge.cli@example.vn', subject: 'new code', text: 'Your code is 222222', created_at: new Date().toISOString() }).execute();
  const database = t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema ?? '' } : { DATABASE_FILE: t.config.databaseFile };
  const run = spawnSync(process.execPath, [COMMAND], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...database, ...filesEnv }, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^claimDrafts: \d+, orphanUploads: \d+, verificationCodes: \d+, codeGuesses: \d+, sessions: \d+, behaviorLog: \d+, publicVerifications: \d+, mailOutbox: [1-9]\d*\n$/);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/purge\.cli@example\.vn|111111/);
  expect((await t.db.selectFrom('outbox').select('subject').where('to_address', '=', 'purge.cli@example.vn').execute()).map((r) => r.subject)).toEqual(['new code']);
});
