/**
 * The API budgets: at 50 connections, getuserinfo at least 30 % and the claims list at least
 * 15 % of a bare Fastify hello world's requests per second measured in the same round, and p99 at
 * most 20 ms; the same on SQLite and on PostgreSQL. Medians over the rounds decide.
 */
export const BUDGETS = {
  getuserinfo: { minShareOfBare: 0.3, maxP99Ms: 20 },
  claims: { minShareOfBare: 0.15, maxP99Ms: 20 },
} as const;

export type Endpoint = keyof typeof BUDGETS;

/** One autocannon run. */
export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts: any of them makes the run worthless. */
  failures: number;
}

export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  /** Median over the rounds of (this run's rps / bare Fastify's rps in the same round). */
  share: number;
  shareMin: number;
  shareMax: number;
  failures: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `samples[i]` and `bare[i]` come from the same round, so each share is taken side by side. */
export function summarize(samples: Sample[], bare: Sample[]): Summary {
  const shares = samples.map((sample, round) => sample.rps / bare[round].rps);
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    share: median(shares),
    shareMin: Math.min(...shares),
    shareMax: Math.max(...shares),
    failures: samples.reduce((sum, s) => sum + s.failures, 0),
  };
}

/** What failed, one line each (empty = within budget). */
export function budgetFailures(name: string, endpoint: Endpoint, summary: Summary): string[] {
  const budget = BUDGETS[endpoint];
  const failures: string[] = [];
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  if (summary.share < budget.minShareOfBare) failures.push(`${name}: ${pct(summary.share)} of bare Fastify, budget ≥ ${pct(budget.minShareOfBare)}`);
  if (summary.p99 > budget.maxP99Ms) failures.push(`${name}: p99 ${summary.p99} ms, budget ≤ ${budget.maxP99Ms} ms`);
  if (summary.failures > 0) failures.push(`${name}: ${summary.failures} non-2xx answers or errors`);
  return failures;
}
