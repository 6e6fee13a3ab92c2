import { createHash } from 'node:crypto';
import type { ClaimStatusName, ClaimSubmissionState } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/envelope';
import { nowIso } from '../../lib/time';

/** An Idempotency-Key as the wizard sends it (mfe-claims draftStore.newIdempotencyKey). */
export { IDEMPOTENCY_KEY } from '@sencare/shared/contracts';

/** One submission's key: who, which key, and the hash of the body it was first sent with. */
export interface SubmissionKey {
  userId: number;
  key: string;
  hash: string;
}

type SubmitAnswer = { claimId: string; status: ClaimStatusName };

/** Stable JSON (sorted keys) so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown) => createHash('sha256').update(stableJson(body)).digest('hex');

/** Thrown inside the claim's transaction when another request already holds the key: rolls it back. */
class KeyTaken extends Error {}

/** Submissions of this process still being worked on (GET …/submissions/:key → running). */
const inFlight = new Set<string>();
const flightId = (k: Pick<SubmissionKey, 'userId' | 'key'>) => `${k.userId}:${k.key}`;

/**
 * Idempotent submission. The key row is written by the claim's own transaction:
 * first statement in, marked done with the answer as the last one, so it commits with the claim or
 * not at all. A kill -9 therefore leaves nothing behind and a retry simply submits again (the
 * earlier `running` row written before the claim stayed forever and answered 409). Two requests
 * with one key cannot both create a claim: the second one's insert of the key waits on PostgreSQL
 * for the first to commit (unique primary key) and then finds it taken; on SQLite the whole
 * transaction runs under the driver's single-connection lock. The loser replays the winner's answer.
 */
export class ClaimSubmissions {
  constructor(private readonly db: Db) {}

  find(userId: number, key: string) {
    return this.db.selectFrom('claim_idempotency').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  }

  /** The first answer for a key, again; the same key with another body is refused (Stripe's rule). */
  replay(row: { request_hash: string; state: string; http_status: number | null; response: string | null }, hash: string): { status: number; data: unknown } {
    if (row.request_hash !== hash) throw new ApiFailure(422, 422, 'claims.idempotencyMismatch');
    if (row.state !== 'done') throw new ApiFailure(409, 409, 'claims.inProgress');
    return { status: row.http_status ?? 200, data: JSON.parse(row.response ?? 'null') };
  }

  /** Runs the submission while GET …/submissions/:key reports it as running. */
  async track<T>(k: SubmissionKey, work: () => Promise<T>): Promise<T> {
    const id = flightId(k);
    inFlight.add(id);
    try {
      return await work();
    } finally {
      inFlight.delete(id);
    }
  }

  /** First statement of the claim's transaction. */
  async claim(trx: Db, k: SubmissionKey): Promise<void> {
    const inserted = await trx
      .insertInto('claim_idempotency')
      .values({ user_id: k.userId, key: k.key, request_hash: k.hash, state: 'running', http_status: null, response: null, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new KeyTaken('idempotency key taken');
  }

  /** Last statement of the claim's transaction: the answer a retry replays. */
  async settle(trx: Db, k: SubmissionKey, answer: SubmitAnswer): Promise<void> {
    await trx.updateTable('claim_idempotency').set({ state: 'done', http_status: 200, response: JSON.stringify(answer) }).where('user_id', '=', k.userId).where('key', '=', k.key).execute();
  }

  /** GET /api/claims/submissions/:key: only the user's own keys; the claim's current status. */
  async state(userId: number, key: string): Promise<ClaimSubmissionState> {
    const row = await this.find(userId, key);
    if (row?.state === 'done' && row.response) {
      const answer = JSON.parse(row.response) as SubmitAnswer;
      const claim = await this.db.selectFrom('claims').select('status').where('id', '=', answer.claimId).where('user_id', '=', userId).executeTakeFirst();
      return { state: 'done', claimId: answer.claimId, status: (claim?.status as ClaimStatusName | undefined) ?? answer.status };
    }
    if (inFlight.has(flightId({ userId, key }))) return { state: 'running' };
    throw new ApiFailure(404, 404, 'claims.submissionNotFound');
  }
}
