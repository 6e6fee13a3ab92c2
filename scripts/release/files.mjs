// File-system primitives of the release store. Small and dependency-free on purpose: the tooling
// runs in a bare `npm ci` checkout and in the release image (deploy/release.Dockerfile).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Write + fsync a temp file beside the target, then rename over it: rename is atomic on one file
 * system, so the gateway (which re-reads the map on every request) sees the old map or the new
 * one, never half of one.
 */
export async function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
}

async function filesUnder(root, dir = root) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(root, path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))])),
  );
  return nested.flat().sort();
}

/** SHA-256 over every file's relative path and bytes: the same build gives the same release id. */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await fs.readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One release/rollback at a time per releases folder (the map is shared by every remote). mkdir is
 * atomic; a lock whose owner died is taken over, so a killed release never blocks the next one.
 */
export async function withLock(dir, fn, { timeoutMs = 120_000 } = {}) {
  const lock = path.join(dir, '.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fs.mkdir(lock);
      await fs.writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      const age = Date.now() - (await fs.stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      // No pid yet is a lock being taken right now, unless it has been like that for a while.
      if ((owner > 0 && !isAlive(owner)) || (owner === 0 && age > 10_000)) await fs.rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another release holds ${lock} (pid ${owner}); try again when it has finished`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
