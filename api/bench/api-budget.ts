/**
 * `npm run bench -w api` (and the root `npm run bench`): the API budget. In one run it builds
 * the API, starts it as production does on SQLite and on PostgreSQL (demo data seeded), starts a
 * bare Fastify hello world, signs in as `demo`, and loads, round after round and side by side,
 * the hello world, POST /api/customer/getuserinfo and GET /api/claims (the My claims list) with
 * autocannon. It prints each step, writes bench/RESULTS.md and bench/results.json, and exits 1
 * when a budget (bench/budgets.ts) fails. Traffic goes to 127.0.0.1 only; the run is bounded by
 * (rounds × rows + 1 warm-up) × the duration.
 *
 * BENCH_ROUNDS (5), BENCH_DURATION seconds per row (5), BENCH_WARMUP seconds (2),
 * BENCH_CONNECTIONS (50), BENCH_DATABASES (sqlite,postgres), BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), BENCH_OUT (where the results
 * go; default this folder), BENCH_LOG_LEVEL (default: the production default), and
 * BENCH_BEFORE_DIR: another api/ folder (e.g. a copy of an older commit) measured in the same
 * rounds from its sources with tsx, as production ran before; reported, not budgeted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { budgetFailures, summarize, type Endpoint, type Sample } from './budgets';
import { writeReport, type ResultRow } from './report';
import { buildApi, postgresAnswers, startApi, startBareFastify, type Database, type RunningServer, type Runtime } from './servers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as Database[];
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OUT = process.env.BENCH_OUT ?? __dirname;
const API_DIR = path.resolve(__dirname, '..');
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : undefined;

/** demo has claims in every status (api/README.md "Demo accounts"): the fullest My claims page. */
const DEMO = { account: 'demo', password: 'Demo2026', privacyAccepted: true };
/** The app's first call on My claims (mfe-claims/src/api/claims.ts). */
const CLAIMS_LIST = '/api/claims?tab=in_progress&page=1&pageSize=10';

interface Variant {
  name: string;
  apiDir: string;
  runtime: Runtime;
}

interface Job {
  name: string;
  variant?: string;
  database?: Database;
  endpoint?: Endpoint;
  options: autocannon.Options;
}

function step(text: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const body = (await res.json()) as { code: number; data: { token?: string } };
  if (body.code !== 0 || !body.data.token) throw new Error(`login as demo failed at ${url}: ${JSON.stringify(body)}`);
  // The seeded demo has no PIN, and the API serves a user without one only the set-PIN routes
  // (src/http/roles.ts allowedBeforePin): set one, as the app does after the first sign-in (409 once set).
  await fetch(`${url}/api/pin/set`, { method: 'POST', headers: { 'content-type': 'application/json', token: body.data.token }, body: JSON.stringify({ newPin: '258036', confirmPin: '258036' }) });
  return body.data.token;
}

