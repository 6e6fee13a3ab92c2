import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchTarget {
  /** Base URL of the API under load. */
  url: string;
  /** A session of lan.tran, logged in once. */
  token: string;
}

async function waitForHealth(url: string, child: ChildProcess | null): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child && child.exitCode !== null) throw new Error('server exited before it was ready');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/**
 * Runs `measure` against BENCH_URL, or against a fresh API on a new SQLite file started as a
 * child process (as in production; rate limits lifted so they do not cap the load). `env` is
 * laid over its environment (storage-bench.ts: STORAGE=s3 and the bucket).
 */
export async function withBenchServer(measure: (target: BenchTarget) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  let child: ChildProcess | null = null;
  let dir: string | null = null;
  let url = process.env.BENCH_URL;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-bench-'));
    const port = 18_000 + Math.floor(Math.random() * 2000);
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'src', 'server.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: path.join(dir, 'bench.db'), UPLOAD_DIR: path.join(dir, 'uploads'), DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  try {
    await waitForHealth(url, child);
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOGIN) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await measure({ url, token });
  } finally {
    child?.kill('SIGTERM');
    if (dir) setTimeout(() => fs.rmSync(dir!, { recursive: true, force: true }), 500);
  }
}

export const LOGIN = { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true } as const;

export function runMain(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
