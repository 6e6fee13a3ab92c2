import type { Insertable, Updateable } from 'kysely';
import type { ClaimStatusName, ClaimSubmitData, ClaimTransitionInput, LocalizedText } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import type { ClaimsTable } from '../../db/schema';
import './tables';

type FeeDecision = NonNullable<ClaimTransitionInput['decisions']>[number];
type SupplementItemInput = NonNullable<ClaimTransitionInput['items']>[number];

export interface ClaimEventInput {
  claimId: string;
  from: ClaimStatusName;
  to: ClaimStatusName;
  actorId: number;
  actorRole: 'customer' | 'insurer';
  /** Per language; a customer's words are the same text in both. */
  note: LocalizedText | null;
  at: string;
}

/**
 * Everything that changes a submitted claim: its row, policies, fee lines, events and supplement
 * items. Used inside a transaction (repositories.ts) so a move and what goes with it commit together.
 */
export class ClaimWritesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Parallel submits of one user queue on their user row (a no-op update takes PostgreSQL's row
   * lock and SQLite's write lock), so checks after it see every claim committed before
   * (concurrent-submit.test.ts: 20 at once make at most 10).
   */
  async lockUser(userId: number): Promise<void> {
    await this.db.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', userId).execute();
  }

  /** docs/requirements.md §5: the same insured, risk date and amount on a live claim needs the user's confirmation. */
  async findDuplicate(userId: number, insuredId: number, riskDate: string, requestAmount: number): Promise<string | undefined> {
    const dup = await this.db
      .selectFrom('claims')
      .select('id')
      .where('user_id', '=', userId)
      .where('insured_id', '=', insuredId)
      .where('risk_date', '=', riskDate)
      .where('request_amount', '=', requestAmount)
      .where('status', 'not in', ['cancelled', 'draft'])
      .executeTakeFirst();
    return dup?.id;
  }

  async insertClaim(row: Insertable<ClaimsTable>): Promise<void> {
    await this.db.insertInto('claims').values(row).execute();
  }

  async updateClaim(claimId: string, columns: Updateable<ClaimsTable>): Promise<void> {
    await this.db.updateTable('claims').set(columns).where('id', '=', claimId).execute();
  }

  async replacePolicies(claimId: string, policyIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('claim_policies').where('claim_id', '=', claimId).execute();
    await this.db.insertInto('claim_policies').values(policyIds.map((policyId) => ({ claim_id: claimId, policy_id: policyId }))).execute();
  }

  /** The claim's fee lines become exactly these (undecided). */
  async replaceFeeItems(claimId: string, feeItems: ClaimSubmitData['feeItems']): Promise<void> {
    await this.db.deleteFrom('claim_fee_items').where('claim_id', '=', claimId).execute();
    await this.db
      .insertInto('claim_fee_items')
      .values(feeItems.map((f, i) => ({ claim_id: claimId, position: i + 1, name: f.name, quantity: f.quantity, type: f.type, unit_price: f.unitPrice ?? Math.round(f.amount / f.quantity), amount: f.amount, deductible: f.deductible ?? 0, decision: null, approved_amount: null })))
      .execute();
  }

  async feeAmounts(claimId: string): Promise<{ id: number; amount: number }[]> {
    const rows = await this.db.selectFrom('claim_fee_items').select(['id', 'amount']).where('claim_id', '=', claimId).execute();
    return rows.map((f) => ({ id: Number(f.id), amount: Number(f.amount) }));
  }

  async setDecisions(claimId: string, decisions: readonly FeeDecision[]): Promise<void> {
    for (const d of decisions) {
      await this.db.updateTable('claim_fee_items').set({ decision: d.decision, approved_amount: d.approvedAmount }).where('id', '=', d.feeItemId).where('claim_id', '=', claimId).execute();
    }
  }

  /**
   * Moves the claim only if it is still in `from`: the status in the WHERE makes two concurrent
   * moves of one claim impossible. false = someone else moved it first.
   */
  async moveStatus(claimId: string, from: ClaimStatusName, to: ClaimStatusName, at: string, set: { reimbursement_amount?: number } = {}): Promise<boolean> {
    const res = await this.db
      .updateTable('claims')
      .set((eb) => ({ status: to, updated_at: at, version: eb('version', '+', 1), ...set }))
      .where('id', '=', claimId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async addEvent(e: ClaimEventInput): Promise<void> {
    await this.db.insertInto('claim_events').values({ claim_id: e.claimId, from_status: e.from, to_status: e.to, actor_user_id: e.actorId, actor_role: e.actorRole, note_en: e.note?.en ?? null, note_vi: e.note?.vi ?? null, created_at: e.at }).execute();
  }

  async ownerOf(claimId: string): Promise<number> {
    const claim = await this.db.selectFrom('claims').select('user_id').where('id', '=', claimId).executeTakeFirstOrThrow();
    return Number(claim.user_id);
  }

  /** A submitted claim replaces the user's draft row (its uploads became the claim's documents); the row's key goes onto the claim. */
  async deleteDraft(userId: number): Promise<string | null> {
    const row = await this.db.deleteFrom('claim_drafts').where('user_id', '=', userId).returning('draft_key').executeTakeFirst();
    return row?.draft_key ?? null;
  }

  async addSupplementItems(claimId: string, items: readonly SupplementItemInput[], at: string): Promise<void> {
    await this.db
      .insertInto('claim_supplement_items')
      .values(items.map((i) => ({ claim_id: claimId, name_en: i.name?.en ?? null, name_vi: i.name?.vi ?? null, kind: i.kind, reason_en: i.reason.en, reason_vi: i.reason.vi, deadline: i.deadline ?? null, answered_at: null, note: null, created_at: at })))
      .execute();
  }

  openSupplementItems(claimId: string) {
    return this.db.selectFrom('claim_supplement_items').selectAll().where('claim_id', '=', claimId).where('answered_at', 'is', null).execute();
  }

  async answerSupplementItem(itemId: number, at: string, note: string | null): Promise<void> {
    await this.db.updateTable('claim_supplement_items').set({ answered_at: at, note }).where('id', '=', itemId).execute();
  }

  /** When the claim last entered `status` (e.g. the supplement request an answer's files belong to). */
  async lastEnteredAt(claimId: string, status: ClaimStatusName): Promise<string | null> {
    const row = await this.db.selectFrom('claim_events').select('created_at').where('claim_id', '=', claimId).where('to_status', '=', status).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.created_at ?? null;
  }
}