/** The measured answers must be the real ones: a profile, and a page of seeded claims. */
async function checkAnswers(url: string, token: string): Promise<void> {
  const info = (await (await fetch(`${url}/api/customer/getuserinfo`, { method: 'POST', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).json()) as { code: number };
  const list = (await (await fetch(`${url}${CLAIMS_LIST}`, { headers: { token } })).json()) as { code: number; data?: { items?: unknown[] } };
  if (info.code !== 0) throw new Error(`getuserinfo answered ${JSON.stringify(info)}`);
  if (list.code !== 0 || !list.data?.items?.length) throw new Error(`the claims list is empty or failed: ${JSON.stringify(list)}`);
}

function jobsFor(variant: string, database: Database, url: string, token: string): Job[] {
  const name = `${variant}/${database}`;
  return [
    { name: `${name} getuserinfo`, variant, database, endpoint: 'getuserinfo', options: { url: `${url}/api/customer/getuserinfo`, method: 'POST', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' } },
    { name: `${name} claims list`, variant, database, endpoint: 'claims', options: { url: `${url}${CLAIMS_LIST}`, method: 'GET', headers: { token } } },
  ];
}

async function load(job: Job, seconds: number): Promise<Sample> {
  const result = await autocannon({ ...job.options, connections: CONNECTIONS, duration: seconds });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

async function main(): Promise<number> {
  const loadBefore = os.loadavg();
  const variants: Variant[] = [{ name: 'api', apiDir: API_DIR, runtime: 'dist' }];
  if (BEFORE_DIR) variants.push({ name: 'before', apiDir: BEFORE_DIR, runtime: 'tsx' });
  if (DATABASES.includes('postgres') && !(await postgresAnswers(POSTGRES_URL))) {
    throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}: start it, set BENCH_DATABASE_URL, or BENCH_DATABASES=sqlite (the PostgreSQL budget is then not checked)`);
  }
  step('building the API (npm run build -w api)');
  buildApi(API_DIR);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-api-bench-'));
  const servers: RunningServer[] = [];
  try {
    step('starting bare Fastify');
    const bare = await startBareFastify(workDir);
    servers.push(bare);
    const jobs: Job[] = [{ name: 'bare Fastify', options: { url: `${bare.url}/` } }];
    for (const variant of variants) {
      for (const database of DATABASES) {
        step(`seeding and starting ${variant.name}/${database} (${variant.runtime === 'dist' ? 'node dist/server.js' : 'tsx src/server.ts'}, NODE_ENV=production)`);
        const server = await startApi({ apiDir: variant.apiDir, runtime: variant.runtime, database, postgresUrl: POSTGRES_URL, workDir, label: `${variant.name}-${database}` });
        servers.push(server);
        const token = await signIn(server.url);
        await checkAnswers(server.url, token);
        jobs.push(...jobsFor(variant.name, database, server.url, token));
      }
    }

    step(`warming up: ${jobs.length} rows × ${WARMUP} s`);
    for (const job of jobs) await load(job, WARMUP);

    const samples = new Map<Job, Sample[]>(jobs.map((job) => [job, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts one row later, so a slow minute of the machine does not always hit the same row.
      const order = jobs.map((_, i) => jobs[(i + round) % jobs.length]);
      for (const job of order) {
        const sample = await load(job, DURATION);
        samples.get(job)!.push(sample);
        step(`round ${round + 1}/${ROUNDS} ${job.name}: ${sample.rps.toLocaleString('en')} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms${sample.failures ? `, ${sample.failures} failures` : ''}`);
      }
    }

    const bareSamples = samples.get(jobs[0])!;
    const bareSummary = summarize(bareSamples, bareSamples);
    const rows: ResultRow[] = jobs.slice(1).map((job) => ({ variant: job.variant!, database: job.database!, endpoint: job.endpoint!, summary: summarize(samples.get(job)!, bareSamples) }));
    const failures = rows.filter((r) => r.variant === 'api').flatMap((r) => budgetFailures(`${r.database} ${r.endpoint}`, r.endpoint, r.summary));
    if (bareSummary.failures) failures.push(`bare Fastify: ${bareSummary.failures} non-2xx answers or errors`);

    console.log(`\nSenCare API budget: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION} s, medians; Node ${process.version}, ${os.cpus().length} CPUs`);
    console.table([
      { row: 'bare Fastify', 'req/s': bareSummary.rps, share: '100 %', 'p50 ms': bareSummary.p50, 'p99 ms': bareSummary.p99 },
      ...rows.map((r) => ({ row: `${r.variant}/${r.database} ${r.endpoint}`, 'req/s': r.summary.rps, share: `${(r.summary.share * 100).toFixed(1)} %`, 'p50 ms': r.summary.p50, 'p99 ms': r.summary.p99 })),
    ]);
    const files = writeReport(OUT, {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadBefore },
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, runtime: 'node --enable-source-maps dist/server.js' },
      bare: { rps: bareSummary.rps, p50: bareSummary.p50, p99: bareSummary.p99 },
      rows,
      failures,
    });
    step(`wrote ${files.map((f) => path.relative(process.cwd(), f)).join(' and ')}`);
    for (const failure of failures) console.error(`BUDGET FAILED ${failure}`);
    if (!failures.length) step('every API budget passed');
    return failures.length ? 1 : 0;
  } finally {
    step('stopping the servers');
    for (const server of servers.reverse()) await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
