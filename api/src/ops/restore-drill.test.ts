/**
 * The restore drill (docs/deploying.md "Backups"): a customer's claims and documents made through
 * the real API, `npm run backup -w api` and `npm run restore -w api` as an operator runs them (the
 * built commands in api/dist-test, src/test/global-setup.cjs, configured by the environment
 * alone), into a new empty database and store; then every claim row is there and every document
 * downloads through the API, decrypted, equal to what was uploaded. A target that holds anything
 * and a backup with a changed byte are refused and restore nothing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { migrations } from '../db/migrations';
import type { AppConfig } from '../config';
import { accidentClaim, ACCIDENT_KINDS, type FormOptionsForTests } from '../modules/claims/submit-testkit';
import { JPEG, PDF, multipart } from '../modules/claims/testkit';
import { createStorage } from '../storage';
import { STORAGE_KINDS, scratchStorage } from '../storage/testkit';
import { startTestApp, type TestApp } from '../test/helpers';
import { createPgTestDatabase, type PgTestDatabase } from '../test/pgTestDatabase';

jest.setTimeout(120_000);

const BUILT = path.resolve(__dirname, '..', '..', 'dist-test');

/** Not spawnSync: s3rver answers from this process, whose event loop must keep running meanwhile. */
function command(name: 'backup-cli' | 'restore-cli', args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    // --no-warnings: the AWS SDK's notice about Node versions stays out of the output compared.
    const child = spawn(process.execPath, ['--no-warnings', path.join(BUILT, `${name}.js`), ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** The variables the commands read for a database: DATABASE_URL + DATABASE_SCHEMA, or DATABASE_FILE. */
const databaseEnv = (config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile'>): Record<string, string> =>
  config.databaseUrl ? { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema ?? 'public' } : { DATABASE_FILE: config.databaseFile };

describe.each(STORAGE_KINDS)('%s storage', (kind) => {
  let t: TestApp;
  let work: string;
  const disposals: (() => Promise<void>)[] = [];
  let sourceEnv: Record<string, string>;
  const uploaded = new Map<string, Buffer>();
  let claimRows: unknown[];

  /** A new empty target: a new database (same schema name: pg_restore keeps it), store and releases folder. */
  async function emptyTarget(label: string): Promise<{ config: AppConfig; env: Record<string, string> }> {
    const files = await scratchStorage(kind);
    disposals.push(files.dispose);
    const releasesDir = path.join(work, `releases-${label}`);
    let database: Partial<AppConfig>;
    if (t.dialect === 'postgres') {
      const created: PgTestDatabase = await createPgTestDatabase('restore');
      disposals.push(created.drop);
      database = { databaseUrl: created.url, databaseSchema: t.config.databaseSchema };
    } else {
      database = { databaseFile: path.join(work, `${label}.db`) };
    }
    const config = { ...t.config, ...database, storage: files.config, releasesDir };
    return { config, env: { ...databaseEnv(config), ...files.env, RELEASES_DIR: releasesDir, BACKUP_DIR: path.join(work, 'backups') } };
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-drill-'));
    const files = await scratchStorage(kind);
    disposals.push(files.dispose);
    t = await startTestApp({ storage: files.config });
    const releases = path.join(work, 'releases');
    fs.mkdirSync(path.join(releases, 'claims', '1.0.0-0123456789'), { recursive: true });
    fs.writeFileSync(path.join(releases, 'claims', '1.0.0-0123456789', 'remoteEntry.js'), 'var claims;');
    fs.writeFileSync(path.join(releases, 'remotes.json'), '{"claims":"/mfe/claims/1.0.0-0123456789/mf-manifest.json"}');
    sourceEnv = { ...databaseEnv(t.config), ...files.env, RELEASES_DIR: releases, BACKUP_DIR: path.join(work, 'backups') };

    // Two claims of one customer, each with its three documents, each document's bytes its own.
    const token = await t.signIn('lan.tran', 'Lan2026pw');
    const options: FormOptionsForTests = (await t.get('/api/claims/form-options', { token })).data;
    for (const amount of [1_230_000, 2_340_000]) {
      const ids: string[] = [];
      for (const documentKind of ACCIDENT_KINDS) {
        const bytes = Buffer.concat([documentKind === 'prescription' ? PDF : JPEG, randomBytes(3000)]);
        const { payload, headers } = multipart(`${documentKind}.jpg`, bytes, 'application/octet-stream');
        const answer = (await t.app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${documentKind}`, payload, headers: { ...headers, token } })).json();
        expect(answer.code).toBe(0);
        ids.push(answer.data.id);
        uploaded.set(answer.data.id, bytes);
      }
      expect((await t.post('/api/claims', accidentClaim(options, ids, amount), { token })).code).toBe(0);
    }
    claimRows = await t.db.selectFrom('claims').selectAll().orderBy('id').execute();
    expect(claimRows.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    await t?.close();
    for (const dispose of disposals.reverse()) await dispose();
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('back up, restore into a new empty database and store: every claim and every document is back, decrypted as uploaded', async () => {
    const backup = await command('backup-cli', [], sourceEnv);
    expect(backup).toMatchObject({ status: 0, out: expect.stringContaining('not in the backup: keep it separately') });
    const name = fs.readdirSync(path.join(work, 'backups')).find((entry) => entry.startsWith('sencare-'))!;
    const folder = path.join(work, 'backups', name);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, database: { dialect: t.dialect, migration: Object.keys(migrations).sort().at(-1) }, objects: { count: expect.any(Number), masterKeyIds: ['dev'] }, releases: { count: 2 } });
    // Sealed, as stored: no uploaded document's bytes appear in any file of the backup.
    for (const file of fs.readdirSync(path.join(folder, 'objects'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      const stored = fs.readFileSync(path.join(file.parentPath, file.name));
      for (const bytes of uploaded.values()) expect(stored.includes(bytes.subarray(bytes.length - 64))).toBe(false);
    }

    const target = await emptyTarget('drill');
    const restore = await command('restore-cli', [name], target.env);
    expect(restore).toMatchObject({ status: 0, out: expect.stringMatching(/^restored sencare-/) });
    console.log(`restore drill (${t.dialect}, ${kind}): ${backup.out.split('\n')[0].replace(/^backup \S+: /, '')} · ${restore.out.split('\n')[0].replace(/^restored \S+ /, '')}`);

    const restored = await buildApp({ ...target.config, autoSeed: false });
    try {
      expect(await restored.ctx.db.selectFrom('claims').selectAll().orderBy('id').execute()).toEqual(claimRows);
      const storage = createStorage(target.config.storage);
      const keys = await restored.ctx.db.selectFrom('claim_uploads').select(['public_id', 'stored_name']).execute();
      for (const { public_id: id, stored_name: key } of keys.filter((row) => uploaded.has(row.public_id))) {
        expect((await storage.get(key)).equals(uploaded.get(id)!)).toBe(true);
      }
      await storage.close();
      const login = await restored.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true } });
      const token = login.json().data.token as string;
      for (const [id, bytes] of uploaded) {
        const download = await restored.inject({ method: 'GET', url: `/api/claims/files/${id}`, headers: { token } });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(bytes)).toBe(true);
      }
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(target.config.releasesDir, 'claims', '1.0.0-0123456789', 'remoteEntry.js'), 'utf8')).toBe('var claims;');

    // --keep: two more backups, the oldest of the three goes.
    expect((await command('backup-cli', ['--keep', '2'], sourceEnv)).status).toBe(0);
    const last = await command('backup-cli', ['--keep', '2'], sourceEnv);
    expect(last).toMatchObject({ status: 0, out: expect.stringContaining(`deleted 1: ${name}`) });
    expect(fs.readdirSync(path.join(work, 'backups')).filter((entry) => entry.startsWith('sencare-'))).toHaveLength(2);
  });

  test('a restore into a database or a store that holds anything is refused in one line and changes nothing', async () => {
    const name = fs.readdirSync(path.join(work, 'backups')).find((entry) => entry.startsWith('sencare-'))!;
    const intoSource = await command('restore-cli', [name], sourceEnv);
    expect(intoSource.status).toBe(2);
    expect(intoSource.out).toMatch(/^restore refused: (schema \S+ of the target database is not empty|the SQLite file .* exists)/);
    expect(intoSource.out.trim().split('\n')).toHaveLength(1);

    const target = await emptyTarget('busy-store');
    await createStorage(target.config.storage).put('something', Buffer.from('already here'));
    const intoBusyStore = await command('restore-cli', [name], target.env);
    expect(intoBusyStore).toEqual({ status: 2, out: expect.stringMatching(/^restore refused: the (bucket|upload folder) is not empty/) });
    expect(await claimsIn(target.config)).toBe(0);
  });

  test('a backup with one changed byte fails its checksum and restores nothing', async () => {
    const name = fs.readdirSync(path.join(work, 'backups')).find((entry) => entry.startsWith('sencare-'))!;
    const folder = path.join(work, 'backups', name);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    const victim = fs.readFileSync(path.join(folder, manifest.objects.list), 'utf8').split('\n')[0].slice(66);
    const bytes = fs.readFileSync(path.join(folder, victim));
    bytes[bytes.length - 1] ^= 0x01;
    fs.writeFileSync(path.join(folder, victim), bytes);

    const target = await emptyTarget('tampered');
    const restore = await command('restore-cli', [name], target.env);
    expect(restore).toEqual({ status: 3, out: `backup damaged: ${victim} fails its checksum; nothing restored\n` });
    expect(await claimsIn(target.config)).toBe(0);
    const store = createStorage(target.config.storage);
    const listed = [];
    for await (const object of store.list('')) listed.push(object);
    await store.close();
    expect(listed).toEqual([]);
    expect(fs.existsSync(target.config.releasesDir)).toBe(false);
  });
});

/** Claims in a target database; 0 when it has no tables at all (nothing was restored). */
async function claimsIn(config: AppConfig): Promise<number> {
  if (!config.databaseUrl) return fs.existsSync(config.databaseFile) ? -1 : 0;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ found: string | null }>('select to_regclass($1) as found', [`${config.databaseSchema}.claims`]);
    if (!table.rows[0].found) return 0;
    return Number((await client.query<{ n: string }>(`select count(*) as n from ${config.databaseSchema}.claims`)).rows[0].n);
  } finally {
    await client.end();
  }
}
