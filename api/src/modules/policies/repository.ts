import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PoliciesTable } from '../../db/schema';
import type { EcardStatus } from '@sencare/shared/rules';
import './tables';

/** A policy row with its holder's name and the insurer's hotline joined in. */
export type PolicyRow = Omit<Selectable<PoliciesTable>, 'created_at'> & { holder_name: string; hotline: string | null };

export interface MemberRow {
  policy_id: number;
  id: number;
  user_id: number;
  full_name: string;
  relationship: 'self' | 'spouse' | 'child' | 'parent' | 'other';
  date_of_birth: string;
  gender: string | null;
}

/**
 * Every query is scoped to one user: a policy is visible to its holder and to a user who has
 * one of their own insured persons on it. Nothing here takes an id the client chose without
 * that scope.
 */
export class PoliciesRepository {
  constructor(private readonly db: Db) {}

  private visiblePolicies(userId: number) {
    return this.db
      .selectFrom('policies')
      .innerJoin('users as holder', 'holder.id', 'policies.holder_user_id')
      .leftJoin('insurers', 'insurers.name', 'policies.insurer')
      .select([
        'policies.id',
        'policies.policy_no',
        'policies.holder_user_id',
        'holder.full_name as holder_name',
        'policies.insurer',
        'insurers.hotline',
        'policies.product_name_en',
        'policies.product_name_vi',
        'policies.status',
        'policies.effective_date',
        'policies.expiry_date',
        'policies.sum_insured',
        'policies.remaining_balance',
        'policies.waiting_period_days',
      ])
      .where((eb) =>
        eb.or([
          eb('policies.holder_user_id', '=', userId),
          eb(
            'policies.id',
            'in',
            eb
              .selectFrom('policy_members')
              .innerJoin('insured_persons', 'insured_persons.id', 'policy_members.insured_id')
              .select('policy_members.policy_id')
              .where('insured_persons.user_id', '=', userId),
          ),
        ]),
      );
  }

  async listForUser(userId: number): Promise<PolicyRow[]> {
    const rows = await this.visiblePolicies(userId).orderBy('policies.expiry_date', 'desc').orderBy('policies.policy_no').execute();
    return rows.map(normalizeMoney);
  }

  async findForUser(userId: number, policyNo: string): Promise<PolicyRow | undefined> {
    const row = await this.visiblePolicies(userId).where('policies.policy_no', '=', policyNo).executeTakeFirst();
    return row ? normalizeMoney(row) : undefined;
  }

  async members(policyIds: number[]): Promise<MemberRow[]> {
    if (policyIds.length === 0) return [];
    return this.db
      .selectFrom('policy_members')
      .innerJoin('insured_persons', 'insured_persons.id', 'policy_members.insured_id')
      .select([
        'policy_members.policy_id',
        'insured_persons.id',
        'insured_persons.user_id',
        'insured_persons.full_name',
        'insured_persons.relationship',
        'insured_persons.date_of_birth',
        'insured_persons.gender',
      ])
      .where('policy_members.policy_id', 'in', policyIds)
      .orderBy('insured_persons.id')
      .execute();
  }

  async benefits(policyId: number) {
    const rows = await this.db
      .selectFrom('benefits')
      .select(['code', 'name_en', 'name_vi', 'limit_amount', 'used_amount'])
      .where('policy_id', '=', policyId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, limit_amount: Number(r.limit_amount), used_amount: Number(r.used_amount) }));
  }

  /**
   * Cards of the user's own insured persons (self and dependants). A card counts as effective
   * only while it is marked effective, its policy is, and today is within both end dates;
   * everything else is shown under "invalid", so an expired card never looks usable.
   */
  async ecards(userId: number, status: EcardStatus, today: string) {
    let query = this.db
      .selectFrom('ecards')
      .innerJoin('insured_persons', 'insured_persons.id', 'ecards.insured_id')
      .innerJoin('policies', 'policies.id', 'ecards.policy_id')
      .leftJoin('insurers', 'insurers.name', 'policies.insurer')
      .select([
        'ecards.card_number',
        'ecards.valid_from',
        'ecards.valid_to',
        'insured_persons.full_name',
        'insured_persons.relationship',
        'insured_persons.date_of_birth',
        'policies.policy_no',
        'policies.insurer',
        'policies.product_name_en',
        'policies.product_name_vi',
        'insurers.hotline',
      ])
      .where('insured_persons.user_id', '=', userId);
    query =
      status === 'effective'
        ? query.where((eb) =>
            eb.and([
              eb('ecards.status', '=', 'effective'),
              eb('policies.status', '=', 'effective'),
              eb('ecards.valid_to', '>=', today),
              eb('policies.expiry_date', '>=', today),
            ]),
          )
        : query.where((eb) =>
            eb.or([
              eb('ecards.status', '!=', 'effective'),
              eb('policies.status', '!=', 'effective'),
              eb('ecards.valid_to', '<', today),
              eb('policies.expiry_date', '<', today),
            ]),
          );
    // Self first, then dependants in the order they were added: the card most often shown leads.
    return query
      .orderBy((eb) => eb.case().when('insured_persons.relationship', '=', 'self').then(0).else(1).end())
      .orderBy('ecards.valid_to', 'desc')
      .orderBy('insured_persons.id')
      .orderBy('ecards.card_number')
      .execute();
  }
}

/** pg returns bigint as number (db/database.ts); SQLite may hand back bigint for large values. */
function normalizeMoney<T extends { sum_insured: number; remaining_balance: number; waiting_period_days: number }>(row: T): T {
  return { ...row, sum_insured: Number(row.sum_insured), remaining_balance: Number(row.remaining_balance), waiting_period_days: Number(row.waiting_period_days) };
}
