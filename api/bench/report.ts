/** Writes the API budget run as RESULTS.md (for people) and results.json (for tools). */
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, type Endpoint, type Summary } from './budgets';

export interface ResultRow {
  /** `api` (this tree) or `before` (BENCH_BEFORE_DIR). */
  variant: string;
  database: string;
  endpoint: Endpoint;
  summary: Summary;
}

export interface RunReport {
  date: string;
  machine: { cpus: number; model: string; node: string; loadBefore: number[] };
  settings: { connections: number; durationSeconds: number; rounds: number; runtime: string };
  bare: { rps: number; p50: number; p99: number };
  rows: ResultRow[];
  failures: string[];
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function markdown(report: RunReport): string {
  const budget = (endpoint: Endpoint) => `≥ ${pct(BUDGETS[endpoint].minShareOfBare)}, p99 ≤ ${BUDGETS[endpoint].maxP99Ms} ms`;
  const lines = [
    '# API budget: measured figures',
    '',
    `Written by \`npm run bench -w api\` (api/bench/api-budget.ts) on ${report.date}: ${report.machine.cpus} × ${report.machine.model}, Node ${report.machine.node}, ` +
      `load average before ${report.machine.loadBefore.map((n) => n.toFixed(2)).join(' / ')}. Server and load generator share the cores. ` +
      `${report.settings.connections} connections, ${report.settings.rounds} rounds × ${report.settings.durationSeconds} s per row, medians over the rounds; ` +
      `share = the row's req/s divided by bare Fastify's in the same round (median of the rounds, min–max after it). API started as production does (\`${report.settings.runtime}\`, NODE_ENV=production).`,
    '',
    `Bare Fastify hello world: **${report.bare.rps.toLocaleString('en')} req/s**, p50 ${report.bare.p50} ms, p99 ${report.bare.p99} ms.`,
    '',
    '| variant | database | endpoint | req/s | share of bare | p50 | p99 | budget |',
    '|---|---|---|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| ${r.variant} | ${r.database} | ${r.endpoint === 'claims' ? 'GET /api/claims (list)' : 'POST /api/customer/getuserinfo'} | ${r.summary.rps.toLocaleString('en')} | ` +
        `${pct(r.summary.share)} (${pct(r.summary.shareMin)}–${pct(r.summary.shareMax)}) | ${r.summary.p50} ms | ${r.summary.p99} ms | ${r.variant === 'api' ? budget(r.endpoint) : 'reported only'} |`,
    ),
    '',
    report.failures.length ? `**Budget failures:**\n\n${report.failures.map((f) => `- ${f}`).join('\n')}` : '**Every budget passed.**',
    '',
  ];
  return lines.join('\n');
}

export function writeReport(dir: string, report: RunReport): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files = [path.join(dir, 'RESULTS.md'), path.join(dir, 'results.json')];
  fs.writeFileSync(files[0], markdown(report));
  fs.writeFileSync(files[1], `${JSON.stringify(report, null, 2)}\n`);
  return files;
}
