#!/usr/bin/env node
// Keeps the kernel's version honest (docs/deploying.md "Kernel and domain code"): the kernel is
// one copy on the page, and remotes declare which versions they work with, so a change to its
// code must come with a new version. shared/kernel.lock.json records the version and a hash of
// the kernel's files: the kernel folders (shared/build/kernel.mjs KERNEL_SUBPATHS) and nothing else,
// so a kernel file that imports domain code (format, rules, routing) fails the check instead of
// making that domain code kernel.
//   node scripts/kernel-version.mjs check   fails when kernel code changed and the version did not
//   node scripts/kernel-version.mjs lock    records a bumped version (refuses an unbumped change)
//   node scripts/kernel-version.mjs lock --unreleased
//                                           records the same version again: only while that version
//                                           has not shipped (several changes going into one bump)
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DIR, kernelHash, kernelImportsOutside, kernelVersion } from '../shared/build/kernel.mjs';

const dir = process.env.SENCARE_SHARED_DIR ? path.resolve(process.env.SENCARE_SHARED_DIR) : SHARED_DIR;
const lockFile = path.join(dir, 'kernel.lock.json');
const readLock = () => (fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, 'utf8')) : null);

function verdict() {
  const lock = readLock();
  const version = kernelVersion(dir);
  const sha256 = kernelHash(dir);
  const outside = kernelImportsOutside(dir);
  if (outside.length) {
    const list = outside.map(([file, spec]) => `${file} imports '${spec}'`).join('; ');
    return { ok: false, version, sha256, outside: true, why: `kernel code imports code outside the kernel folders (${list}): move what the kernel needs into the kernel` };
  }
  if (!lock) return { ok: false, version, sha256, why: 'shared/kernel.lock.json is missing: run `npm run kernel:lock`' };
  if (lock.sha256 === sha256 && lock.version === version) return { ok: true, version, sha256 };
  if (lock.sha256 !== sha256 && lock.version === version) {
    return { ok: false, version, sha256, unbumped: true, why: `kernel code changed but @sencare/shared is still ${version}: bump "version" in shared/package.json (major if a remote built on ${version} would break), then run \`npm run kernel:lock\` (or, if ${version} has not shipped yet, \`npm run kernel:lock -- --unreleased\`)` };
  }
  return { ok: false, version, sha256, why: `shared/package.json says ${version} but shared/kernel.lock.json records ${lock.version}: run \`npm run kernel:lock\`` };
}

const command = process.argv[2] ?? 'check';
const result = verdict();
if (command === 'check') {
  if (!result.ok) {
    console.error(`[kernel] ${result.why}`);
    process.exit(1);
  }
  console.log(`[kernel] ${result.version} matches its code`);
} else if (command === 'lock') {
  const unreleased = process.argv.includes('--unreleased');
  if (result.outside || (result.unbumped && !unreleased)) {
    console.error(`[kernel] ${result.why}`);
    process.exit(1);
  }
  fs.writeFileSync(lockFile, `${JSON.stringify({ version: result.version, sha256: result.sha256 }, null, 2)}\n`);
  console.log(`[kernel] recorded ${result.version}${result.unbumped ? " again (not shipped yet)" : ""}`);
} else {
  console.error('usage: kernel-version.mjs check|lock');
  process.exit(2);
}
