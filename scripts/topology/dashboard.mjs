// The Grafana dashboard's queries against a real Prometheus (docs/operations.md "The dashboard"):
// one API replica from api/dist/server.js (as the topology runs it, replicas.mjs) on this machine's
// PostgreSQL and Redis, Debian's Prometheus scraping it (prometheus.mjs), and traffic that gives
// every panel something to show. Used by dashboard.test.mjs and dashboard-render.mjs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { startPrometheus } from './prometheus.mjs';
import { replicaEnvironment, startReplica } from './replicas.mjs';
import { checkRedis, ensureDatabase, seedDemoData, startS3rver } from './services.mjs';
import { REPO_ROOT } from './support.mjs';

export const DASHBOARD_FILE = path.join(REPO_ROOT, 'deploy', 'grafana', 'dashboards', 'sencare-api.json');

/** Every panel that queries something: its title and its targets' PromQL, as the JSON holds them. */
export function dashboardPanels(file = DASHBOARD_FILE) {
  const dashboard = JSON.parse(fs.readFileSync(file, 'utf8'));
  return dashboard.panels
    .filter((panel) => panel.type !== 'row')
    .map((panel) => ({ id: panel.id, title: panel.title, datasource: panel.datasource, unit: panel.fieldConfig?.defaults?.unit, targets: panel.targets.map((t) => ({ expr: t.expr, legend: t.legendFormat, datasource: t.datasource })) }));
}

/**
 * What Grafana does to an expression before sending it: its built-in $__rate_interval becomes a
 * duration (at least four scrape intervals). Here Prometheus scrapes every second, so a minute
 * holds plenty of samples. Any other `$` left would be a variable this dashboard does not define.
 */
export function interpolated(expr, rateInterval = '1m') {
  return expr.replaceAll('$__rate_interval', rateInterval);
}

/** The metric names an expression reads (histogram series under their family's name). */
export function metricNames(expr) {
  return [...new Set([...expr.matchAll(/\b(sencare_[a-z_]+)/g)].map((m) => m[1].replace(/_(bucket|count|sum)$/, '')))];
}

const json = { 'content-type': 'application/json' };
const post = (url, body, headers = {}) => fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

/**
 * Traffic for every panel: sign-ins (one refused), a claim submission the API refuses (an empty
 * wizard), reads, and a front-end batch reporting a remote that failed to load. `session` keeps the
 * first sign-in's token for later rounds (the login limit may refuse them: that is drawn too).
 */
export async function sendTraffic(url, session = {}) {
  const signedIn = await post(`${url}/api/auth/login`, { account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true });
  session.token ??= (await signedIn.json()).data?.token;
  const { token } = session;
  if (!token) throw new Error(`sign-in answered ${signedIn.status}`);
  await (await post(`${url}/api/auth/login`, { account: 'nobody.here', password: 'not-a-password', privacyAccepted: true })).arrayBuffer();
  await (await post(`${url}/api/claims`, {}, { token })).arrayBuffer();
  for (let i = 0; i < 5; i += 1) await (await fetch(`${url}/api/claims/summary`, { headers: { token } })).arrayBuffer();
  const failures = [
    { kind: 'load-failed', remote: 'mfe-claims', release: '1.4.0-0123456789' },
    { kind: 'load-failed', remote: 'mfe-claims', release: '1.4.0-0123456789' },
    { kind: 'load-failed', remote: 'mfe-policies', release: 'dist' },
  ];
  const counted = await post(`${url}/api/telemetry/frontend`, failures);
  if (counted.status !== 200) throw new Error(`front-end telemetry answered ${counted.status}`);
}

export const DEFAULTS = {
  databaseUrl: process.env.DASHBOARD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sencare_dashboard',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** Removes the run's keys (its prefix of its own: no sign-in limit of an earlier run applies). */
async function dropKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Replica, Prometheus and what they need; `stop()` ends them and removes the folder. */
export async function startDashboardStack(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-dashboard-'));
  const redisPrefix = `sencare-dashboard:${randomBytes(4).toString('hex')}:`;
  const stoppers = [async () => fs.rmSync(dir, { recursive: true, force: true }), () => dropKeys(o.redisUrl, redisPrefix)];
  const stop = async () => {
    for (const stopper of stoppers.splice(0).reverse()) await stopper().catch((error) => console.error(error));
  };
  try {
    await ensureDatabase(o.databaseUrl);
    await checkRedis(o.redisUrl);
    const s3 = await startS3rver(dir, 'sencare-dashboard');
    stoppers.push(s3.stop);
    const env = replicaEnvironment({ databaseUrl: o.databaseUrl, redisUrl: o.redisUrl, redisPrefix, s3, uploadDir: path.join(dir, 'uploads') });
    seedDemoData(env);
    const replica = await startReplica(1, env, dir);
    stoppers.push(() => replica.kill());
    const prometheus = await startPrometheus([replica], dir);
    stoppers.push(prometheus.stop);
    return { replica, prometheus, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
