import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_CSP } from './http/security-headers';
import { FROM_BUILD, startServerProcess, type ServerProcess } from './test/server-process';
import { signInWithPin } from './test/sign-in';
import { scratchDatabase, type ScratchDatabase } from './test/scratchDatabase';

/**
 * Production runs the build, not tsx: `npm run build -w api` bundles src/ and the
 * shared TypeScript into dist/ and `node dist/server.js` serves. Built and started for real here,
 * with NODE_ENV=production, seeded on purpose by the built seed command, on SQLite and PostgreSQL.
 */
const API_DIR = path.resolve(__dirname, '..');

let scratch: ScratchDatabase;
let env: Record<string, string>;
let server: ServerProcess;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'pipe' });
  scratch = await scratchDatabase('build');
  env = {
    ...scratch.env,
    NODE_ENV: 'production',
    LOG_LEVEL: '', // the production default is part of what is checked
    PIN_PEPPER: randomBytes(48).toString('base64'),
    STORAGE_MASTER_KEY: randomBytes(32).toString('base64'),
    STORAGE_MASTER_KEY_ID: 'build-test',
    MAIL_OUTBOX: '1',
    WEBAUTHN_ORIGIN: 'https://app.sencare.vn',
    INSURER_LEGAL_NAME: 'Tổng Công ty Bảo hiểm Kiểm thử',
    INSURER_ADDRESS: '1 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    INSURER_LICENCE_NO: '99/GP/KDBH',
    UPLOAD_DIR: path.join(scratch.dir, 'uploads'),
  };
  execFileSync(process.execPath, ['dist/seed-cli.js'], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: 'pipe' });
  server = await startServerProcess(env, FROM_BUILD);
});

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

test('the build holds the server and the operator commands, with source maps to the TypeScript', () => {
  for (const name of ['server', 'seed-cli', 'outbox-cli', 'assessor-cli']) expect(fs.existsSync(path.join(API_DIR, 'dist', `${name}.js`))).toBe(true);
  const map = JSON.parse(fs.readFileSync(path.join(API_DIR, 'dist', 'server.js.map'), 'utf8')) as { sources: string[] };
  expect(map.sources).toEqual(expect.arrayContaining(['../src/server.ts', '../src/app.ts', '../../shared/src/rules/claims.ts']));
});

test('node dist/server.js serves the API in production: health, login, profile, claims, API headers', async () => {
  const health = await server.request('GET', '/api/health');
  expect(JSON.parse(health.body)).toMatchObject({ code: 0, data: { status: 'ok', database: { dialect: process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite' } } });
  const token = await signInWithPin(server, 'demo', 'Demo2026');
  const info = await server.request('POST', '/api/customer/getuserinfo', { token, 'content-type': 'application/x-www-form-urlencoded' }, '');
  expect(JSON.parse(info.body)).toMatchObject({ code: 0, data: { account: 'demo' } });
  expect(info.headers['content-security-policy']).toBe(API_CSP);
  expect(info.headers['permissions-policy']).toBeUndefined();
  const claims = await server.request('GET', '/api/claims?tab=in_progress&page=1&pageSize=10', { token });
  expect(JSON.parse(claims.body).data.items.length).toBeGreaterThan(0);
});

test('at the production default log level a request writes no log line', async () => {
  for (let i = 0; i < 5; i++) await server.request('GET', '/api/health');
  await server.request('GET', '/api/nothing');
  expect(server.output()).not.toMatch(/incoming request|request completed/);
  expect(server.output()).toContain('SenCare API on');
});
