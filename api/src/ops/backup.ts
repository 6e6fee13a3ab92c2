import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { createBackend } from '../storage';
import { dumpDatabase } from './database-dump';
import { FORMAT, MANIFEST, listPart, sha256File, type Manifest } from './manifest';
import { backupObjects, copySealedObjects } from './objects';

/** `sencare-20261125T103000.123Z`: UTC, sorts by time, unique enough for one operator's runs. */
const NAME = /^sencare-\d{8}T\d{6}\.\d{3}Z$/;
const UNFINISHED = '.unfinished-';
/** An unfinished folder older than this was left by a backup that died; removed by the next one. */
const UNFINISHED_GRACE_MS = 24 * 3600_000;

export const DATABASE_FILE = { postgres: 'database.pgdump', sqlite: 'database.sqlite' } as const;

export function backupName(now: Date): string {
  return `sencare-${now.toISOString().replace(/[-:]/g, '')}`;
}

export type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile' | 'storage' | 'releasesDir' | 'backupDir'>;

/**
 * One backup (docs/deploying.md "Backups"): the database, every stored object as stored (sealed),
 * and the releases folder when it has any, written into a hidden folder and renamed to its name
 * only once the manifest is written, so a backup that died halfway is never taken for one.
 */
export async function createBackup(config: BackupConfig, now = new Date()): Promise<{ folder: string; manifest: Manifest }> {
  const name = backupName(now);
  const folder = path.join(config.backupDir, name);
  const work = path.join(config.backupDir, `${UNFINISHED}${name}`);
  await fs.mkdir(work, { recursive: true, mode: 0o700 });
  const store = createBackend(config.storage);
  const copy = backupObjects(path.join(work, 'objects'));
  try {
    const dumpFile = DATABASE_FILE[config.databaseUrl ? 'postgres' : 'sqlite'];
    const dumped = await dumpDatabase(config, path.join(work, dumpFile));
    // Objects after the database: a document is stored before its row is inserted, so every row
    // in the dump names a file the copy has (unless deleted in between); a file newer than the
    // dump has no row and is an orphan the upload sweep removes (src/modules/claims/upload-sweep.ts).
    const objects = await copySealedObjects(store, copy);
    await fs.mkdir(path.join(work, 'objects'), { recursive: true });
    let releases: Manifest['releases'] = null;
    if ((await fs.readdir(config.releasesDir).catch(() => [])).length) {
      // The releases tooling's lock file is its own state, not a release.
      await fs.cp(config.releasesDir, path.join(work, 'releases'), { recursive: true, filter: (source) => path.basename(source) !== '.lock' });
      releases = await listPart(work, 'releases');
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      database: { ...dumped, file: dumpFile, ...(await sha256File(path.join(work, dumpFile))) },
      objects: { ...(await listPart(work, 'objects')), storage: config.storage.kind, masterKeyIds: objects.masterKeyIds },
      releases,
    };
    await fs.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(work, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  } finally {
    await store.close();
  }
}

/**
 * `--keep N`: the newest N backups stay, older ones are deleted; only folders this command named
 * and finished (a manifest) count, so nothing else in BACKUP_DIR is ever touched.
 */
export async function pruneBackups(backupDir: string, keep: number, now = Date.now()): Promise<string[]> {
  const entries = await fs.readdir(backupDir, { withFileTypes: true }).catch(() => []);
  const finished: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const full = path.join(backupDir, entry.name);
    if (entry.name.startsWith(UNFINISHED)) {
      const age = now - (await fs.stat(full)).mtimeMs;
      if (age > UNFINISHED_GRACE_MS) await fs.rm(full, { recursive: true, force: true });
    } else if (NAME.test(entry.name) && (await fs.stat(path.join(full, MANIFEST)).catch(() => null))) {
      finished.push(entry.name);
    }
  }
  const removed = finished.sort().reverse().slice(keep);
  for (const name of removed) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  return removed;
}
