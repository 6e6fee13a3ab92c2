/**
 * Child processes for the benchmarks: the API as production runs it (compiled, NODE_ENV=production,
 * demo data seeded on purpose beforehand) on SQLite or PostgreSQL, and the bare Fastify reference.
 * Output goes to a log file per server (as a container's stdout would), never to the terminal.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/test/free-port';

export type Database = 'sqlite' | 'postgres';
/** `dist`: `node dist/server.js` after `npm run build` (production); `tsx`: the sources, as before. */
export type Runtime = 'dist' | 'tsx';

export interface RunningServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  /** The api/ folder to run (BENCH_BEFORE_DIR points at a copy of an older one). */
  apiDir: string;
  runtime: Runtime;
  database: Database;
  postgresUrl: string;
  /** Temporary folder for the SQLite file, uploads and logs. */
  workDir: string;
  /** Names the PostgreSQL schema and the log file. */
  label: string;
  /** Volume added after the demo seed (src/db/seed-volume-cli.ts): the queue bench's 100k claims. */
  volume?: { claims: number; gops: number };
}

const TSX_CLI = require.resolve('tsx/cli');


function tail(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-2000) : '(no output)';
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}:\n${tail(logFile)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within 60 s:\n${tail(logFile)}`);
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

function stopper(child: ChildProcess, after: () => Promise<void> = async () => {}): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await after();
  };
}

/** Fastify's hello world (bench/bare-fastify.ts), the reference every API figure is divided by. */
export async function startBareFastify(workDir: string): Promise<RunningServer> {
  const port = await freePort();
  const logFile = path.join(workDir, 'bare-fastify.log');
  const child = startProcess([TSX_CLI, path.join(__dirname, 'bare-fastify.ts')], { PATH: process.env.PATH, PORT: String(port) }, __dirname, logFile);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/`, child, logFile);
  return { url, logFile, stop: stopper(child) };
}

/** `npm run build` in that api/ folder (esbuild, about a second). */
export function buildApi(apiDir: string): void {
  const built = spawnSync('npm', ['run', 'build'], { cwd: apiDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build failed in ${apiDir}:\n${built.stdout}\n${built.stderr}`);
}

/**
 * The environment of a production start that passes src/production-config.ts. LOG_LEVEL is left
 * out on purpose: the production default is part of what is measured. Rate limits are lifted so
 * they do not cap the load (they guard login, PIN and codes, not the measured routes).
 */
function productionEnv(options: ApiServerOptions, port: number, schema: string): NodeJS.ProcessEnv {
  const database =
    options.database === 'postgres'
      ? { DATABASE_URL: options.postgresUrl, DATABASE_SCHEMA: schema }
      : { DATABASE_FILE: path.join(options.workDir, `${options.label}.db`) };
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PIN_PEPPER: randomBytes(36).toString('base64'),
    STORAGE_MASTER_KEY: randomBytes(32).toString('base64'),
    STORAGE_MASTER_KEY_ID: 'bench',
    MAIL_OUTBOX: '1',
    WEBAUTHN_ORIGIN: 'https://bench.sencare.invalid',
    INSURER_LEGAL_NAME: 'Bench Insurer (not an insurer)',
    INSURER_ADDRESS: 'Nowhere, benchmark',
    INSURER_LICENCE_NO: 'BENCH-0000',
    AUTO_SEED: '0',
    UPLOAD_DIR: path.join(options.workDir, `${options.label}-uploads`),
    UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    ...database,
  };
}

async function dropSchema(postgresUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Seeds the demo data on purpose (`npm run seed`, as production does), then starts the API. */
export async function startApi(options: ApiServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const schema = `bench_${process.pid}_${options.label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  const env = productionEnv(options, port, schema);
  const logFile = path.join(options.workDir, `${options.label}.log`);
  const seeded = spawnSync(process.execPath, [TSX_CLI, 'src/db/seed-cli.ts'], { cwd: options.apiDir, env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed for ${options.label}:\n${seeded.stdout}\n${seeded.stderr}`);
  if (options.volume) {
    const volumeEnv = { ...env, BENCH_VOLUME: '1', VOLUME_CLAIMS: String(options.volume.claims), VOLUME_GOPS: String(options.volume.gops) };
    const volume = spawnSync(process.execPath, [TSX_CLI, 'src/db/seed-volume-cli.ts'], { cwd: options.apiDir, env: volumeEnv, encoding: 'utf8' });
    if (volume.status !== 0) throw new Error(`volume seed failed for ${options.label}:\n${volume.stdout}\n${volume.stderr}`);
    process.stdout.write(volume.stdout);
  }
  const entry = options.runtime === 'dist' ? ['--enable-source-maps', 'dist/server.js'] : [TSX_CLI, 'src/server.ts'];
  const child = startProcess(entry, env, options.apiDir, logFile);
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = options.database === 'postgres' ? () => dropSchema(options.postgresUrl, schema) : async () => {};
  try {
    await waitUntilAnswering(`${url}/api/health`, child, logFile);
  } catch (error) {
    await stopper(child, cleanUp)();
    throw error;
  }
  return { url, logFile, stop: stopper(child, cleanUp) };
}

/** Whether PostgreSQL answers at that URL (a clear message beats a seed stack trace). */
export async function postgresAnswers(postgresUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
