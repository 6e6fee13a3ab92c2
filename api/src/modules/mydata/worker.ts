import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ObjectStorage } from '../../storage';
import { buildArchive } from './archive';
import { ARCHIVE_HOURS, archiveKey } from './exports';
import type { ExportSection } from './sections';

/**
 * A running job whose heartbeat is older than this was left by a process that died (a crash, a
 * kill during a deploy): another worker takes it over and starts it again from the beginning.
 * The heartbeat is written at every step and every STALE_MS / 4, so a live job never looks stale.
 */
export const STALE_MS = 2 * 60_000;
/** A job that failed this many times (or killed its process as often) stays failed. */
export const MAX_ATTEMPTS = 3;

export interface ClaimedJob {
  id: string;
  user_id: number;
  language: 'en' | 'vi';
  attempts: number;
}

class LostJob extends Error {}

/**
 * Builds "My data" archives inside the API process (docs/privacy.md "My data"). Every replica runs
 * one; the job table is their shared queue. A worker takes a job by an UPDATE whose WHERE repeats
 * the condition it was chosen by (queued, or running with a stale heartbeat), so when two workers
 * pick the same row only one UPDATE changes it, on SQLite and PostgreSQL alike; the loser moves on
 * to the next. Every later write names the worker too, so a worker whose job was taken over (it
 * stalled past STALE_MS) stops instead of finishing a job that is no longer its own.
 */
export class ExportWorker {
  readonly id = `${os.hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private running: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
    private readonly now: () => Date = () => new Date(),
    private readonly options: { staleMs?: number; sections?: readonly ExportSection[] } = {},
  ) {}

  /** Takes the oldest job that is free, or null. */
  async claimNext(): Promise<ClaimedJob | null> {
    const now = this.now();
    const stale = new Date(now.getTime() - (this.options.staleMs ?? STALE_MS)).toISOString();
    const candidates = await this.db
      .selectFrom('mydata_exports')
      .select('id')
      .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', stale)])]))
      .orderBy('created_at')
      .limit(10)
      .execute();
    for (const { id } of candidates) {
      const result = await this.db
        .updateTable('mydata_exports')
        .set({ state: 'running', worker: this.id, heartbeat_at: now.toISOString(), attempts: sql<number>`attempts + 1` })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', stale)])]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      return this.db.selectFrom('mydata_exports').select(['id', 'user_id', 'language', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    }
    return null;
  }

  /** Claims and builds one job; false when there was none. One at a time per worker. */
  runOne(): Promise<boolean> {
    this.running ??= this.claimAndBuild().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Polls every `pollMs` from now on (app start), and at once. */
  start(pollMs: number): void {
    this.timer = setInterval(() => void this.drain(), pollMs).unref();
    void this.drain();
  }

  /** Builds jobs until none is free (a request calls it so the person need not wait for a poll). */
  async drain(): Promise<void> {
    try {
      while (await this.runOne());
      await this.sweep();
    } catch {
      // A database hiccup: the next poll tries again; the job's own failure is recorded by build().
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async claimAndBuild(): Promise<boolean> {
    const job = await this.claimNext();
    if (!job) return false;
    if (job.attempts > MAX_ATTEMPTS) {
      await this.mine(job.id).set({ state: 'failed', finished_at: this.now().toISOString() }).execute();
      return true;
    }
    await this.build(job);
    return true;
  }

  private mine(id: string) {
    return this.db.updateTable('mydata_exports').where('id', '=', id).where('worker', '=', this.id).where('state', '=', 'running');
  }

  private async beat(id: string, progress?: number): Promise<void> {
    const result = await this.mine(id).set({ heartbeat_at: this.now().toISOString(), ...(progress === undefined ? {} : { progress }) }).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new LostJob(id);
  }

  private async build(job: ClaimedJob): Promise<void> {
    const staleMs = this.options.staleMs ?? STALE_MS;
    const heartbeat = setInterval(() => void this.beat(job.id).catch(() => undefined), staleMs / 4).unref();
    try {
      const { size } = await buildArchive({ db: this.db, storage: this.storage, userId: job.user_id, language: job.language, key: archiveKey(job.id), now: this.now().toISOString(), sections: this.options.sections, progress: (p) => this.beat(job.id, p) });
      const now = this.now();
      const finished = await this.mine(job.id).set({ state: 'done', progress: 100, size, heartbeat_at: now.toISOString(), finished_at: now.toISOString(), expires_at: new Date(now.getTime() + ARCHIVE_HOURS * 3600_000).toISOString() }).executeTakeFirst();
      if (Number(finished.numUpdatedRows) !== 1) throw new LostJob(job.id);
    } catch (error) {
      if (error instanceof LostJob) {
        // Another worker has it now (its archive replaces this one), or the row is gone: the account
        // was closed meanwhile (closure.ts), and nothing may keep what this build wrote.
        const still = await this.db.selectFrom('mydata_exports').select('id').where('id', '=', job.id).executeTakeFirst();
        if (!still) await this.storage.delete(archiveKey(job.id)).catch(() => undefined);
        return;
      }
      await this.storage.delete(archiveKey(job.id)).catch(() => undefined);
      const retry = job.attempts < MAX_ATTEMPTS;
      await this.mine(job.id).set(retry ? { state: 'queued', worker: null, progress: 0 } : { state: 'failed', finished_at: this.now().toISOString() }).execute();
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Deletes archives past their expiry from storage (each poll); the rows stay as the person's history. */
  async sweep(): Promise<number> {
    const rows = await this.db.selectFrom('mydata_exports').select('id').where('state', '=', 'done').where('size', 'is not', null).where('expires_at', '<=', this.now().toISOString()).execute();
    for (const { id } of rows) {
      await this.storage.delete(archiveKey(id));
      await this.db.updateTable('mydata_exports').set({ size: null, link_token_hash: null }).where('id', '=', id).execute();
    }
    return rows.length;
  }
}
