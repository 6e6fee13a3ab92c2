import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ObjectNotFound, type ObjectStorage } from '../../storage';
import { TusStore } from './tus-store';

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
   * Which database the stored documents belong to (databaseIdentity). Unreferenced documents are
   * only removed when the store's `.database` (UPLOAD_DIR/.database, or that object in the bucket)
   * names this database: a test run or a second database pointed at the same folder or bucket
   * must never take another database's files for orphans.
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
  /** Temporary files a crash left mid-write (local disk; S3 PUTs are atomic). */
  tempFiles: number;
}

/**
 * tus/: expired uploads, bytes nobody owns, bytes left beside a receipt, unreadable sidecars.
 * Bytes are listed before sidecars: a sidecar is written before its first byte, so bytes seen
 * here always find their sidecar in the later listing (and young ones are spared anyway).
 */
async function sweepResumable(store: TusStore, options: Required<Omit<SweepOptions, 'database'>>, result: SweepResult): Promise<void> {
  const old = (modifiedAt: number) => options.now - modifiedAt > options.graceMs;
  const owners = await store.owners();
  const sidecars = await store.sidecars();
  const withBytes = new Set(owners.map((o) => o.name));
  for (const sidecar of sidecars) {
    const info = await store.readInfo(sidecar.id);
    if (info && options.now - Date.parse(info.createdAt) > options.expiryMs) {
      await store.discard(info.id);
      result.expiredUploads++;
    } else if (info?.receipt && withBytes.has(info.id)) {
      await store.discard(info.id, true);
      result.orphanPartials++;
    } else if (!info && old(sidecar.modifiedAt)) {
      await store.removeUnreadableSidecar(sidecar.id);
      result.orphanPartials++;
    }
  }
  const owned = new Set(sidecars.map((s) => s.id));
  for (const bytes of owners) {
    if (owned.has(bytes.name) || !old(bytes.modifiedAt)) continue;
    await store.discard(bytes.name, true);
    result.orphanPartials++;
  }
}

/** The top of the store: documents no row names (a crash between writing the file and its insert). */
async function sweepStored(db: Db, storage: ObjectStorage, options: Required<Omit<SweepOptions, 'database'>>, result: SweepResult): Promise<void> {
  const stored: string[] = [];
  for await (const o of storage.list('')) if (!o.key.includes('/') && !o.key.startsWith('.') && options.now - o.modifiedAt > options.graceMs) stored.push(o.key);
  for (let i = 0; i < stored.length; i += 500) {
    const names = stored.slice(i, i + 500);
    const [drafts, docs] = await Promise.all([
      db.selectFrom('claim_uploads').select('stored_name').where('stored_name', 'in', names).execute(),
      db.selectFrom('claim_documents').select('stored_name').where('stored_name', 'in', names).execute(),
    ]);
    const referenced = new Set([...drafts, ...docs].map((r) => r.stored_name));
    for (const name of names.filter((n) => !referenced.has(n))) {
      await storage.delete(name);
      result.orphanFiles++;
    }
  }
}

/** The database the documents' rows live in, without credentials (they may rotate). */
export function databaseIdentity(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseFile'>): string {
  if (!config.databaseUrl) return `sqlite:${config.databaseFile}`;
  const url = new URL(config.databaseUrl);
  return `postgres://${url.host}${url.pathname}#${config.databaseSchema ?? 'public'}`;
}

/** The first sweep claims the store for its database; any other database leaves its files alone. */
async function storeBelongsTo(storage: ObjectStorage, database: string): Promise<boolean> {
  const found = await storage.get('.database').catch((error: unknown) => {
    if (error instanceof ObjectNotFound) return null;
    throw error;
  });
  if (found !== null) return found.toString('utf8').trim() === database;
  await storage.put('.database', Buffer.from(`${database}\n`));
  return true;
}

/** One pass over the stored uploads; safe while the API serves requests (see graceMs). */
export async function sweepUploads(db: Db, storage: ObjectStorage, options: SweepOptions): Promise<SweepResult & { storedSkipped: boolean }> {
  const { database, ...rest } = options;
  const full = { now: Date.now(), ...rest };
  const result: SweepResult = { expiredUploads: 0, orphanPartials: 0, orphanFiles: 0, tempFiles: 0 };
  await sweepResumable(new TusStore(storage), full, result);
  result.tempFiles = await storage.sweepDebris(full.graceMs, full.now);
  const owned = database === undefined || (await storeBelongsTo(storage, database));
  if (owned) await sweepStored(db, storage, full, result);
  return { ...result, storedSkipped: !owned };
}

/** At start (once the server is ready, without delaying it) and every UPLOAD_SWEEP_INTERVAL_MINUTES. */
export function scheduleUploadSweep(app: FastifyInstance, ctx: AppContext): void {
  const { uploadExpiryHours, uploadSweepGraceSeconds, uploadSweepIntervalMinutes } = ctx.config;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepUploads(ctx.db, ctx.storage, { expiryMs: uploadExpiryHours * 3600_000, graceMs: uploadSweepGraceSeconds * 1000, database: databaseIdentity(ctx.config) })
      .then((r) => (r.storedSkipped ? app.log.warn(r, 'uploads swept; the store\'s .database names another database, its documents were left alone') : app.log.info(r, 'uploads swept')))
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
