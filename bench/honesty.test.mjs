// A busy machine never passes a timing budget: bench/budgets.mjs withLoadRule and bench/api.mjs
// starvedReference turn such figures into "not measurable", which fails the run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, exitCodeFor, failuresOf, withLoadRule } from './budgets.mjs';
import { starvedReference, summarize } from './api.mjs';
import { markdown } from './report.mjs';

const nav = check({ section: 'nav', label: 'claims: cold entry, local', value: 120, unit: 'ms', op: '<=', limit: 300 });
const bytes = check({ section: 'web', label: 'login: JS on the wire', value: 100, unit: 'KB', op: '<=', limit: 120 });

test('with the load average above the core count, timed checks are not measurable and the run fails; bytes still count', () => {
  const judged = withLoadRule([nav, bytes], { cpus: 2, loadBefore: [3.1, 2, 1], loadAfter: [1.5, 1, 1] });
  assert.equal(judged[0].pass, false);
  assert.match(judged[0].notMeasurable, /load average 3\.10 above the 2 cores/);
  assert.equal(judged[1].pass, true);
  assert.equal(exitCodeFor(judged), 1);
  assert.match(failuresOf(judged)[0], /not measurable/);
});

test('an idle machine keeps the verdicts', () => {
  assert.deepEqual(withLoadRule([nav, bytes], { cpus: 2, loadBefore: [0.4], loadAfter: [1.9] }), [nav, bytes]);
});

const quiet = (over) => ({ cores: 2, loadAtStart: 0.6, loadAtEnd: 2.4, othersShare: 0.02, waitedSeconds: 0, ...over });

test("a section is judged by its own watch: its own load at the end does not count, a busy start or busy neighbours do", () => {
  const machine = { cpus: 2, loadBefore: [0.5], loadAfter: [2.6] };
  assert.deepEqual(withLoadRule([nav, bytes], machine, { nav: { quiet: quiet() } }), [nav, bytes]);
  const [busyStart] = withLoadRule([nav], machine, { nav: { quiet: quiet({ loadAtStart: 2.3 }) } });
  assert.equal(busyStart.pass, false);
  assert.match(busyStart.notMeasurable, /load average 2\.30 at its start, above the 2 cores/);
  const [neighbours] = withLoadRule([nav], machine, { nav: { quiet: quiet({ othersShare: 0.25 }) } });
  assert.equal(neighbours.pass, false);
  assert.match(neighbours.notMeasurable, /other processes used 25\.0 % of the CPU while it ran \(limit 10 %\)/);
});

test('the API above 100 % of bare Fastify is a starved reference, never a pass', () => {
  assert.equal(starvedReference(0.8), undefined);
  const report = {
    settings: { connections: 50, rounds: 3, durationSeconds: 5, runtime: 'node' },
    bare: { rps: 1000, p50: 1, p99: 5 },
    rows: [{ variant: 'api', database: 'sqlite', endpoint: 'getuserinfo', summary: { share: 1.226, shareMin: 1.1, shareMax: 1.3, rps: 1226, p50: 1, p99: 5 } }],
  };
  const [share] = summarize(report, 0, null).checks;
  assert.equal(share.pass, false);
  assert.match(share.notMeasurable, /122\.6 % of bare Fastify/);
});

test('the report names a not measurable figure as such', () => {
  const run = { date: 'd', durationSeconds: 1, machine: { cpus: 2, model: 'm', memoryGb: 1, os: 'o', node: 'n', chromium: 'c', lighthouse: 'l', loadBefore: [3], loadAfter: [3] }, settings: { quick: true, build: false, only: ['nav'], repeats: 'r' }, sections: {}, errors: [] };
  run.checks = withLoadRule([nav], run.machine);
  assert.match(markdown(run), /\*\*not measurable\*\* \(load average 3\.00/);
});
