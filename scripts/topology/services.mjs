// The services the topology's API replicas share: PostgreSQL and Redis of this machine (checked,
// the database created if missing), and an s3rver it starts itself.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { REPO_ROOT, running, shown, stopChild, tail, waitFor } from './support.mjs';

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The topology's own database on the PostgreSQL of `databaseUrl`: created when missing, kept
 * between runs (its demo data too). Returns 'created' or 'kept'.
 */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!DATABASE_NAME.test(name)) throw new Error(`${shown(databaseUrl)}: the database name must match ${DATABASE_NAME}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${shown(admin.toString())} (${error.message}): start it, or set TOPOLOGY_DATABASE_URL`);
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return 'kept';
    await client.query(`create database ${name}`);
    return 'created';
  } catch (error) {
    if (error.code === '42P04') return 'kept'; // created meanwhile by another topology
    throw error;
  } finally {
    await client.end();
  }
}

/** Redis must answer PING at `redisUrl`: with REDIS_URL set the API refuses to start without it. */
export async function checkRedis(redisUrl) {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {}); // reported below, once
  try {
    await client.connect();
    if ((await client.ping()) !== 'PONG') throw new Error('no PONG');
  } catch (error) {
    throw new Error(`Redis does not answer at ${shown(redisUrl)} (${error.message}): start it (redis-server), or set REDIS_URL`);
  } finally {
    client.disconnect();
  }
}

/** s3rver in a process of its own (scripts/topology/s3rver.mjs), objects under `dir`/objects. */
export async function startS3rver(dir, bucket) {
  const folder = path.join(dir, 'objects');
  fs.mkdirSync(folder, { recursive: true });
  const logFile = path.join(dir, 's3rver.log');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'topology', 's3rver.mjs'), folder, bucket], { stdio: ['ignore', 'pipe', fs.openSync(logFile, 'a')], detached: true });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  let port = 0;
  await waitFor('s3rver', async () => {
    port = Number(/s3rver listening on (\d+)/.exec(out)?.[1] ?? 0);
    return port > 0;
  }, { ms: 20_000, gone: () => !running(child), detail: () => `${out}${tail(logFile)}` });
  return { endpoint: `http://127.0.0.1:${port}`, bucket, pid: child.pid, logFile, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}

/** `node api/dist/seed-cli.js` with the replicas' environment: migrations and the demo data, on purpose. */
export function seedDemoData(env) {
  const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'api', 'dist', 'seed-cli.js')], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`seeding failed:\n${run.stdout}${run.stderr}`);
  return run.stdout.trim().split('\n')[0];
}
