import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig, type StorageConfig } from '../../config';
import { API_DIR, TEST_BUILD } from '../../test/server-process';
import { createPgTestDatabase, type PgTestDatabase } from '../../test/pgTestDatabase';


const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A free port below Linux's ephemeral range (32768–60999): the server is down for a second at
 * each kill, and a port from that range could meanwhile become some outgoing connection's.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

/**
 * The real API as a child process for the kill -9 test (crash.test.ts): `node --import tsx
 * src/server.ts` rather than the tsx wrapper, so the pid killed is the server itself and not a
 * parent that would leave it running. Its own database (a temp SQLite file or a fresh PostgreSQL
 * database, src/test/pgTestDatabase.ts), its own files (UPLOAD_DIR, or the S3 variables given to prepare), a fixed port across
 * restarts so resumable upload URLs stay valid.
 */
export class ServerProcess {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-crash-'));
  readonly uploadDir = path.join(this.dir, 'uploads');
  /** Everything every start printed (kept for a failure's message). */
  readonly logFile = path.join(this.dir, 'server.log');
  private child: ChildProcess | null = null;
  private env: NodeJS.ProcessEnv = {};
  private pgDatabase: PgTestDatabase | null = null;
  port = 0;
  starts = 0;
  /** Milliseconds from spawn to listening, per start. */
  readonly startMs: number[] = [];

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What openDatabase needs to look at the same database from the test. */
  get database(): Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile'> {
    return { databaseUrl: this.env.DATABASE_URL || undefined, databaseSchema: this.pgDatabase?.schema, databaseFile: path.join(this.dir, 'crash.db') };
  }

  /** Where its files are, as the server reads them (what createStorage needs to look at them too). */
  get storage(): StorageConfig {
    return loadConfig(this.env, []).storage;
  }

  async prepare(storageEnv: Record<string, string> = { STORAGE: 'local', UPLOAD_DIR: this.uploadDir }): Promise<void> {
    this.port = await freePort();
    this.env = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      ...storageEnv,
      AUTO_SEED: '1',
      LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    };
    if (process.env.TEST_DIALECT === 'postgres') {
      this.pgDatabase = await createPgTestDatabase('crash');
      Object.assign(this.env, { DATABASE_URL: this.pgDatabase.url, DATABASE_SCHEMA: this.pgDatabase.schema });
    } else {
      Object.assign(this.env, { DATABASE_URL: '', DATABASE_FILE: path.join(this.dir, 'crash.db') });
    }
  }

  /** Spawns the server and resolves once it listens (it prints its URL then). */
  async start(extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    const began = Date.now();
    const child = spawn(process.execPath, TEST_BUILD, { cwd: API_DIR, env: { ...this.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
      const onData = (d: Buffer) => {
        // A server killed at the end of a test may still flush after its folder is removed.
        if (fs.existsSync(this.dir)) fs.appendFileSync(this.logFile, d);
        out += d.toString();
        if (out.includes(`:${this.port} (`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) while starting: ${out}`));
      });
    });
    this.starts++;
    this.startMs.push(Date.now() - began);
  }

  /** kill -9, and wait until the process is gone (its port free again). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  /** The end of what the server printed, for a failure's message. */
  logTail(chars = 4000): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8').slice(-chars) : '';
  }

  async dispose(): Promise<void> {
    await this.kill('SIGTERM');
    await this.pgDatabase?.drop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
