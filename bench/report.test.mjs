// The benchmark's own logic, without a browser or a server: medians, budget verdicts, the exit
// code and what RESULTS.md / results.json say. Run: node --test bench/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { budgetUse, check, exitCodeFor, failuresOf } from './budgets.mjs';
import { isSkeleton } from './lcp.mjs';
import { barLine, beforeAfter, writeReport } from './report.mjs';
import { parseArgs } from './run.mjs';
import { median, spread } from './stats.mjs';
import { summarize as summarizeApi } from './api.mjs';

test('median of an odd count is the middle value, of an even count the mean of the two middle ones', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
  assert.ok(Number.isNaN(median([])));
});

test('median ignores runs that measured nothing, and spread gives min and max', () => {
  assert.equal(median([10, null, 30, undefined, Number.NaN, 20]), 20);
  assert.deepEqual(spread([{ v: 3 }, { v: 9 }, { v: 6 }, {}], (r) => r.v), { median: 6, min: 3, max: 9, n: 3 });
});

test('a figure over its ceiling or under its floor fails; at the budget it passes', () => {
  assert.equal(check({ section: 'web', label: 'login', value: 120, unit: 'KB', op: '<=', limit: 120 }).pass, true);
  assert.equal(check({ section: 'web', label: 'login', value: 120.1, unit: 'KB', op: '<=', limit: 120 }).pass, false);
  assert.equal(check({ section: 'lighthouse', label: 'score', value: 95, op: '>=', limit: 95 }).pass, true);
  assert.equal(check({ section: 'lighthouse', label: 'score', value: 94, op: '>=', limit: 95 }).pass, false);
  assert.equal(check({ section: 'lighthouse', label: 'LCP is content', value: false, op: 'is', limit: true }).pass, false);
});

test('a figure that was not measured fails its budget instead of passing silently', () => {
  const c = check({ section: 'nav', label: 'cold', value: Number.NaN, unit: 'ms', op: '<=', limit: 300 });
  assert.equal(c.pass, false);
  assert.equal(c.value, null);
  assert.match(failuresOf([c])[0], /nav: cold: not measured, budget ≤ 300 ms/);
});

test('the exit code is 1 when any budget fails or a section did not finish, 0 otherwise', () => {
  const ok = check({ section: 'web', label: 'home', value: 150, unit: 'KB', op: '<=', limit: 200 });
  const over = check({ section: 'web', label: 'home', value: 250, unit: 'KB', op: '<=', limit: 200 });
  assert.equal(exitCodeFor([ok]), 0);
  assert.equal(exitCodeFor([ok, over]), 1);
  assert.equal(exitCodeFor([ok], [{ section: 'nav', message: 'timeout' }]), 1);
  assert.deepEqual(failuresOf([ok, over], [{ section: 'nav', message: 'timeout' }]), ['web: home: 250 KB, budget ≤ 200 KB', 'nav: did not finish: timeout']);
});

test('budget use is value/limit for a ceiling and limit/value for a floor; the chart marks what is over', () => {
  assert.equal(budgetUse(check({ section: 's', label: 'l', value: 150, op: '<=', limit: 200 })), 75);
  assert.equal(budgetUse(check({ section: 's', label: 'l', value: 50, op: '>=', limit: 95 })), 190);
  assert.equal(budgetUse(check({ section: 's', label: 'l', value: 0, op: '<=', limit: 0 })), 0);
  assert.match(barLine('x', 190, 1), /^x █{30}\|█{14} {2}190 % {2}OVER$/);
  assert.doesNotMatch(barLine('x', 75, 1), /OVER/);
});

test('the LCP element counts as a skeleton when it is the inline skeleton or a busy placeholder', () => {
  assert.equal(isSkeleton({ selector: 'div.sk > p.sk-sub', snippet: '<p class="sk-sub">' }), true);
  assert.equal(isSkeleton({ selector: 'div.home-skeleton', snippet: '<div class="home-skeleton">' }), true);
  assert.equal(isSkeleton({ selector: 'div#sc-skeleton > div.sk > div.sku-hero > div.sku-bar', snippet: '<div class="sku-bar sku-title">' }), true);
  assert.equal(isSkeleton({ selector: 'body > div#sc-skeleton', snippet: '<div id="sc-skeleton">' }), true);
  assert.equal(isSkeleton({ selector: 'section > div', snippet: '<div aria-busy="true">' }), true);
  assert.equal(isSkeleton({ selector: 'main > h1.title', snippet: '<h1 class="title">' }), false);
  assert.equal(isSkeleton({ selector: 'div.task > span', snippet: '<span class="desk">' }), false);
});

