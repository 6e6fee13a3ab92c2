// node --test scripts/release: the rule that rolls a canary back (docs/deploying.md "Canary
// releases") and its settings. The store's side is store.test.mjs; the watcher on real nginx, API
// replicas and Prometheus is scripts/topology/canary.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canaryPercent, canarySettings, canaryVerdict } from './canary.mjs';

const rule = { maxErrorRateDelta: 0.02, minSessions: 200 };

test('no verdict before the canary has the minimum of sessions, however bad it looks', () => {
  const verdict = canaryVerdict({ canary: { sessions: 199, errors: 199 }, stable: { sessions: 5000, errors: 10 }, ...rule });
  assert.equal(verdict.action, 'wait');
  assert.match(verdict.reason, /199 of 200 sessions/);
});

test('a canary above the stable rate by more than the margin is rolled back, with the figures', () => {
  const verdict = canaryVerdict({ canary: { sessions: 200, errors: 10 }, stable: { sessions: 1800, errors: 36 }, ...rule });
  // 5 % against 2 %: 3 points above, the margin is 2.
  assert.equal(verdict.action, 'roll-back');
  assert.equal(verdict.figures.canary.rate, 0.05);
  assert.equal(verdict.figures.stable.rate, 0.02);
  assert.ok(Math.abs(verdict.figures.delta - 0.03) < 1e-12);
  assert.match(verdict.reason, /canary 5\.00 % vs stable 2\.00 % errors per session: 3\.00 % above, the limit is 2\.00 %/);
});

test('a canary within the margin keeps running, also when it is worse than the stable release', () => {
  assert.equal(canaryVerdict({ canary: { sessions: 400, errors: 15 }, stable: { sessions: 3600, errors: 72 }, ...rule }).action, 'keep');
  // Exactly at the margin is not above it.
  assert.equal(canaryVerdict({ canary: { sessions: 200, errors: 8 }, stable: { sessions: 200, errors: 4 }, ...rule }).action, 'keep');
});

test('a bad stable release does not make a bad canary look fine: only the difference counts, and no stable sessions count as 0 errors', () => {
  assert.equal(canaryVerdict({ canary: { sessions: 300, errors: 90 }, stable: { sessions: 3000, errors: 600 }, ...rule }).action, 'roll-back');
  assert.equal(canaryVerdict({ canary: { sessions: 300, errors: 9 }, stable: { sessions: 0, errors: 0 }, ...rule }).action, 'roll-back');
});

test('settings: safe defaults, and a wrong value is refused naming the variable', () => {
  assert.deepEqual(canarySettings({}), { prometheusUrl: null, maxErrorRateDelta: 0.02, minSessions: 200, intervalSeconds: 30 });
  assert.equal(canarySettings({ CANARY_PROMETHEUS_URL: 'http://prometheus:9090/' }).prometheusUrl, 'http://prometheus:9090');
  assert.throws(() => canarySettings({ CANARY_MIN_SESSIONS: '2.5' }), /CANARY_MIN_SESSIONS=2.5: expected a whole number/);
  assert.throws(() => canarySettings({ CANARY_MAX_ERROR_RATE_DELTA: '-1' }), /CANARY_MAX_ERROR_RATE_DELTA=-1/);
});

test('--canary takes a share above 0 and below 100 (all devices is --promote)', () => {
  assert.equal(canaryPercent('10'), 10);
  assert.equal(canaryPercent('0.5'), 0.5);
  for (const wrong of ['0', '100', '-5', 'ten', '']) assert.throws(() => canaryPercent(wrong), /--canary/);
});
