// .ci/run times `npm test` stage by stage: it must run exactly the commands package.json's "test"
// chains, in the same order, so CI tests what the README promises and nothing less.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const ciRun = fs.readFileSync(path.join(root, '.ci', 'run'), 'utf8');

test('.ci/run runs the steps of `npm test` in order, after lint and typecheck (side by side)', () => {
  const testSteps = pkg.scripts.test.split('&&').map((step) => step.trim());
  const staged = [...ciRun.matchAll(/^stage \S+ (.+)$/gm)].map((match) => match[1].trim());
  assert.deepEqual(staged.slice(0, 2), ['npm ci --no-audit --no-fund --prefer-offline', 'side_by_side "npm run lint" "npm run typecheck"']);
  assert.deepEqual(staged.slice(2), testSteps);
});
