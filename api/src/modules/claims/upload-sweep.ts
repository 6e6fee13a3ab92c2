import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { TEMP_SUFFIX, uploadDir } from './files';
import { TUS_ID, discard, readInfo, tusDir } from './tus-store';

export interface SweepOptions {
  /** Unfinished resumable uploads older than this are abandoned (UPLOAD_EXPIRY_HOURS). */
  expiryMs: number;
  /**
   * Files younger than this are left alone (UPLOAD_SWEEP_GRACE_SECONDS): another request or
   * replica may be between writing a document and inserting its row, or writing a temporary file.
   */
  graceMs: number;
  now?: number;
  /**
   * Which database this folder's documents belong to (databaseIdentity). Unreferenced documents
   * are only removed when UPLOAD_DIR/.database names this database: a test run or a second
   * database pointed at the same folder must never take another database's files for orphans.
   */
  database?: string;
}

export interface SweepResult {
  /** Resumable uploads past their expiry (sidecar and bytes). */
  expiredUploads: number;
  /** Partial bytes without a readable sidecar, or left beside a receipt. */
  orphanPartials: number;
  /** Stored documents no claim_uploads / claim_documents row names. */
  orphanFiles: number;
  /** Temporary files a crash left mid-write. */
  tempFiles: number;
}

async function entries(dir: string): Promise<{ name: string; file: string; mtimeMs: number; isFile: boolean }[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const stats = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const st = await fs.stat(file).catch(() => null);
      return st ? { name, file, mtimeMs: st.mtimeMs, isFile: st.isFile() } : null;
    }),
  );
  return stats.filter((e): e is NonNullable<typeof e> => e !== null);
}

/** UPLOAD_DIR/tus: expired uploads, bytes nobody owns, bytes beside a receipt, crashed temp files. */
async function sweepResumable(options: Required<Omit<SweepOptions, 'database'>>, result: SweepResult): Promise<void> {
  const list = await entries(tusDir());
  const old = (e: { mtimeMs: number }) => options.now - e.mtimeMs > options.graceMs;
  for (const e of list) {
    if (e.name.endsWith(TEMP_SUFFIX)) {
      if (old(e)) result.tempFiles += await remove(e.file);
    } else if (e.name.endsWith('.json')) {
      const info = await readInfo(e.name.slice(0, -5));
      if (info && options.now - Date.parse(info.createdAt) > options.expiryMs) {
        await discard(info.id);
        result.expiredUploads++;
      } else if (info?.receipt && list.some((d) => d.name === info.id)) {
        await discard(info.id, true);
        result.orphanPartials++;
      } else if (!info && old(e)) {
        result.orphanPartials += await remove(e.file);
      }
    } else if (TUS_ID.test(e.name) && old(e) && !list.some((s) => s.name === `${e.name}.json`)) {
      result.orphanPartials += await remove(e.file);
    }
  }
}

/** UPLOAD_DIR itself: documents no row names (a crash between writing the file and its insert). */
async function sweepStored(db: Db, options: Required<Omit<SweepOptions, 'database'>>, result: SweepResult): Promise<void> {
  const candidates = (await entries(uploadDir())).filter((e) => e.isFile && !e.name.startsWith('.') && options.now - e.mtimeMs > options.graceMs);
  for (const e of candidates.filter((c) => c.name.endsWith(TEMP_SUFFIX))) result.tempFiles += await remove(e.file);
  const stored = candidates.filter((c) => !c.name.endsWith(TEMP_SUFFIX));
  for (let i = 0; i < stored.length; i += 500) {
    const batch = stored.slice(i, i + 500);
    const names = batch.map((b) => b.name);
    const [drafts, docs] = await Promise.all([
      db.selectFrom('claim_uploads').select('stored_name').where('stored_name', 'in', names).execute(),
      db.selectFrom('claim_documents').select('stored_name').where('stored_name', 'in', names).execute(),
    ]);
    const referenced = new Set([...drafts, ...docs].map((r) => r.stored_name));
    for (const e of batch) if (!referenced.has(e.name)) result.orphanFiles += await remove(e.file);
  }
}

const remove = (file: string) => fs.rm(file, { force: true }).then(() => 1);

/** The database the documents' rows live in, without credentials (they may rotate). */
export function databaseIdentity(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile'>): string {
  if (!config.databaseUrl) return `sqlite:${config.databaseFile}`;
  const url = new URL(config.databaseUrl);
  return `postgres://${url.host}${url.pathname}#${config.databaseSchema ?? 'public'}`;
}

/** The first sweep claims the folder for its database; any other database leaves its files alone. */
async function folderBelongsTo(database: string): Promise<boolean> {
  const marker = path.join(uploadDir(), '.database');
  const found = await fs.readFile(marker, 'utf8').catch(() => null);
  if (found !== null) return found.trim() === database;
  await fs.mkdir(uploadDir(), { recursive: true });
  await fs.writeFile(marker, `${database}\n`, { mode: 0o600 });
  return true;
}

/** One pass over the upload folders; safe while the API serves requests (see graceMs). */
export async function sweepUploads(db: Db, options: SweepOptions): Promise<SweepResult & { storedSkipped: boolean }> {
  const { database, ...rest } = options;
  const full = { now: Date.now(), ...rest };
  const result: SweepResult = { expiredUploads: 0, orphanPartials: 0, orphanFiles: 0, tempFiles: 0 };
  await sweepResumable(full, result);
  const owned = database === undefined || (await folderBelongsTo(database));
  if (owned) await sweepStored(db, full, result);
  return { ...result, storedSkipped: !owned };
}

/** At start (once the server is ready, without delaying it) and every UPLOAD_SWEEP_INTERVAL_MINUTES. */
export function scheduleUploadSweep(app: FastifyInstance, ctx: AppContext): void {
  const { uploadExpiryHours, uploadSweepGraceSeconds, uploadSweepIntervalMinutes } = ctx.config;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepUploads(ctx.db, { expiryMs: uploadExpiryHours * 3600_000, graceMs: uploadSweepGraceSeconds * 1000, database: databaseIdentity(ctx.config) })
      .then((r) => (r.storedSkipped ? app.log.warn(r, 'uploads swept; UPLOAD_DIR/.database names another database, its documents were left alone') : app.log.info(r, 'uploads swept')))
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    if (uploadSweepIntervalMinutes > 0) timer = setInterval(run, uploadSweepIntervalMinutes * 60_000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
