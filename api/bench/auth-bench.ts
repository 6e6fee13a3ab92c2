/**
 * `npm run bench -w api`: starts the API on a fresh SQLite file (a child process, like production),
 * then measures login and getuserinfo with autocannon and prints requests/s and p99 latency.
 * Not a test: numbers depend on the machine. Set BENCH_URL to measure an already running server
 * (its rate limits must allow the load), BENCH_DURATION (seconds, default 10) and
 * BENCH_CONNECTIONS (default 10,100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);

async function waitForHealth(url: string, child: ChildProcess | null): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child && child.exitCode !== null) throw new Error('server exited before it was ready');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function run(title: string, options: autocannon.Options): Promise<{ title: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ ...options, duration });
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  let child: ChildProcess | null = null;
  let dir: string | null = null;
  let url = process.env.BENCH_URL;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-bench-'));
    const port = 18_000 + Math.floor(Math.random() * 1000);
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'src', 'server.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: path.join(dir, 'bench.db'), DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  try {
    await waitForHealth(url, child);
    const loginBody = JSON.stringify({ account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true });
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const rows = [];
    for (const connections of connectionsList) {
      rows.push(await run(`POST /api/auth/login (argon2id) -c ${connections}`, { url: `${url}/api/auth/login`, method: 'POST', connections, headers: { 'content-type': 'application/json' }, body: loginBody }));
      rows.push(await run(`POST /api/customer/getuserinfo -c ${connections}`, { url: `${url}/api/customer/getuserinfo`, method: 'POST', connections, headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' }));
    }
    console.log(`\nSenCare API benchmark: ${duration} s per run, SQLite, Node ${process.version}, ${os.cpus().length} CPUs\n`);
    console.table(rows.map((r) => ({ endpoint: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));
  } finally {
    child?.kill('SIGTERM');
    if (dir) setTimeout(() => fs.rmSync(dir!, { recursive: true, force: true }), 500);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
