// node --test scripts/build-all.test.mjs: what `npm run build` builds and how many at once.
import assert from 'node:assert/strict';
import test from 'node:test';
import { buildableWorkspaces, inPool } from './build-all.mjs';

test('every workspace with a build script is built: the API and each front end, not shared or e2e', () => {
  const names = buildableWorkspaces();
  assert.ok(names.includes('api') && names.includes('shell') && names.includes('mfe-claims') && names.includes('mfe-broker'));
  assert.ok(!names.includes('shared') && !names.includes('e2e'));
});

test('the pool runs at most its limit at once and keeps each result in its place', async () => {
  let running = 0;
  let most = 0;
  const results = await inPool([30, 5, 20, 1, 10], 2, async (ms) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, ms));
    running -= 1;
    return ms * 2;
  });
  assert.equal(most, 2);
  assert.deepEqual(results, [60, 10, 40, 2, 20]);
});

test('a failing task does not stop the others', async () => {
  const seen = [];
  const codes = await inPool(['a', 'b', 'c'], 2, async (name) => {
    seen.push(name);
    return name === 'a' ? 1 : 0;
  });
  assert.deepEqual([seen.sort(), codes], [['a', 'b', 'c'], [1, 0, 0]]);
});
