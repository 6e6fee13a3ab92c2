// The platform kernel: the part of @sencare/shared that is ONE copy on the page (a Module
// Federation singleton), so its version is a contract every remote declares and the shell checks
// (shell/src/federation/compatibility.ts). Everything else in shared/ (format, rules, routing,
// limits) is domain code that each app bundles for itself: no remote's release can change
// another app's screens through it (docs/deploying.md "Kernel and domain code").
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Subpaths of @sencare/shared that are kernel: the session channel, the HTTP client, i18n, the
 * views, the remote kit and the UI kit (`antd`: the page's one antd-mobile).
 */
export const KERNEL_SUBPATHS = ['channel', 'http', 'i18n', 'ui', 'kit', 'antd'];

/** Read fresh each time (not cached by require), so a test that edits the package sees it. */
function sharedPackage(dir = SHARED_DIR) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The dependencies of @sencare/shared itself, which reach every app with it (zod: shared/src/rules). */
export function sharedPackageDependencies(dir = SHARED_DIR) {
  return sharedPackage(dir).dependencies ?? {};
}

export function kernelVersion(dir = SHARED_DIR) {
  return sharedPackage(dir).version;
}

/** The session channel's CONTRACT_VERSION, read from its one source (shared/src/channel/contract.ts). */
export function channelContractVersion(dir = SHARED_DIR) {
  const source = fs.readFileSync(path.join(dir, 'src', 'channel', 'contract.ts'), 'utf8');
  const match = /export const CONTRACT_VERSION = (\d+)/.exec(source);
  if (!match) throw new Error('shared/src/channel/contract.ts: CONTRACT_VERSION not found');
  return Number(match[1]);
}

const isKernelSource = (file) => /\.(ts|tsx|json|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('testServer.ts');

/** Every file whose bytes the kernel's version stands for: the kernel folders, nothing else. */
export function kernelFiles(dir = SHARED_DIR) {
  const src = path.join(dir, 'src');
  const files = [];
  for (const sub of KERNEL_SUBPATHS) {
    for (const name of fs.readdirSync(path.join(src, sub), { recursive: true })) {
      const file = path.join(src, sub, name);
      if (isKernelSource(name) && fs.statSync(file).isFile()) files.push(path.relative(dir, file));
    }
  }
  return files.sort();
}

/**
 * Relative imports from kernel code that leave the kernel folders (`[file, import]` pairs). Such
 * bytes would ship inside the kernel without being counted by its version, so the check refuses
 * them (eslint.config.mjs says the same at the import).
 */
export function kernelImportsOutside(dir = SHARED_DIR) {
  const src = path.join(dir, 'src');
  const kernelDirs = KERNEL_SUBPATHS.map((sub) => path.join(src, sub) + path.sep);
  const out = [];
  for (const rel of kernelFiles(dir)) {
    if (!/\.tsx?$/.test(rel)) continue;
    const file = path.join(dir, rel);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec);
      if (!kernelDirs.some((k) => (target + path.sep).startsWith(k))) out.push([rel, spec]);
    }
  }
  return out;
}

export function kernelHash(dir = SHARED_DIR) {
  const hash = createHash('sha256');
  for (const rel of kernelFiles(dir)) hash.update(rel).update('\0').update(fs.readFileSync(path.join(dir, rel))).update('\0');
  return hash.digest('hex');
}

/** What a build declares in its mf-manifest.json metaData (read by the shell's compatibility gate). */
export function remoteRequirements(pkg) {
  return {
    kernel: `^${kernelVersion()}`,
    react: pkg.dependencies?.react ?? require('react/package.json').version,
    channelContract: channelContractVersion(),
  };
}
