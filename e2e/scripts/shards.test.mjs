import assert from 'node:assert/strict';
import test from 'node:test';
import { dealSpecs, weightsFromReport } from './shards.mjs';

test('the heaviest specs go to different shards and the totals come out near each other', () => {
  const weights = { 'a.spec.ts': 200, 'b.spec.ts': 200, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 10 };
  const [one, two] = dealSpecs(Object.keys(weights), weights, 2);
  assert.ok(one.files.includes('a.spec.ts') !== two.files.includes('a.spec.ts'));
  assert.ok(one.files.includes('a.spec.ts') !== one.files.includes('b.spec.ts'));
  assert.ok(Math.abs(one.seconds - two.seconds) <= 20);
});

test('every spec runs exactly once, in name order within its shard; a new spec weighs the median', () => {
  const files = ['00-first.spec.ts', 'new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'];
  const dealt = dealSpecs(files, { '00-first.spec.ts': 5, 'x.spec.ts': 30, 'y.spec.ts': 20, 'z.spec.ts': 10 }, 2);
  assert.deepEqual(dealt.flatMap((shard) => shard.files).sort(), files);
  for (const shard of dealt) assert.deepEqual(shard.files, [...shard.files].sort());
  assert.equal(dealt.reduce((sum, shard) => sum + shard.seconds, 0), 5 + 30 + 20 + 10 + 20);
});

test("a spec's measured weight is every attempt of every test in it, nested describes included, in whole seconds", () => {
  const attempt = (ms) => ({ duration: ms });
  const report = {
    suites: [
      { file: 'a.spec.ts', specs: [{ tests: [{ results: [attempt(1200), attempt(800)] }] }], suites: [{ specs: [{ tests: [{ results: [attempt(3000)] }] }] }] },
      { file: 'b.spec.ts', specs: [{ tests: [{ results: [attempt(10)] }] }] },
    ],
  };
  assert.deepEqual(weightsFromReport(report), { 'a.spec.ts': 5, 'b.spec.ts': 1 });
});
