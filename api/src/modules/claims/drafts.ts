import type { ClaimDocumentReceipt, ClaimDraftInput, ClaimDraftSaved } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ObjectStorage } from '../../storage';
import { toReceipt } from './repository';

/** GET /api/claims/drafts/current: what the wizard saved, its uploads and the version it has. */
export type ClaimDraftView = Omit<ClaimDraftInput, 'baseVersion'> & { savedAt: string | null; documents: ClaimDocumentReceipt[]; version: number };

/**
 * The unfinished claim of each user, one row, versioned (issue 8 §12): a save names the version it
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
    return { ...data, savedAt: row?.updated_at ?? null, documents: uploads.map(toReceipt), version: row ? Number(row.version) : 0 };
  }

  /** Saves over `baseVersion`; anything else stored → 409 claims.draftStale carrying the current draft. */
  async save(userId: number, input: ClaimDraftInput): Promise<ClaimDraftSaved> {
    const { baseVersion, ...draft } = input;
    const now = nowIso();
    const data = JSON.stringify(draft);
    const version = baseVersion + 1;
    let written: bigint | undefined;
    if (baseVersion === 0) {
      const res = await this.db
        .insertInto('claim_drafts')
        .values({ user_id: userId, data, updated_at: now, version })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      written = res.numInsertedOrUpdatedRows;
    } else {
      const res = await this.db.updateTable('claim_drafts').set({ data, updated_at: now, version }).where('user_id', '=', userId).where('version', '=', baseVersion).executeTakeFirst();
      written = res.numUpdatedRows;
    }
    if (Number(written ?? 0) !== 1) throw new ApiFailure(409, 409, 'claims.draftStale', await this.current(userId));
    return { savedAt: now, version };
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
