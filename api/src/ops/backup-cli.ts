import { loadConfig } from '../config';
import { createBackup, pruneBackups } from './backup';
import { runCommand, size } from './cli';

/**
 * `npm run backup -w api [-- --keep N]`: one backup folder in BACKUP_DIR (src/ops/backup.ts;
 * docs/deploying.md "Backups"), then, with --keep, the older ones beyond N deleted. Prints names,
 * counts and sizes only.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--keep');
  const keep = at >= 0 ? Number(args[at + 1]) : null;
  if (keep !== null && !(Number.isInteger(keep) && keep >= 1)) throw new Error('--keep takes a whole number of backups, 1 or more (e.g. --keep 14)');
  const config = loadConfig();
  const started = Date.now();
  const { folder, manifest } = await createBackup(config);
  const { database, objects, releases } = manifest;
  console.log(
    `backup ${folder}: database ${size(database.bytes)} (${database.dialect}${database.schema ? ` schema ${database.schema}` : ''}, migration ${database.migration ?? 'none'}), ` +
      `${objects.count} stored files ${size(objects.bytes)} (sealed), ${releases ? `releases ${releases.count} files ${size(releases.bytes)}` : 'no releases'}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (objects.count) console.log(`the files open only with master key ${objects.masterKeyIds.join(', ')}, which is not in the backup: keep it separately`);
  if (keep !== null) {
    const removed = await pruneBackups(config.backupDir, keep);
    console.log(`kept the newest ${keep}; deleted ${removed.length}${removed.length ? `: ${removed.join(', ')}` : ''}`);
  }
}

if (require.main === module) runCommand(main);
