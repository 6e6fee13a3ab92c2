// "api": runs the API suite as it is (`npm run bench -w api`: the resumable upload, then
// api/bench/api-budget.ts with SQLite and PostgreSQL beside a bare Fastify hello world, autocannon
// at 50 connections) and folds its results.json into this report. Its results go to a temporary
// folder so a combined run leaves api/bench/RESULTS.md as committed; run it alone to rewrite that.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUDGETS, check } from './budgets.mjs';
import { ROOT } from './gateway.mjs';

/** Runs the suite, printing its lines with a prefix; resolves with its exit code and the upload figure it prints. */
function runSuite(env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'bench', '-w', 'api'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let upload = null;
    let rest = '';
    const onData = (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const match = /^median (\d+) ms · p90 (\d+) ms/.exec(line);
        if (match) upload = { medianMs: Number(match[1]), p90Ms: Number(match[2]) };
        if (line.trim()) log(`  api | ${line}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, upload }));
  });
}

export async function measureApi({ settings, log }) {
  const out = mkdtempSync(path.join(tmpdir(), 'sencare-bench-api-'));
  const r = settings.repeats;
  const env = { ...process.env, BENCH_OUT: out, BENCH_ROUNDS: String(r.apiRounds), BENCH_DURATION: String(r.apiSeconds), ...(settings.quick ? { BENCH_WARMUP: '1', BENCH_RUNS: '5' } : {}) };
  try {
    const { code, upload } = await runSuite(env, log);
    const file = path.join(out, 'results.json');
    if (!existsSync(file)) throw new Error(`npm run bench -w api wrote no results (exit ${code})`);
    return summarize(JSON.parse(readFileSync(file, 'utf8')), code, upload);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const pct = (share) => Math.round(share * 1000) / 10;
const ENDPOINTS = { getuserinfo: 'POST /api/customer/getuserinfo', claims: 'GET /api/claims (list)' };

/**
 * The app doing more requests per second than a hello world on the same Fastify means the
 * reference was starved by something else on the machine, not that the app is fast: no verdict.
 */
export function starvedReference(share) {
  return share > 1 ? `${pct(share)} % of bare Fastify: the reference rounds were starved` : undefined;
}

export function summarize(report, exitCode, upload) {
  const rows = report.rows.filter((row) => row.variant === 'api');
  const bare = `bare Fastify ${report.bare.rps.toLocaleString('en')} req/s, p99 ${report.bare.p99} ms`;
  const checks = rows.flatMap((row) => {
    const budget = BUDGETS.api[row.endpoint];
    const name = `${row.database} ${ENDPOINTS[row.endpoint] ?? row.endpoint}`;
    return [
      check({ section: 'api', label: `${name}: share of bare Fastify's req/s`, value: pct(row.summary.share), unit: '%', op: '>=', limit: pct(budget.minShareOfBare), reference: bare, notMeasurable: starvedReference(row.summary.share) }),
      check({ section: 'api', label: `${name}: p99 at ${report.settings.connections} connections`, value: row.summary.p99, unit: 'ms', op: '<=', limit: budget.maxP99Ms }),
    ];
  });
  // The suite judges itself too (errors, non-2xx answers): a failure it found that no check above shows still fails the run.
  if (exitCode !== 0 && checks.every((c) => c.pass)) {
    checks.push(check({ section: 'api', label: `npm run bench -w api exit code (${(report.failures ?? []).join('; ') || 'see its output'})`, value: exitCode, op: '<=', limit: 0 }));
  }
  return {
    title: 'API throughput (api)',
    about:
      `\`npm run bench -w api\` as it is (api/bench/api-budget.ts, its own RESULTS.md explains the method): ${report.settings.connections} connections, ${report.settings.rounds} rounds × ${report.settings.durationSeconds} s per row, medians; ` +
      `server (\`${report.settings.runtime}\`) and load generator share the cores. Bare Fastify hello world in the same rounds: **${report.bare.rps.toLocaleString('en')} req/s**, p50 ${report.bare.p50} ms, p99 ${report.bare.p99} ms.` +
      (upload ? ` Resumable upload of a 3 MB photo (tus, SQLite): median ${upload.medianMs} ms, p90 ${upload.p90Ms} ms.` : ''),
    tables: [
      {
        head: ['variant', 'database', 'endpoint', 'req/s', 'share of bare (min–max)', 'p50, ms', 'p99, ms'],
        rows: [
          ['bare Fastify', '—', 'GET / (hello world)', report.bare.rps.toLocaleString('en'), '100 %', report.bare.p50, report.bare.p99],
          ...report.rows.map((row) => [row.variant, row.database, ENDPOINTS[row.endpoint] ?? row.endpoint, row.summary.rps.toLocaleString('en'), `${pct(row.summary.share)} % (${pct(row.summary.shareMin)}–${pct(row.summary.shareMax)} %)`, row.summary.p50, row.summary.p99]),
        ],
        notes: [`Budgets (api/bench/budgets.ts): getuserinfo ≥ ${pct(BUDGETS.api.getuserinfo.minShareOfBare)} % and the claims list ≥ ${pct(BUDGETS.api.claims.minShareOfBare)} % of bare Fastify's req/s, p99 ≤ ${BUDGETS.api.getuserinfo.maxP99Ms} ms, on SQLite and on PostgreSQL.`],
      },
    ],
    checks,
    suite: { exitCode, upload, machine: report.machine, date: report.date },
  };
}
