// `node --test scripts/topology/canary.test.mjs` (after `npm run build`; this machine's PostgreSQL,
// Redis, Debian nginx and Prometheus): a canary release rolled back by the watcher on its own
// (docs/deploying.md "Canary releases"). The real release CLI publishes a stable claims release and
// a canary for 10 % into the releases folder nginx serves; pages of both releases report their
// sessions and crashes through the gateway to two API replicas, as the shell's reporter does;
// Prometheus scrapes the replicas; `npm run canary:watch` (scripts/release.mjs watch) reads it. The
// canary first runs healthy and is kept, then crashes on every page and is rolled back, with the
// stable release untouched. Prints the time from the first crashing batch to the rollback.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startPrometheus } from './prometheus.mjs';
import { REPO_ROOT, pause, running, stopChild } from './support.mjs';
import { startTopology } from './topology.mjs';

const RULE = { CANARY_MIN_SESSIONS: '25', CANARY_MAX_ERROR_RATE_DELTA: '0.05', CANARY_WATCH_INTERVAL_SECONDS: '0.5' };
/** Pages per batch: 39 of the stable release, 5 of the canary (about its 10 %); with the crashes ≤ 50 events a batch. */
const STABLE_PAGES = 39;
const CANARY_PAGES = 5;
/** The telemetry route takes 60 batches a minute per address, and every page here is 127.0.0.1. */
const BATCH_EVERY_MS = 1_100;

let topology;
let prometheus;
let watcher;
const watcherLines = [];

/** The release CLI as `npm run release -w mfe-claims` runs it (the remote's folder), against the topology's store. */
function releaseCli(args) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), ...args], {
    cwd: path.join(REPO_ROOT, 'mfe-claims'),
    env: { ...process.env, RELEASES_DIR: topology.releasesDir, ...RULE, CANARY_PROMETHEUS_URL: prometheus.url },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `release.mjs ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** A copy of claims' build with one file of its own, so it hashes to a release of its own. */
function buildCopy(name) {
  const dir = path.join(topology.dir, `build-${name}`);
  fs.cpSync(path.join(REPO_ROOT, 'mfe-claims', 'dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-name.txt'), name);
  return dir;
}

const gatewayMap = async () => (await fetch(`${topology.url}/remotes.json`)).json();
const releaseOf = (url) => /\/mfe\/claims\/([^/]+)\/mf-manifest\.json$/.exec(url)[1];

/** One batch as pages of both releases send it: a session each, and a crash from `crashing` of them. */
async function sendPages({ stable, canary, stableCrashes, canaryCrashes }) {
  const events = [];
  const pages = (release, count, crashes) => {
    for (let i = 0; i < count; i += 1) events.push({ kind: 'session', remote: 'claims', release });
    for (let i = 0; i < crashes; i += 1) events.push({ kind: 'crash', remote: 'claims', release });
  };
  pages(stable, STABLE_PAGES, stableCrashes);
  pages(canary, CANARY_PAGES, canaryCrashes);
  const answer = await fetch(`${topology.url}/api/telemetry/frontend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(events) });
  assert.equal(answer.status, 200, await answer.text());
}

/** Sends a batch every BATCH_EVERY_MS until `done()` or the deadline; `crashing()` says whether canary pages crash now. */
async function trafficUntil(done, { stable, canary, crashing, onBatch = () => {}, ms = 60_000 }) {
  const deadline = Date.now() + ms;
  for (let batch = 0; Date.now() < deadline; batch += 1) {
    if (await done()) return true;
    const crash = crashing();
    // Healthy: the stable release has 1 crash in 39 pages (2.6 %), the canary none.
    await sendPages({ stable, canary, stableCrashes: 1, canaryCrashes: crash ? CANARY_PAGES : 0 });
    onBatch(crash);
    const next = Date.now() + BATCH_EVERY_MS;
    while (Date.now() < next) {
      if (await done()) return true;
      await pause(100);
    }
  }
  return done();
}

before(async () => {
  // Key prefix of its own: the telemetry limit per address starts empty whatever ran before.
  topology = await startTopology({ apiReplicas: 2, port: 0, redisPrefix: `sencare-canary-test-${process.pid}:`, say: () => {} });
  prometheus = await startPrometheus(topology.replicas, topology.dir);
});

after(async () => {
  if (watcher && running(watcher)) await stopChild(watcher, 'SIGTERM', 5_000);
  await prometheus?.stop();
  await topology?.stop();
});

