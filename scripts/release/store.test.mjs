// node --test scripts/release: the release store's rules without a webpack build (each "build" is
// a small folder), on a real file system. The gateway side is api/src/gateway-releases.test.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createStore } from './store.mjs';

const folders = [];
after(() => Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function setup(overrides = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sencare-releases-'));
  folders.push(dir);
  const settings = { dir, keep: 2, graceHours: 24, urlPrefix: '/mfe', ...overrides };
  return { dir, settings, store: (remote = 'claims') => createStore(settings, remote) };
}

/** A build folder inside the remote's folder, as build.mjs makes it (publish consumes it). */
async function build(store, content) {
  const dir = path.join(store.remoteDir, `.staging-test-${Math.random().toString(16).slice(2)}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(content)};`);
  return dir;
}

const hoursLater = (hours) => new Date(Date.UTC(2026, 10, 23, 8) + hours * 3_600_000).toISOString();
const readMap = async (dir) => JSON.parse(await fs.readFile(path.join(dir, 'remotes.json'), 'utf8'));

test('old releases go only when they are not current, not the rollback target, not among the newest, and retired past the grace period', async () => {
  const { dir, store } = await setup();
  const claims = store();
  const ids = [];
  for (let i = 0; i < 5; i += 1) ids.push((await claims.publish(await build(claims, `v${i}`), { version: '1.0.0', now: hoursLater(i) })).id);
  // Every earlier release stopped being current within the last 24 h: all kept for open pages.
  assert.deepEqual((await fs.readdir(path.join(dir, 'claims'))).filter((n) => n.startsWith('1.')).sort(), [...ids].sort());

  const later = await claims.publish(await build(claims, 'v5'), { version: '1.0.0', now: hoursLater(30) });
  const left = (await fs.readdir(path.join(dir, 'claims'))).filter((n) => n.startsWith('1.'));
  // Kept: the new current (v5) and v4 (rollback target, among the newest two, retired just now).
  // v0–v3 stopped being current 26–29 h ago, past the 24 h grace period.
  assert.deepEqual(left.sort(), [ids[4], later.id].sort());
  assert.deepEqual(later.removed.sort(), ids.slice(0, 4).sort());
});

test('rollback steps back through earlier releases to the default entry, then refuses', async () => {
  const { dir, store } = await setup({ keep: 5 });
  const claims = store();
  const a = await claims.publish(await build(claims, 'a'), { version: '1.0.0' });
  const b = await claims.publish(await build(claims, 'b'), { version: '1.1.0' });
  assert.equal((await readMap(dir)).claims, b.url);
  assert.equal((await claims.rollback()).to, a.url);
  assert.equal((await readMap(dir)).claims, a.url);
  assert.equal((await claims.rollback()).to, null);
  assert.deepEqual(await readMap(dir), {});
  await assert.rejects(claims.rollback(), /nothing to roll back to/);
  // Releasing b again after the rollbacks: its folder is reused and rollback returns to the default.
  const again = await claims.publish(await build(claims, 'b'), { version: '1.1.0' });
  assert.equal(again.id, b.id);
  assert.equal(again.reused, true);
  assert.equal((await claims.rollback()).to, null);
});

test('rollback refuses, and changes nothing, when the previous release folder is gone', async () => {
  const { dir, store } = await setup({ keep: 5 });
  const claims = store();
  const a = await claims.publish(await build(claims, 'a'), { version: '1.0.0' });
  const b = await claims.publish(await build(claims, 'b'), { version: '1.0.0' });
  await fs.rm(path.join(dir, 'claims', a.id), { recursive: true });
  await assert.rejects(claims.rollback(), /has been removed/);
  assert.equal((await readMap(dir)).claims, b.url);
});

test('two remotes released at the same moment both end up in the one map', async () => {
  const { dir, store } = await setup();
  const remotes = ['claims', 'policies', 'cashless', 'account'];
  const results = await Promise.all(remotes.map(async (remote) => store(remote).publish(await build(store(remote), remote), { version: '1.0.0' })));
  assert.deepEqual(await readMap(dir), Object.fromEntries(remotes.map((remote, i) => [remote, results[i].url])));
});

test('list marks the current release and the rollback target', async () => {
  const { store } = await setup();
  const claims = store();
  const a = await claims.publish(await build(claims, 'a'), { version: '1.0.0', now: hoursLater(0) });
  const b = await claims.publish(await build(claims, 'b'), { version: '1.0.0', label: 'blue', now: hoursLater(1) });
  const listed = await claims.list();
  assert.deepEqual(
    listed.rows.map(({ id, current, rollbackTarget, label }) => ({ id, current, rollbackTarget, label })),
    [
      { id: b.id, current: true, rollbackTarget: false, label: 'blue' },
      { id: a.id, current: false, rollbackTarget: true, label: null },
    ],
  );
});

test('a folder that is not a build is refused before anything changes', async () => {
  const { dir, store } = await setup();
  const claims = store();
  const empty = path.join(claims.remoteDir, '.staging-empty');
  await fs.mkdir(empty, { recursive: true });
  await assert.rejects(claims.publish(empty, { version: '1.0.0' }), /no mf-manifest.json/);
  await assert.rejects(fs.access(path.join(dir, 'remotes.json')));
});

test('with a base map (nginx serves the file as written) the map always names every remote; defaults come from the base at each write', async () => {
  const base = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sencare-base-')), 'remotes.json');
  folders.push(path.dirname(base));
  await fs.writeFile(base, JSON.stringify({ claims: '/mfe/claims/mf-manifest.json', policies: '/mfe/policies/mf-manifest.json' }));
  const { dir, store } = await setup({ baseMap: base });
  const claims = store();
  const one = await claims.publish(await build(claims, 'one'), { version: '1.0.0' });
  assert.deepEqual(await readMap(dir), { claims: one.url, policies: '/mfe/policies/mf-manifest.json' });

  // A remote added to the base later appears with the next write; a released one keeps its release.
  await fs.writeFile(base, JSON.stringify({ claims: '/mfe/claims/mf-manifest.json', policies: '/mfe/policies/mf-manifest.json', benefits: '/mfe/benefits/mf-manifest.json' }));
  const policies = store('policies');
  const p1 = await policies.publish(await build(policies, 'p1'), { version: '2.0.0' });
  assert.deepEqual(await readMap(dir), { claims: one.url, policies: p1.url, benefits: '/mfe/benefits/mf-manifest.json' });

  // Rolling claims back past its first release returns it to the base's default entry, not to nothing.
  assert.equal((await claims.rollback()).to, null);
  assert.deepEqual(await readMap(dir), { claims: '/mfe/claims/mf-manifest.json', policies: p1.url, benefits: '/mfe/benefits/mf-manifest.json' });
});

test('an unreadable base map stops a release before the map changes', async () => {
  const { dir, store } = await setup({ baseMap: path.join(os.tmpdir(), 'no-such-base', 'remotes.json') });
  const claims = store();
  await assert.rejects(claims.publish(await build(claims, 'x'), { version: '1.0.0' }), /RELEASES_BASE_MAP=.* cannot be read: the map was not changed/);
  await assert.rejects(fs.access(path.join(dir, 'remotes.json')));
});

test('a map that would drop a remote the served map names is refused in one line, and the file is left as it was', async () => {
  const base = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sencare-base-')), 'remotes.json');
  folders.push(path.dirname(base));
  await fs.writeFile(base, JSON.stringify({ claims: '/mfe/claims/mf-manifest.json' }));
  const { dir, store } = await setup({ baseMap: base });
  // The served map names hr (a remote added by hand or by an older base); the base does not.
  const served = { claims: '/mfe/claims/mf-manifest.json', hr: '/mfe/hr/mf-manifest.json' };
  await fs.writeFile(path.join(dir, 'remotes.json'), JSON.stringify(served));
  const claims = store();
  await assert.rejects(claims.publish(await build(claims, 'x'), { version: '1.0.0' }), /^Error: the new map would drop hr \(in .*remotes\.json, not in RELEASES_BASE_MAP=.*\): the map was not changed$/);
  assert.deepEqual(await readMap(dir), served);
});

// Canary releases (docs/deploying.md "Canary releases"): the map keeps the stable entry and names
// the canary under `_canaries`; promote, rollback and a new release each end it, logged.
const history = async (dir, remote = 'claims') => (await fs.readFile(path.join(dir, remote, 'history.jsonl'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line));

test('--canary keeps the current entry for everyone else and names the canary and its share in the map', async () => {
  const { dir, store } = await setup();
  const claims = store();
  const stable = await claims.publish(await build(claims, 'stable'), { version: '1.0.0' });
  const canary = await claims.publish(await build(claims, 'canary'), { version: '1.1.0', canaryPercent: 10 });
  assert.deepEqual(await readMap(dir), { claims: stable.url, _canaries: { claims: { entry: canary.url, percent: 10 } } });
  assert.deepEqual(canary.canary, { percent: 10, stable: stable.id });
  const listed = await claims.list();
  assert.equal(listed.canary.id, canary.id);
  assert.deepEqual(listed.rows.map((row) => [row.id, row.current, row.canary]), [[canary.id, false, true], [stable.id, true, false]]);
  assert.deepEqual((await history(dir)).map((e) => [e.event, e.release]), [['released', stable.id], ['canary-started', canary.id]]);
});

test('a canary is refused without a current release to compare with, and leaves no folder behind', async () => {
  const { dir, store } = await setup();
  const claims = store();
  assert.match(await claims.canaryRefusal(), /a canary needs a current release/);
  await assert.rejects(claims.publish(await build(claims, 'canary'), { version: '1.1.0', canaryPercent: 10 }), /a canary needs a current release to compare with/);
  await assert.rejects(fs.access(path.join(dir, 'remotes.json')));
  assert.deepEqual((await fs.readdir(path.join(dir, 'claims'))).filter((name) => name.startsWith('1.')), []);
});

test('the current release cannot also be the canary', async () => {
  const { store } = await setup();
  const claims = store();
  await claims.publish(await build(claims, 'same'), { version: '1.0.0' });
  await assert.rejects(claims.publish(await build(claims, 'same'), { version: '1.0.0', canaryPercent: 10 }), /is already the current release/);
});

test('--promote makes the canary current for everyone; rollback then returns to the release before it', async () => {
  const { dir, store } = await setup({ keep: 5 });
  const claims = store();
  const stable = await claims.publish(await build(claims, 'stable'), { version: '1.0.0' });
  const canary = await claims.publish(await build(claims, 'canary'), { version: '1.1.0', canaryPercent: 25 });
  await claims.promote();
  assert.deepEqual(await readMap(dir), { claims: canary.url });
  await assert.rejects(claims.promote(), /no canary is running/);
  assert.equal((await claims.rollback()).to, stable.url);
  assert.deepEqual(await readMap(dir), { claims: stable.url });
  assert.deepEqual((await history(dir)).map((e) => e.event), ['released', 'canary-started', 'canary-promoted', 'rolled-back']);
});

test('rollback while a canary runs ends the canary only; the stable release stays and the canary folder is kept for its open pages', async () => {
  const { dir, store } = await setup({ keep: 0 });
  const claims = store();
  const stable = await claims.publish(await build(claims, 'stable'), { version: '1.0.0' });
  const canary = await claims.publish(await build(claims, 'canary'), { version: '1.1.0', canaryPercent: 10 });
  const result = await claims.rollback();
  assert.equal(result.canary, canary.id);
  assert.deepEqual(await readMap(dir), { claims: stable.url });
  await fs.access(path.join(dir, 'claims', canary.id));
  assert.deepEqual((await history(dir)).at(-1), { at: (await history(dir)).at(-1).at, event: 'canary-rolled-back', release: canary.id, percent: 10, stable: stable.id, by: 'hand' });
  // The next rollback steps the stable release back as before.
  assert.equal((await claims.rollback()).to, null);
});

test("the watcher's rollback ends only the canary it judged; a canary replaced meanwhile stays", async () => {
  const { dir, store } = await setup();
  const claims = store();
  await claims.publish(await build(claims, 'stable'), { version: '1.0.0' });
  const first = await claims.publish(await build(claims, 'first'), { version: '1.1.0', canaryPercent: 10 });
  const second = await claims.publish(await build(claims, 'second'), { version: '1.2.0', canaryPercent: 20 });
  assert.equal((await readMap(dir))._canaries.claims.entry, second.url);
  assert.equal(await claims.rollbackCanary(first.id, { figures: {}, reason: 'judged the first' }), false);
  assert.equal((await readMap(dir))._canaries.claims.entry, second.url);
  const figures = { canary: { sessions: 300, errors: 60, rate: 0.2 }, stable: { sessions: 2700, errors: 27, rate: 0.01 } };
  assert.equal(await claims.rollbackCanary(second.id, { figures, reason: 'too many errors' }), true);
  assert.equal((await readMap(dir))._canaries, undefined);
  assert.deepEqual((await history(dir)).slice(1).map((e) => [e.event, e.release, e.by ?? null]), [
    ['canary-started', first.id, null],
    ['canary-replaced', first.id, second.id],
    ['canary-started', second.id, null],
    ['canary-rolled-back', second.id, 'watcher'],
  ]);
  assert.deepEqual((await history(dir)).at(-1).figures, figures);
});

test("a full release while a canary runs ends the canary; another remote's canary is untouched", async () => {
  const { dir, store } = await setup();
  const claims = store();
  const policies = store('policies');
  await claims.publish(await build(claims, 'c1'), { version: '1.0.0' });
  const p1 = await policies.publish(await build(policies, 'p1'), { version: '1.0.0' });
  await claims.publish(await build(claims, 'c2'), { version: '1.1.0', canaryPercent: 10 });
  const p2 = await policies.publish(await build(policies, 'p2'), { version: '1.1.0', canaryPercent: 5 });
  const c3 = await claims.publish(await build(claims, 'c3'), { version: '1.2.0' });
  assert.deepEqual(await readMap(dir), { claims: c3.url, policies: p1.url, _canaries: { policies: { entry: p2.url, percent: 5 } } });
  assert.deepEqual((await history(dir)).slice(-2).map((e) => e.event), ['canary-ended', 'released']);
});
