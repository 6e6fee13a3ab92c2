// `npm run bench:topology` (after `npm run build`): the sizing figures of docs/deploying.md. The
// production topology (topology.mjs) with 1, then 2 API replicas; through its nginx, signed in as
// the seeded `demo`, autocannon loads POST /api/customer/getuserinfo and GET /api/claims (My
// claims' first page) for BENCH_DURATION s at BENCH_CONNECTIONS connections, BENCH_ROUNDS rounds
// (each starting with the other endpoint), after a BENCH_WARMUP s warm-up; it prints the medians.
// With 1 replica the same requests also go to the replica directly, in the same rounds: what the
// gateway hop costs. Traffic goes to 127.0.0.1 only. Defaults: 3 rounds of 10 s at 50 connections,
// replicas 1,2.
import os from 'node:os';
import autocannon from 'autocannon';
import { nginxVersion } from './nginx.mjs';
import { startTopology } from './topology.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPLICAS = (process.env.BENCH_REPLICAS ?? '1,2').split(',').map(Number);

const DEMO = { account: 'demo', password: 'Demo2026', privacyAccepted: true };
/** The app's first call on My claims (mfe-claims/src/api/claims.ts), as api/bench/api-budget.ts loads it. */
const CLAIMS_LIST = '/api/claims?tab=in_progress&page=1&pageSize=10';

const step = (text) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login as demo failed: ${JSON.stringify(body)}`);
  // The seeded demo has no PIN; the API serves it only the set-PIN routes until it has one (409 once set).
  await fetch(`${url}/api/pin/set`, { method: 'POST', headers: { 'content-type': 'application/json', token: body.data.token }, body: JSON.stringify({ newPin: '258036', confirmPin: '258036' }) });
  return body.data.token;
}

/** The two measured requests; each is checked once to be the real answer (a profile, seeded claims). */
async function endpoints(url, token, via) {
  const list = [
    { via, name: 'POST /api/customer/getuserinfo', options: { url: `${url}/api/customer/getuserinfo`, method: 'POST', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, body: '' } },
    { via, name: 'GET /api/claims (My claims, page 1)', options: { url: `${url}${CLAIMS_LIST}`, method: 'GET', headers: { token } } },
  ];
  for (const { name, options } of list) {
    const body = await (await fetch(options.url, { method: options.method, headers: options.headers, body: options.body })).json();
    if (body.code !== 0 || (options.method === 'GET' && !body.data.items.length)) throw new Error(`${name} is not the real answer: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return list;
}

async function load(options, seconds) {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One topology with `replicas` API processes: every round of both endpoints, then their medians. */
async function measure(replicas) {
  step(`starting the topology with ${replicas} API replica(s)`);
  const limits = { RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000' }; // login only; never the measured routes
  const topology = await startTopology({ apiReplicas: replicas, port: 0, seedDemo: true, env: limits, say: (line) => step(line) });
  try {
    const token = await signIn(topology.url);
    const list = await endpoints(topology.url, token, 'gateway');
    if (replicas === 1) list.push(...(await endpoints(topology.replicas[0].url, token, 'direct')));
    for (const { options } of list) await load(options, WARMUP);
    const samples = new Map(list.map((row) => [row, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts one row later, so a slow moment of the machine does not always hit the same row.
      for (const row of list.map((_, i) => list[(i + round) % list.length])) {
        const sample = await load(row.options, DURATION);
        samples.get(row).push(sample);
        step(`${replicas} replica(s) via ${row.via}, round ${round + 1}, ${row.name}: ${Math.round(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, ${sample.failures} failed`);
      }
    }
    return [...samples].map(([{ via, name }, runs]) => ({
      replicas: via === 'direct' ? `${replicas}, direct (no gateway)` : replicas,
      endpoint: name,
      rps: Math.round(median(runs.map((r) => r.rps))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      failures: runs.reduce((sum, r) => sum + r.failures, 0),
      rounds: runs.map((r) => Math.round(r.rps)),
    }));
  } finally {
    await topology.stop();
  }
}

async function main() {
  const loadBefore = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const rows = [];
  for (const replicas of REPLICAS) rows.push(...(await measure(replicas)));
  const loadAfter = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, nginx ${nginxVersion()}; load average ${loadBefore} before, ${loadAfter} after`);
  console.log(`${ROUNDS} rounds × ${DURATION} s at ${CONNECTIONS} connections, medians\n`);
  console.log('| API replicas | request | req/s | p50 ms | p99 ms | failed | req/s per round |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.replicas} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failures} | ${r.rounds.join(', ')} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
