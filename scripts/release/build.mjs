// Builds a remote into a staging folder beside its releases (same file system, so publishing is
// one rename). The workspace's own `build` script runs, only its output path changes: dist/ and
// every published release stay untouched (webpack's output.clean empties only the staging folder).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function makeStagingDir(remoteDir) {
  await fs.mkdir(remoteDir, { recursive: true });
  const dir = path.join(remoteDir, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(dir);
  return dir;
}

export function buildInto(workspaceDir, outDir, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--', '--output-path', outDir, '--stats', 'errors-warnings'], { cwd: workspaceDir, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`build of ${workspaceDir} failed (${signal ?? `exit ${code}`})`))));
  });
}

/** Staging folders of releases that crashed mid-build, older than a day (a running build is younger). */
export async function removeAbandonedStaging(remoteDir, now = Date.now()) {
  const entries = await fs.readdir(remoteDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isDirectory() && e.name.startsWith('.staging-'))) {
    const dir = path.join(remoteDir, entry.name);
    const { mtimeMs } = await fs.stat(dir);
    if (now - mtimeMs > 86_400_000) await fs.rm(dir, { recursive: true, force: true });
  }
}
