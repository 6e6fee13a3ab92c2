import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Db } from '../db/database';
import { hashPassword, hashPin, sha256Hex } from '../lib/secrets';
import { UserRepository } from '../modules/auth';
import { createPgTestDatabase } from './pgTestDatabase';
import { sqliteFromTemplate } from './seededTemplate';
import { TEST_PIN } from './sign-in';

export interface ApiAnswer {
  status: number;
  code: number;
  msg: string;
  // Each test reads the fields of its own route's answer; a per-route type adds nothing here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: Record<string, string>;
  headers: LightMyRequestResponse['headers'];
  raw: string;
}

export interface CallOptions {
  token?: string;
  /** Send as application/x-www-form-urlencoded (the spec's default) instead of JSON. */
  form?: boolean;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  /** The configuration it was built with (a replica started with `sameDatabaseAs` takes it whole). */
  config: AppConfig;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  post(url: string, body?: unknown, options?: CallOptions): Promise<ApiAnswer>;
  get(url: string, options?: CallOptions): Promise<ApiAnswer>;
  del(url: string, options?: CallOptions): Promise<ApiAnswer>;
  login(account: string, password: string): Promise<string>;
  /**
   * login, then TEST_PIN set as the app does after a first sign-in (409 when the account has one):
   * the API serves a user without a PIN only the set-PIN routes (src/http/roles.ts allowedBeforePin).
   */
  signIn(account: string, password: string): Promise<string>;
  /**
   * A fresh customer with its own account (so counters and sessions don't leak between tests),
   * with TEST_PIN set unless `pin: null` (the API serves a user without a PIN only the routes
   * that set one: src/http/roles.ts allowedBeforePin).
   */
  createUser(options?: { password?: string; email?: string; pin?: null }): Promise<{ id: number; account: string; email: string; password: string; userCode: string }>;
  expireSession(token: string): Promise<void>;
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Every response of every test passes through here: hashes must never leave the service. */
function assertNoSecrets(raw: string): void {
  if (raw.includes('$argon2')) throw new Error(`A password/PIN/code hash leaked in a response: ${raw.slice(0, 200)}`);
}

function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  return params.toString();
}

let counter = 0;

export { TEST_PIN };
/** argon2 of TEST_PIN per pepper, hashed once per test file. */
const testPinHashes = new Map<string, Promise<string>>();
const testPinHash = (pepper: string) => {
  if (!testPinHashes.has(pepper)) testPinHashes.set(pepper, hashPin(TEST_PIN, pepper));
  return testPinHashes.get(pepper) as Promise<string>;
};

/**
 * A test app on a fresh database, or, with `sameDatabaseAs`, another replica of a test app: its
 * whole configuration (database, files, limits, Redis) plus `overrides`; closing a replica leaves
 * the database to the first app, which drops it.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: { sameDatabaseAs?: TestApp; seededWithoutPin?: boolean } = {}): Promise<TestApp> {
  const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  // UPLOAD_DIR as the test file set it (claims/testkit.ts); `storage` in overrides picks S3 instead.
  const base = loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: process.env.UPLOAD_DIR }, []);
  let cleanup: () => Promise<void>;
  let dbConfig: Partial<AppConfig>;
  const owner = options.sameDatabaseAs?.config;
  if (owner) {
    dbConfig = {};
    cleanup = async () => undefined;
  } else if (dialect === 'postgres') {
    const database = await createPgTestDatabase('', { seededAs: { ...base, ...overrides } });
    dbConfig = { databaseUrl: database.url, databaseSchema: database.schema };
    cleanup = database.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-api-'));
    dbConfig = { databaseUrl: undefined, databaseFile: path.join(dir, 'test.db') };
    // Migrated and seeded already, copied from the run's template (src/test/seededTemplate.ts).
    await sqliteFromTemplate(dbConfig.databaseFile as string, { ...base, ...overrides });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const config: AppConfig = owner ? { ...owner, ...overrides } : {
    ...base,
    ...dbConfig,
    logLevel: 'silent',
    enableDevRoutes: true,
    gateway: false,
    rateLimit: { perIp: 100_000, perAccount: 100_000, windowMs: 60_000 },
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const db = app.ctx.db;
  // The seeded accounts without a PIN (demo, hoa.pham, the assessor, the hospital staff) get
  // TEST_PIN, as after their first sign-in in the app; `seededWithoutPin` keeps the seed as it is.
  if (!owner && !options.seededWithoutPin) await db.updateTable('users').set({ pin_hash: await testPinHash(config.pinPepper) }).where('pin_hash', 'is', null).execute();

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, body: unknown, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token !== undefined) headers.token = options.token;
    let payload: string | undefined;
    if (method === 'POST' && body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = formEncode(body as Record<string, unknown>);
      } else {
        headers['content-type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
    }
    const res = await app.inject({ method, url, headers, payload });
    assertNoSecrets(res.body);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed envelope of any route
    let parsed: any = {};
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = {};
    }
    return { status: res.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, errors: parsed.errors, headers: res.headers, raw: res.body };
  }

  const testApp: TestApp = {
    app,
    config,
    db,
    dialect,
    post: (url, body = {}, options) => call('POST', url, body, options),
    get: (url, options) => call('GET', url, undefined, options),
    del: (url, options) => call('DELETE', url, undefined, options),
    async login(account, password) {
      const res = await call('POST', '/api/auth/login', { account, password, privacyAccepted: true });
      if (res.code !== 0) throw new Error(`login failed for ${account}: ${res.raw}`);
      return res.data.token as string;
    },
    async signIn(account, password) {
      const token = await testApp.login(account, password);
      await call('POST', '/api/pin/set', { newPin: TEST_PIN, confirmPin: TEST_PIN }, { token });
      return token;
    },
    async createUser(options = {}) {
      const n = ++counter;
      const account = `user${n}.${randomBytes(3).toString('hex')}`;
      const email = options.email ?? `${account}@example.vn`;
      const password = options.password ?? 'Xk7mPq2026';
      const user = await new UserRepository(db).create({
        role: 'customer',
        account,
        email,
        full_name: 'Phạm Quốc Bảo',
        phone: '0900000000',
        id_type: 'citizen_id',
        id_number: '001099000000',
        date_of_birth: '1999-01-01',
        gender: 'male',
        password_hash: await hashPassword(password),
        pin_hash: options.pin === null ? null : await testPinHash(config.pinPepper),
        locked_until: null,
        pin_locked_until: null,
        privacy_version: null,
        privacy_accepted_at: null,
      });
      return { id: user.id, account, email, password, userCode: user.user_code };
    },
    async expireSession(token) {
      const past = new Date(Date.now() - 60_000).toISOString();
      await db.updateTable('sessions').set({ expires_at: past }).where('token_hash', '=', sha256Hex(token)).execute();
    },
    async latestCode(email) {
      const res = await call('GET', `/api/dev/outbox/latest?to=${encodeURIComponent(email)}`, undefined);
      if (res.code !== 0 || !res.data.code) throw new Error(`no code in outbox for ${email}: ${res.raw}`);
      return res.data.code as string;
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
  return testApp;
}