test('the API suite\'s figures become checks with the bare Fastify reference beside them', () => {
  const summary = (share, p99) => ({ rps: 1000, p50: 2, p99, share, shareMin: share, shareMax: share, failures: 0 });
  const report = {
    settings: { connections: 50, rounds: 3, durationSeconds: 5, runtime: 'node dist/server.js' },
    bare: { rps: 40000, p50: 0, p99: 3 },
    rows: [
      { variant: 'api', database: 'sqlite', endpoint: 'getuserinfo', summary: summary(0.31, 12) },
      { variant: 'api', database: 'sqlite', endpoint: 'claims', summary: summary(0.1, 25) },
      { variant: 'before', database: 'sqlite', endpoint: 'claims', summary: summary(0.01, 90) },
    ],
    failures: [],
  };
  const { checks } = summarizeApi(report, 1, null);
  assert.deepEqual(checks.map((c) => c.pass), [true, true, false, false]);
  assert.match(checks[0].reference, /bare Fastify 40,000 req\/s/);
  // The suite failed for a reason none of the checks shows: the run still fails.
  const allGood = { ...report, rows: report.rows.slice(0, 1), failures: ['bare Fastify: 3 non-2xx answers or errors'] };
  assert.equal(exitCodeFor(summarizeApi(allGood, 1, null).checks), 1);
});

test('the command line picks sections and --quick, and refuses what it does not know', () => {
  assert.deepEqual(parseArgs(['--only=web,api', '--quick']).only, ['web', 'api']);
  assert.equal(parseArgs(['--quick']).repeats.lighthouse, 1);
  assert.equal(parseArgs([]).build, true);
  assert.equal(parseArgs(['--no-build']).build, false);
  assert.throws(() => parseArgs(['--only=webz']), /unknown section webz/);
  assert.throws(() => parseArgs(['--fast']), /unknown argument --fast/);
});

test('RESULTS.md and results.json carry machine, medians, budgets, the chart and the failures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
  try {
    const checks = [check({ section: 'web', label: 'login: JS on the wire', value: 130, unit: 'KB', op: '<=', limit: 120 })];
    const run = {
      date: '2026-01-01T00:00:00.000Z',
      machine: { cpus: 2, model: 'Test CPU', memoryGb: 8, os: 'Linux', node: 'v20', chromium: 'Chromium 1', lighthouse: '13.5.0', loadBefore: [1, 1, 1], loadAfter: [2, 2, 2] },
      settings: { quick: false, only: ['web'], repeats: 'medians of 3' },
      sections: { web: { title: 'Bytes', tables: [{ head: ['page', 'KB'], rows: [['login', 130]] }] } },
      checks,
      errors: [],
      durationSeconds: 61,
    };
    const [md, json] = writeReport(dir, run);
    const text = readFileSync(md, 'utf8');
    assert.match(text, /2 × Test CPU/);
    assert.match(text, /\*\*1 budget failure\*\*/);
    assert.match(text, /web: login: JS on the wire +█+\|█+ +108 % {2}OVER/);
    assert.match(text, /\| web \| login: JS on the wire \| 130 KB \| ≤ 120 KB \| {2}\| \*\*FAIL\*\* \|/);
    assert.match(text, /\| login \| 130 \|/);
    assert.deepEqual(JSON.parse(readFileSync(json, 'utf8')).failures, ['web: login: JS on the wire: 130 KB, budget ≤ 120 KB']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--before lists an earlier run beside this one, by section and label, naming its machine', () => {
  assert.equal(parseArgs(['--before=old.json']).before, path.resolve('old.json'));
  const now = [check({ section: 'web', label: 'home: JS on the wire', value: 196.9, unit: 'KB', op: '<=', limit: 200 }), check({ section: 'nav', label: 'account: warm entry, local', value: 32, unit: 'ms', op: '<=', limit: 50 })];
  const before = {
    file: 'old.json',
    date: '2026-01-01T00:00:00.000Z',
    machine: { cpus: 2, model: 'Old CPU', os: 'Linux 6', loadBefore: [2.49, 2.77, 2.26] },
    checks: [check({ section: 'web', label: 'home: JS on the wire', value: 303.8, unit: 'KB', op: '<=', limit: 200 })],
  };
  const text = beforeAfter(now, before).join('\n');
  assert.match(text, /Before: old\.json, written on 2026-01-01T00:00:00\.000Z \(2 × Old CPU, Linux 6; load average before 2\.49 \/ 2\.77 \/ 2\.26\)/);
  assert.match(text, /\| web \| home: JS on the wire \| 303\.8 KB \| FAIL \| 196\.9 KB \| pass \|/);
  assert.match(text, /\| nav \| account: warm entry, local \| not in that run \| {2}\| 32 ms \| pass \|/);
});
