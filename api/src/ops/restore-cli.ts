import path from 'node:path';
import { loadConfig } from '../config';
import { runCommand, size } from './cli';
import { restoreBackup } from './restore';

/**
 * `npm run restore -w api -- <backup>`: a backup's name in BACKUP_DIR (or a path, relative to
 * BACKUP_DIR) into the empty database, store and releases folder the environment names
 * (src/ops/restore.ts; docs/deploying.md "Restoring").
 */
async function main(): Promise<void> {
  const [name] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!name) throw new Error('name the backup to restore: npm run restore -w api -- sencare-<time> (a folder in BACKUP_DIR, or a path)');
  const config = loadConfig();
  const folder = path.resolve(config.backupDir, name);
  const started = Date.now();
  const manifest = await restoreBackup(config, folder);
  console.log(
    `restored ${path.basename(folder)} (made ${manifest.createdAt}): database ${size(manifest.database.bytes)} at migration ${manifest.database.migration ?? 'none'}, ` +
      `${manifest.objects.count} stored files, ${manifest.releases ? `${manifest.releases.count} release files` : 'no releases'}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (manifest.objects.count) console.log(`the API serving them needs master key ${manifest.objects.masterKeyIds.join(', ')} (STORAGE_MASTER_KEY or STORAGE_PREVIOUS_KEYS)`);
}

if (require.main === module) runCommand(main);
