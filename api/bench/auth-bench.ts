/**
 * `npm run bench -w api`: starts the API on a fresh SQLite file (a child process, like production),
 * then measures login and getuserinfo with autocannon and prints requests/s and p99 latency.
 * Not a test: numbers depend on the machine. Set BENCH_URL to measure an already running server
 * (its rate limits must allow the load), BENCH_DURATION (seconds, default 10) and
 * BENCH_CONNECTIONS (default 10,100).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { LOGIN, runMain, withBenchServer } from './benchServer';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);

async function run(title: string, options: autocannon.Options): Promise<{ title: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ ...options, duration });
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

runMain(() =>
  withBenchServer(async ({ url, token }) => {
    const loginBody = JSON.stringify(LOGIN);
    const rows = [];
    for (const connections of connectionsList) {
      rows.push(await run(`POST /api/auth/login (argon2id) -c ${connections}`, { url: `${url}/api/auth/login`, method: 'POST', connections, headers: { 'content-type': 'application/json' }, body: loginBody }));
      rows.push(await run(`POST /api/customer/getuserinfo -c ${connections}`, { url: `${url}/api/customer/getuserinfo`, method: 'POST', connections, headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' }));
    }
    console.log(`\nSenCare API benchmark: ${duration} s per run, SQLite, Node ${process.version}, ${os.cpus().length} CPUs\n`);
    console.table(rows.map((r) => ({ endpoint: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));
  }),
);
