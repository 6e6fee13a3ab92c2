import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ExportJob } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure, fail } from '../../http/envelope';
import { ObjectNotFound, type ObjectStorage } from '../../storage';
import type { MyDataExportsTable } from './tables';

/** How long a finished archive is kept for the person to download (docs/privacy.md "My data"). */
export const ARCHIVE_HOURS = 72;
/** How long one download link works: long enough to start a download, short enough that a copied link dies. */
export const LINK_MINUTES = 15;

type Row = Pick<MyDataExportsTable, 'id' | 'state' | 'created_at' | 'finished_at' | 'expires_at'> & { progress: number };
const COLUMNS = ['id', 'state', 'progress', 'created_at', 'finished_at', 'expires_at'] as const;

export const archiveKey = (id: string) => `mydata/${id}.zip`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = () => new ApiFailure(410, 410, 'mydata.exportExpired');

export function viewOf(row: Row): ExportJob {
  return { id: row.id, state: row.state, progress: row.progress, createdAt: row.created_at, finishedAt: row.finished_at, expiresAt: row.expires_at };
}

/** The person's side of exports: ask, follow, get a link, download. The building is worker.ts's. */
export class ExportService {
  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
    private readonly now: () => Date,
  ) {}

  /** A new job, or the unfinished one (one per person: migration 200's partial unique index). */
  async request(userId: number, language: 'en' | 'vi'): Promise<ExportJob> {
    const open = () => this.db.selectFrom('mydata_exports').select(COLUMNS).where('user_id', '=', userId).where('state', 'in', ['queued', 'running']).executeTakeFirst();
    const existing = await open();
    if (existing) return viewOf(existing);
    const id = randomBytes(12).toString('base64url');
    try {
      await this.db.insertInto('mydata_exports').values({ id, user_id: userId, state: 'queued', language, created_at: this.now().toISOString() }).execute();
    } catch (error) {
      const raced = await open(); // a parallel request inserted first
      if (raced) return viewOf(raced);
      throw error;
    }
    return viewOf(await this.row(userId, id));
  }

  async latest(userId: number): Promise<ExportJob | null> {
    const row = await this.db.selectFrom('mydata_exports').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
    return row ? viewOf(row) : null;
  }

  /** A fresh single-purpose token for the owner's finished archive; the previous link stops working. */
  async link(userId: number, id: string): Promise<{ path: string; expiresAt: string }> {
    const row = await this.row(userId, id);
    if (row.state !== 'done') throw new ApiFailure(409, 409, 'mydata.exportNotReady');
    if (this.expired(row)) throw gone();
    const token = randomBytes(24).toString('base64url');
    const now = this.now().getTime();
    const expiresAt = new Date(Math.min(now + LINK_MINUTES * 60_000, Date.parse(row.expires_at as string))).toISOString();
    await this.db.updateTable('mydata_exports').set({ link_token_hash: hashOf(token), link_expires_at: expiresAt }).where('id', '=', id).where('user_id', '=', userId).execute();
    return { path: `/mydata/exports/${id}/download?token=${token}`, expiresAt };
  }

  /** The archive's bytes for its owner holding a live link; anyone else gets 404, a dead link 410. */
  async open(userId: number, id: string, token: string): Promise<{ stream: Readable; size: number | null; name: string }> {
    const row = await this.db.selectFrom('mydata_exports').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row || row.state !== 'done' || row.link_token_hash === null || row.link_token_hash !== hashOf(token)) throw fail.notFound();
    if (this.expired(row) || Date.parse(row.link_expires_at as string) <= this.now().getTime()) throw gone();
    try {
      return { stream: await this.storage.stream(archiveKey(id)), size: row.size, name: `sencare-my-data-${(row.finished_at ?? row.created_at).slice(0, 10)}.zip` };
    } catch (error) {
      if (error instanceof ObjectNotFound) throw gone();
      throw error;
    }
  }

  private expired(row: Pick<Row, 'state' | 'expires_at'>): boolean {
    return row.state === 'done' && row.expires_at !== null && Date.parse(row.expires_at) <= this.now().getTime();
  }

  private async row(userId: number, id: string): Promise<Row> {
    const row = await this.db.selectFrom('mydata_exports').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw fail.notFound();
    return row;
  }
}