test('a canary at 10 % that starts crashing is rolled back by the watcher on its own; the stable release is untouched', { timeout: 110_000 }, async (t) => {
  releaseCli(['release', '--from', buildCopy('stable')]);
  const stableUrl = (await gatewayMap()).claims;
  const stable = releaseOf(stableUrl);
  const published = releaseCli(['release', '--from', buildCopy('canary'), '--canary', '10']);
  assert.match(published, /canary for 10 % of devices/);
  const map = await gatewayMap();
  // Every device but the canary's share keeps the stable entry; the canary's manifest is served.
  assert.equal(map.claims, stableUrl);
  assert.equal(map._canaries.claims.percent, 10);
  const canaryUrl = map._canaries.claims.entry;
  const canary = releaseOf(canaryUrl);
  assert.notEqual(canary, stable);
  assert.equal((await fetch(`${topology.url}${canaryUrl}`)).status, 200);

  watcher = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), 'watch'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASES_DIR: topology.releasesDir, CANARY_PROMETHEUS_URL: prometheus.url, ...RULE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [watcher.stdout, watcher.stderr]) stream.on('data', (chunk) => watcherLines.push(...String(chunk).split('\n').filter(Boolean)));
  const saw = (pattern) => watcherLines.some((line) => pattern.test(line));

  // Healthy: the watcher judges the canary on enough sessions and keeps it.
  const kept = await trafficUntil(() => saw(new RegExp(`claims: canary ${canary} keeps running`)), { stable, canary, crashing: () => false });
  assert.ok(kept, `the watcher never kept the healthy canary:\n${watcherLines.join('\n')}`);
  assert.ok((await gatewayMap())._canaries?.claims, 'the healthy canary was rolled back');
  // What an operator reads meanwhile: the canary, its share and both error rates from Prometheus.
  const duringCanary = releaseCli(['list']);
  assert.match(duringCanary, new RegExp(`~ ${canary} .*\\(canary, 10 % of devices`));
  assert.match(duringCanary, /error rates since it started: canary [0-9.]+ % of [0-9]+ sessions, stable [0-9.]+ % of [0-9]+ sessions/);
  for (const line of duringCanary.trim().split('\n')) t.diagnostic(`releases: ${line}`);

  // The spike: from now on every canary page crashes.
  let spikeAt = null;
  let rolledBackAt = null;
  const rolledBack = async () => {
    if (rolledBackAt) return true;
    if ((await gatewayMap())._canaries?.claims) return false;
    rolledBackAt = Date.now();
    return true;
  };
  const ended = await trafficUntil(rolledBack, { stable, canary, crashing: () => true, onBatch: () => (spikeAt ??= Date.now()) });
  assert.ok(ended, `the crashing canary was not rolled back:\n${watcherLines.join('\n')}`);
  const seconds = (rolledBackAt - spikeAt) / 1000;
  t.diagnostic(`error spike → rollback: ${seconds.toFixed(1)} s (Prometheus scrapes every 1 s, the watcher looks every ${RULE.CANARY_WATCH_INTERVAL_SECONDS} s)`);
  for (const line of watcherLines.slice(-3)) t.diagnostic(`watcher: ${line}`);

  // Stable untouched; the canary's folder still served for pages that opened it; the decision logged with its figures.
  const after = await gatewayMap();
  assert.equal(after.claims, stableUrl);
  assert.equal(after._canaries, undefined);
  assert.equal((await fetch(`${topology.url}${canaryUrl}`)).status, 200);
  const history = fs.readFileSync(path.join(topology.releasesDir, 'claims', 'history.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const decision = history.at(-1);
  assert.equal(decision.event, 'canary-rolled-back');
  assert.equal(decision.by, 'watcher');
  assert.equal(decision.release, canary);
  assert.equal(decision.stable, stable);
  assert.ok(decision.figures.canary.sessions >= 25 && decision.figures.canary.rate > decision.figures.stable.rate + 0.05, JSON.stringify(decision.figures));
  assert.ok(saw(new RegExp(`claims: canary ${canary} ROLLED BACK`)));
  assert.ok(running(watcher), 'the watcher keeps watching after a rollback');

  // What an operator reads: the history with the automatic rollback and its figures.
  const listed = releaseCli(['list']);
  assert.match(listed, new RegExp(`canary-rolled-back ${canary} 10 % stable ${stable} by watcher: canary [0-9.]+ % vs stable [0-9.]+ %`));
  assert.match(listed, new RegExp(`\\* ${stable} .*\\(current`));
  for (const line of listed.trim().split('\n')) t.diagnostic(`releases: ${line}`);
});
