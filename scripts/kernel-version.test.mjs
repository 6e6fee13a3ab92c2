// node --test: the kernel version check (scripts/kernel-version.mjs) on a copy of shared/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts', 'kernel-version.mjs');

/** A copy of shared/ whose lock matches its code, whatever state the working tree is in. */
function copyShared() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-kernel-'));
  fs.cpSync(path.join(ROOT, 'shared', 'src'), path.join(dir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'shared', 'package.json'), path.join(dir, 'package.json'));
  fs.copyFileSync(path.join(ROOT, 'shared', 'kernel.lock.json'), path.join(dir, 'kernel.lock.json'));
  run(dir, 'lock', '--unreleased');
  return dir;
}
const run = (dir, command, ...args) => spawnSync(process.execPath, [SCRIPT, command, ...args], { env: { ...process.env, SENCARE_SHARED_DIR: dir }, encoding: 'utf8' });
const setVersion = (dir, version) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
};
const append = (dir, rel, text) => fs.appendFileSync(path.join(dir, rel), text);

test('the checked-in lock matches the kernel code and version', () => {
  const result = run(path.join(ROOT, 'shared'), 'check');
  assert.equal(result.status, 0, result.stderr);
});

test('a kernel change without a version bump fails the check and cannot be locked; a bump then lock passes', () => {
  const dir = copyShared();
  append(dir, 'src/channel/sessionChannel.ts', '\nexport const added = 1;\n');
  const check = run(dir, 'check');
  assert.equal(check.status, 1);
  assert.match(check.stderr, /kernel code changed but @sencare\/shared is still/);
  assert.equal(run(dir, 'lock').status, 1);

  const [major, minor] = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version.split('.').map(Number);
  setVersion(dir, `${major}.${minor + 1}.0`);
  assert.equal(run(dir, 'check').status, 1, 'a bump must be recorded');
  assert.equal(run(dir, 'lock').status, 0);
  assert.equal(run(dir, 'check').status, 0);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a version not shipped yet takes more changes: lock --unreleased records it again, plain lock still refuses', () => {
  const dir = copyShared();
  append(dir, 'src/channel/sessionChannel.ts', '\nexport const alsoAdded = 1;\n');
  assert.equal(run(dir, 'lock').status, 1);
  const again = run(dir, 'lock', '--unreleased');
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stdout, /again \(not shipped yet\)/);
  assert.equal(run(dir, 'check').status, 0);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('domain code changes freely, even the files the kernel once imported; a tests-only change is not a kernel change', () => {
  const dir = copyShared();
  append(dir, 'src/rules/claimStateMachine.ts', '\n// a team changed its own rule\n');
  append(dir, 'src/channel/sessionChannel.test.ts', '\n// a new test\n');
  // Until 3.0.0 these shipped inside the kernel (it imported them), so a date format was a kernel change.
  append(dir, 'src/rules/limits.ts', '\nexport const NEW_LIMIT = 1;\n');
  append(dir, 'src/format/index.ts', '\nexport const formatted = 1;\n');
  append(dir, 'src/routing/paths.ts', '\nexport const ROUTED = 1;\n');
  const check = run(dir, 'check');
  assert.equal(check.status, 0, check.stderr);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the kernel is its folders: a CSS file in one counts', () => {
  const dir = copyShared();
  append(dir, 'src/ui/SectionTabs.module.css', '\n.added { color: red; }\n');
  assert.equal(run(dir, 'check').status, 1);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('kernel code importing domain code fails the check and cannot be locked, bumped or not', () => {
  const dir = copyShared();
  append(dir, 'src/http/createHttpClient.ts', "\nexport { formatDate } from '../format';\n");
  const [major, minor] = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version.split('.').map(Number);
  setVersion(dir, `${major}.${minor + 1}.0`);
  const check = run(dir, 'check');
  assert.equal(check.status, 1);
  assert.match(check.stderr, /src\/http\/createHttpClient\.ts imports '\.\.\/format'/);
  assert.equal(run(dir, 'lock').status, 1);
  fs.rmSync(dir, { recursive: true, force: true });
});
