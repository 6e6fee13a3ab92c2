import type { RetentionConfig } from '../../config';
import type { Db } from '../../db/database';
import type { ObjectStorage } from '../../storage';

/** What a rule works with: the database, the stored files, and the moment before which data has expired. */
export interface PurgeScope {
  db: Db;
  storage: ObjectStorage;
  /** ISO-8601 UTC, comparable with every timestamp column (src/lib/time.ts nowIso). */
  cutoff: string;
}

/**
 * One kind of data the purge removes once its period has passed (docs/privacy.md "Retention").
 * A new kind (a data export, say) is one more entry in RETENTION_RULES: its period in
 * RetentionConfig (src/config.ts) and a purge that deletes what is older than the cutoff and says
 * how many. Every purge is idempotent: run twice, the second removes nothing.
 */
export interface RetentionRule {
  /** Names the count in the log line: a kind of data, never a person. */
  name: string;
  days(retention: RetentionConfig): number;
  purge(scope: PurgeScope): Promise<number>;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes uploads' rows, then their files: a file a submitted claim took over (the same stored
 * name in claim_documents) stays. A file left by a failed delete is an orphan the upload sweep
 * removes (src/modules/claims/upload-sweep.ts).
 */
async function removeUploads(scope: PurgeScope, uploads: { id: number; stored_name: string }[]): Promise<number> {
  if (!uploads.length) return 0;
  const removed = deleted(await scope.db.deleteFrom('claim_uploads').where('id', 'in', uploads.map((u) => u.id)).executeTakeFirst());
  const names = uploads.map((u) => u.stored_name);
  const taken = new Set((await scope.db.selectFrom('claim_documents').select('stored_name').where('stored_name', 'in', names).execute()).map((r) => r.stored_name));
  for (const name of names) if (!taken.has(name)) await scope.storage.delete(name);
  return removed;
}

/**
 * A claim started and never sent: the saved draft and every upload of its user, once none of them
 * changed within the period. One user at a time, the draft's own age checked again in its DELETE,
 * so a save landing meanwhile keeps the draft.
 */
const claimDrafts: RetentionRule = {
  name: 'claimDrafts',
  days: (r) => r.claimDraftDays,
  async purge(scope) {
    const { db, cutoff } = scope;
    const stale = await db
      .selectFrom('claim_drafts as d')
      .select('d.user_id')
      .where('d.updated_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('claim_uploads as u').select('u.id').whereRef('u.user_id', '=', 'd.user_id').where('u.created_at', '>=', cutoff))))
      .execute();
    let removed = 0;
    for (const { user_id } of stale) {
      const draft = deleted(await db.deleteFrom('claim_drafts').where('user_id', '=', user_id).where('updated_at', '<', cutoff).executeTakeFirst());
      if (!draft) continue;
      removed++;
      await removeUploads(scope, await db.selectFrom('claim_uploads').select(['id', 'stored_name']).where('user_id', '=', user_id).where('created_at', '<', cutoff).execute());
    }
    return removed;
  },
};

/** Uploads of a user with no saved draft (the wizard uploads before its first save), past the period. */
const orphanUploads: RetentionRule = {
  name: 'orphanUploads',
  days: (r) => r.claimDraftDays,
  async purge(scope) {
    const uploads = await scope.db
      .selectFrom('claim_uploads as u')
      .select(['u.id', 'u.stored_name'])
      .where('u.created_at', '<', scope.cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('claim_drafts as d').select('d.user_id').whereRef('d.user_id', '=', 'u.user_id'))))
      .execute();
    return removeUploads(scope, uploads);
  },
};

const verificationCodes: RetentionRule = {
  name: 'verificationCodes',
  days: (r) => r.verificationCodeDays,
  async purge({ db, cutoff }) {
    return deleted(await db.deleteFrom('verification_codes').where('created_at', '<', cutoff).executeTakeFirst());
  },
};

/** Wrong guesses only count for 24 hours (the daily cap); the period is the codes'. */
const codeGuesses: RetentionRule = {
  name: 'codeGuesses',
  days: (r) => (r.verificationCodeDays === 0 ? 0 : Math.max(2, r.verificationCodeDays)),
  async purge({ db, cutoff }) {
    return deleted(await db.deleteFrom('code_guesses').where('guessed_at', '<', cutoff).executeTakeFirst());
  },
};

/** A session ends when revoked, idle too long or at its absolute end; it is kept for the period after that. */
const sessions: RetentionRule = {
  name: 'sessions',
  days: (r) => r.sessionDays,
  async purge({ db, cutoff }) {
    const result = await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('expires_at', '<', cutoff), eb('absolute_expires_at', '<', cutoff)]))
      .executeTakeFirst();
    return deleted(result);
  },
};

const behaviorLog: RetentionRule = {
  name: 'behaviorLog',
  days: (r) => r.behaviorLogDays,
  async purge({ db, cutoff }) {
    return deleted(await db.deleteFrom('behavior_log').where('created_at', '<', cutoff).executeTakeFirst());
  },
};

/** Checks on the public letter page: each holds a client address, needed only for the per-address limit and abuse questions. */
const publicVerifications: RetentionRule = {
  name: 'publicVerifications',
  days: (r) => r.publicVerificationDays,
  async purge({ db, cutoff }) {
    return deleted(await db.deleteFrom('public_gop_verifications').where('created_at', '<', cutoff).executeTakeFirst());
  },
};

const mailOutbox: RetentionRule = {
  name: 'mailOutbox',
  days: (r) => r.outboxDays,
  async purge({ db, cutoff }) {
    return deleted(await db.deleteFrom('outbox').where('created_at', '<', cutoff).executeTakeFirst());
  },
};

/** Every kind of data with a retention period, in the order the purge runs them (drafts before their orphans). */
export const RETENTION_RULES: readonly RetentionRule[] = [claimDrafts, orphanUploads, verificationCodes, codeGuesses, sessions, behaviorLog, publicVerifications, mailOutbox];
