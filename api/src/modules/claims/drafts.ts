import { randomUUID } from 'node:crypto';
import type { ClaimDraftInput, ClaimDraftSaved, ClaimStatusName } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ObjectStorage } from '../../storage';
import { toReceipt } from './repository';

/** GET /api/claims/drafts/current: what the wizard saved, its uploads and the version it has. */
export type ClaimDraftView = Omit<ClaimDraftInput, 'baseVersion'> & { savedAt: string | null; documents: ClaimDocumentReceipt[]; version: number; key: string | null };
/** PUT /api/claims/drafts/current: the new version and the draft's key (null for a row older than keys). */
export type ClaimDraftSavedWithKey = ClaimDraftSaved & { key: string | null };
/** GET /api/claims/drafts/sent/:key: the claim a draft became. */
export interface SentDraft { claimId: string; status: ClaimStatusName }

/**
 * The unfinished claim of each user, one row, versioned: a save names the version it
 * read and only lands if that is still the stored one, so two devices (or two tabs) editing one
 * draft never silently overwrite each other. The check is the UPDATE's own WHERE (or the INSERT's
 * primary key for a first save), so it holds between parallel requests and API replicas alike.
 */
export class ClaimDrafts {
  constructor(
    private readonly db: Db,
    private readonly files: ObjectStorage,
  ) {}

  /** null when there is neither a saved draft nor an upload (as before versions existed). */
  async current(userId: number): Promise<ClaimDraftView | null> {
    const row = await this.db.selectFrom('claim_drafts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const uploads = await this.db.selectFrom('claim_uploads').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    if (!row && uploads.length === 0) return null;
    const data = row ? (JSON.parse(row.data) as Omit<ClaimDraftInput, 'baseVersion'>) : { values: {} };
    return { ...data, savedAt: row?.updated_at ?? null, documents: uploads.map(toReceipt), version: row ? Number(row.version) : 0, key: row?.draft_key ?? null };
  }

  /** Saves over `baseVersion`; anything else stored → 409 claims.draftStale carrying the current draft. */
  async save(userId: number, input: ClaimDraftInput): Promise<ClaimDraftSavedWithKey> {
    const { baseVersion, ...draft } = input;
    const now = nowIso();
    const data = JSON.stringify(draft);
    const version = baseVersion + 1;
    // A new row gets its key here; a save over it keeps the key (the UPDATE does not set it).
    const saved = baseVersion === 0
      ? await this.db
        .insertInto('claim_drafts')
        .values({ user_id: userId, data, updated_at: now, version, draft_key: randomUUID() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('draft_key')
        .executeTakeFirst()
      : await this.db.updateTable('claim_drafts').set({ data, updated_at: now, version }).where('user_id', '=', userId).where('version', '=', baseVersion).returning('draft_key').executeTakeFirst();
    if (!saved) throw new ApiFailure(409, 409, 'claims.draftStale', await this.current(userId));
    return { savedAt: now, version, key: saved.draft_key };
  }

  /** The claim the user's draft `key` was sent as (another phone sent it), or null. */
  async sentAs(userId: number, key: string): Promise<SentDraft | null> {
    const row = await this.db.selectFrom('claims').select(['id', 'status']).where('user_id', '=', userId).where('draft_key', '=', key).executeTakeFirst();
    return row ? { claimId: row.id, status: row.status as ClaimStatusName } : null;
  }

  /** Discarding always works: it touches neither claims nor idempotency records. */
  async discard(userId: number, withUploads: boolean): Promise<void> {
    await this.db.deleteFrom('claim_drafts').where('user_id', '=', userId).execute();
    if (!withUploads) return;
    const uploads = await this.db.selectFrom('claim_uploads').select(['id', 'stored_name']).where('user_id', '=', userId).execute();
    await this.db.deleteFrom('claim_uploads').where('user_id', '=', userId).execute();
    await Promise.all(uploads.map((u) => this.files.delete(u.stored_name)));
  }
}
