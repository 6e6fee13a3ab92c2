import type { Db } from '../../db/database';
import { addCalendarDays } from '../../lib/time';
import type { UserRow } from '../auth';

/**
 * The period a policy covers this insured person: the policy's own, narrowed for a member of an
 * employer's group policy to their enrolment, from the first day of cover until the day before the
 * day HR ended it (cover_to is the first day without cover: api/src/modules/hr/members.ts endCover).
 * The wizard and the submission check (shared/src/rules/claimCoverage.ts) both read this period.
 */
export function coveredPeriod(row: { effective_date: string; expiry_date: string; cover_from: string | null; cover_to: string | null }): { effectiveDate: string; expiryDate: string } {
  const effectiveDate = row.cover_from && row.cover_from > row.effective_date ? row.cover_from : row.effective_date;
  const lastDay = row.cover_to ? addCalendarDays(row.cover_to, -1) : null;
  return { effectiveDate, expiryDate: lastDay && lastDay < row.expiry_date ? lastDay : row.expiry_date };
}

/** What the wizard picks from (GET /claims/form-options) and what a submission is checked against. */
export class ClaimFormOptionsRepository {
  constructor(private readonly db: Db) {}

  insuredOf(userId: number) {
    return this.db.selectFrom('insured_persons').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  insuredPerson(userId: number, insuredId: number) {
    return this.db.selectFrom('insured_persons').selectAll().where('id', '=', insuredId).where('user_id', '=', userId).executeTakeFirst();
  }

  /**
   * Every (insured person, policy) pair covering the user's insured persons: the policies they hold
   * and those an employer holds for them (a group policy, docs/portals.md "Employer HR and broker").
   */
  memberPolicies(userId: number) {
    return this.db
      .selectFrom('policy_members')
      .innerJoin('policies', 'policies.id', 'policy_members.policy_id')
      .innerJoin('insured_persons', 'insured_persons.id', 'policy_members.insured_id')
      .leftJoin('group_members', (join) => join.onRef('group_members.policy_id', '=', 'policy_members.policy_id').onRef('group_members.insured_id', '=', 'policy_members.insured_id'))
      .select(['policy_members.insured_id', 'policies.id', 'policies.policy_no', 'policies.product_name_en', 'policies.product_name_vi', 'policies.effective_date', 'policies.expiry_date', 'policies.status', 'policies.waiting_period_days', 'group_members.cover_from', 'group_members.cover_to'])
      .where('insured_persons.user_id', '=', userId)
      .orderBy('policies.id')
      .execute();
  }

  /** The policies among `policyIds` that cover this insured person of the user (held by them or by an employer). */
  policiesCovering(userId: number, insuredId: number, policyIds: readonly number[]) {
    return this.db
      .selectFrom('policies')
      .innerJoin('policy_members', 'policy_members.policy_id', 'policies.id')
      .innerJoin('insured_persons', 'insured_persons.id', 'policy_members.insured_id')
      .leftJoin('group_members', (join) => join.onRef('group_members.policy_id', '=', 'policy_members.policy_id').onRef('group_members.insured_id', '=', 'policy_members.insured_id'))
      .selectAll('policies')
      .select(['group_members.cover_from', 'group_members.cover_to'])
      .where('insured_persons.user_id', '=', userId)
      .where('policy_members.insured_id', '=', insuredId)
      .where('policies.id', 'in', [...policyIds])
      .execute();
  }

  banks() {
    return this.db.selectFrom('banks').selectAll().orderBy('short_name').execute();
  }

  provinces() {
    return this.db.selectFrom('provinces').selectAll().orderBy('code').execute();
  }

  /** The payee of the user's last claim with bank details (the wizard's prefill). */
  lastPayee(userId: number) {
    return this.db.selectFrom('claims').selectAll().where('user_id', '=', userId).where('bank_code', 'is not', null).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  }

  /** GET /claims/form-options without the limits: insured persons with their policies, banks, provinces, payee prefill. */
  async forUser(user: UserRow) {
    const [insured, members, banks, provinces, last] = await Promise.all([this.insuredOf(user.id), this.memberPolicies(user.id), this.banks(), this.provinces(), this.lastPayee(user.id)]);
    return {
      insured: insured.map((p) => ({
        id: p.id,
        fullName: p.full_name,
        relationship: p.relationship,
        idType: p.id_type,
        idNumber: p.id_number,
        policies: members
          .filter((m) => m.insured_id === p.id)
          .map((m) => ({ id: m.id, policyNo: m.policy_no, productName: { en: m.product_name_en, vi: m.product_name_vi }, ...coveredPeriod(m), status: m.status, waitingPeriodDays: Number(m.waiting_period_days) })),
      })),
      banks: banks.map((b) => ({ code: b.code, shortName: b.short_name, fullName: b.full_name })),
      provinces: provinces.map((p) => ({ code: p.code, name: { en: p.name_en, vi: p.name_vi } })),
      payee: {
        claimant: last?.claimant ?? user.full_name,
        email: last?.email ?? user.email,
        telephone: last?.telephone ?? user.phone,
        bankCode: last?.bank_code ?? null,
        branch: last?.branch ?? null,
        provinceCode: last?.province_code ?? null,
        accountName: last?.account_name ?? null,
        accountNumber: last?.account_number ?? null,
        relationship: last?.relationship ?? null,
      },
    };
  }
}
