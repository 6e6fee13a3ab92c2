import fs from 'node:fs/promises';
import path from 'node:path';
import { migrations } from '../db/migrations';
import { createBackend } from '../storage';
import type { BackupConfig } from './backup';
import { databaseNotEmpty, restoreDatabase, schemaOf } from './database-dump';
import { Refusal, readManifest, sha256File, verifyPart, type Manifest } from './manifest';
import { backupObjects, copySealedObjects, storeHasObjects } from './objects';

export type RestoreConfig = Omit<BackupConfig, 'backupDir'>;

/** Every part against the manifest, before anything of the target is touched. */
async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const dump = await sha256File(path.join(folder, manifest.database.file)).catch(() => null);
  if (dump?.sha256 !== manifest.database.sha256) throw new Refusal(`backup damaged: ${manifest.database.file} fails its checksum; nothing restored`, 3);
  await verifyPart(folder, 'objects', manifest.objects);
  if (manifest.releases) await verifyPart(folder, 'releases', manifest.releases);
  if (manifest.database.migration && !(manifest.database.migration in migrations)) {
    // The API would refuse to start on it (Kysely: a corrupted migration list).
    throw new Refusal(`the backup is at migration ${manifest.database.migration}, which this version of the API does not have: restore with the release that made it`, 3);
  }
  return manifest;
}

/** Why the target cannot take this backup, or null. */
async function targetProblem(config: RestoreConfig, manifest: Manifest): Promise<string | null> {
  if (manifest.database.dialect === 'postgres' && config.databaseUrl && manifest.database.schema !== schemaOf(config)) {
    return `the backup holds schema ${manifest.database.schema ?? 'public'}, the target is ${schemaOf(config)}: set DATABASE_SCHEMA=${manifest.database.schema ?? 'public'}`;
  }
  const database = await databaseNotEmpty(config);
  if (database) return database;
  const store = createBackend(config.storage);
  try {
    if (await storeHasObjects(store)) return `the ${config.storage.kind === 's3' ? 'bucket' : 'upload folder'} is not empty: restore into an empty store`;
  } finally {
    await store.close();
  }
  if (manifest.releases && (await fs.readdir(config.releasesDir).catch(() => [])).length) {
    return `the releases folder ${config.releasesDir} is not empty: restore with RELEASES_DIR set to an empty or new folder`;
  }
  return null;
}

/**
 * `npm run restore -w api -- <folder>` (docs/deploying.md "Restoring"): checks every checksum,
 * refuses a target that holds anything, then restores the database (one transaction), copies the
 * objects back as they were stored and the releases folder. The master key is not in the backup:
 * the API that serves the restored files needs the key (or keys) named in the manifest.
 */
export async function restoreBackup(config: RestoreConfig, folder: string): Promise<Manifest> {
  const manifest = await verifyBackup(folder);
  const problem = await targetProblem(config, manifest);
  if (problem) throw new Refusal(`restore refused: ${problem}`, 2);
  await restoreDatabase(config, path.join(folder, manifest.database.file), manifest.database.dialect);
  const store = createBackend(config.storage);
  try {
    await copySealedObjects(backupObjects(path.join(folder, 'objects')), store);
  } finally {
    await store.close();
  }
  if (manifest.releases) await fs.cp(path.join(folder, 'releases'), config.releasesDir, { recursive: true });
  return manifest;
}
