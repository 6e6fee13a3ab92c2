import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port';
import { API_DIR, TEST_BUILD } from './server-process';

/**
 * The real server process (the test build of api/src/server.ts, server-process.ts) started with
 * NODE_ENV=production in a configuration that starts, less or plus what a test says: shared by
 * src/production-config.test.ts (what it refuses) and src/production-start.test.ts (a good start on
 * an empty database, on both dialects).
 */
const GOOD_PEPPER = randomBytes(48).toString('base64');
const GOOD_STORAGE_KEY = randomBytes(32).toString('base64');
const SMTP = 'smtps://sencare:s3cret-smtp-pw@127.0.0.1:1';
export const EXIT_CONFIG = 78;
/**
 * How long a good configuration may take to answer /api/health: a start that migrates an empty
 * database is about 3 s on an idle machine and took 28 s on one at load 15-20. A ceiling that the
 * test waits out only when the server never answers.
 */
export const START_CEILING_MS = 90_000;

/** A production environment that starts; each test takes one thing away or adds one. */
function productionEnv(port: number, database: Record<string, string>, overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
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
    INSURER_LEGAL_NAME: 'Tổng Công ty Bảo hiểm Kiểm thử',
    INSURER_ADDRESS: '1 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    INSURER_LICENCE_NO: '99/GP/KDBH',
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

export interface Run {
  code: number | null;
  stderr: string;
  /** Status of /api/health and /api/docs while it ran (started runs only). */
  health?: number;
  docs?: number;
}

/**
 * Starts the server on `database`; a refused start exits by itself, a started one is asked about
 * health then stopped. A port found free can be taken by another jest worker before the child binds
 * it (EADDRINUSE): then the start is tried on another port, as startServerProcess does.
 */
export async function runServer(database: Record<string, string>, overrides: Record<string, string | undefined>): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(await freePort(), database, overrides);
    if (attempt >= 3 || !run.stderr.includes('EADDRINUSE')) return run;
  }
}

async function runOnce(port: number, database: Record<string, string>, overrides: Record<string, string | undefined>): Promise<Run> {
  const child = spawn(process.execPath, TEST_BUILD, { cwd: API_DIR, env: productionEnv(port, database, overrides), stdio: ['ignore', 'ignore', 'pipe'] });
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

export function expectRefused(run: Run, line: RegExp): void {
  expect(run.code).toBe(EXIT_CONFIG);
  expect(run.health).toBeUndefined();
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Refusing to start with NODE_ENV=production: /);
  expect(lines[0]).toMatch(line);
}
