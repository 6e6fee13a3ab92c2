import type { Client, ClientPolicy, LossRatio, Renewal } from '@sencare/shared/contracts';
import { RENEWAL_WINDOW_DAYS, type ClaimStatusName } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { fail } from '../../http/envelope';
import { addCalendarDays } from '../../lib/time';
import { vietnamToday } from '../policies';
import { BROKER_ERRORS, type BrokerScope } from './scope';

/**
 * A broker's clients (docs/portals.md "Brokers"): its employers, their group policies with plans
 * and active members, renewals, and the loss ratio. Of claims only a status, the policy and the
 * reimbursed amount are read, summed per policy (claimsAmounts), so no claim, member name or diagnosis
 * can reach an answer (docs/privacy.md "Employers see totals").
 */
/** Approved by the insurer (settled) and every status after it, paid or about to be. */
export const PAID_OR_APPROVED: readonly ClaimStatusName[] = ['settled', 'to_be_paid', 'paid', 'payment_failed', 'finished'];

const DAY_MS = 86_400_000;
/** Whole days from `today` to `day`, both yyyy-mm-dd in Vietnam's calendar; negative once past. */
export const daysBetween = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

const ratioOf = (premium: number | null, claimsAmount: number): LossRatio => ({ premium, claimsAmount, ratio: premium ? Math.round((claimsAmount / premium) * 10_000) / 10_000 : null });

type EmployerRow = { id: number; code: string; name: string; status: 'effective' | 'invalid' };

function policiesOf(db: Db, employerIds: number[]) {
  return db
    .selectFrom('group_policies')
    .innerJoin('policies', 'policies.id', 'group_policies.policy_id')
    .select(['group_policies.employer_id', 'group_policies.premium', 'policies.id', 'policies.policy_no', 'policies.insurer', 'policies.product_name_en', 'policies.product_name_vi', 'policies.status', 'policies.effective_date', 'policies.expiry_date'])
    .where('group_policies.employer_id', 'in', employerIds)
    .orderBy('policies.expiry_date')
    .orderBy('policies.policy_no')
    .execute();
}

/** Reimbursed amounts of the paid or approved claims on each policy, summed: one number per policy. */
async function claimsAmounts(db: Db, policyIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('claim_policies')
    .innerJoin('claims', 'claims.id', 'claim_policies.claim_id')
    .select((eb) => ['claim_policies.policy_id', eb.fn.sum<number>('claims.reimbursement_amount').as('amount')])
    .where('claim_policies.policy_id', 'in', policyIds)
    .where('claims.status', 'in', PAID_OR_APPROVED)
    .groupBy('claim_policies.policy_id')
    .execute();
  return new Map(rows.map((row) => [row.policy_id, Number(row.amount ?? 0)]));
}

/** Active members per policy and plan, keyed `policyId|planCode`. */
async function activeMembers(db: Db, policyIds: number[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('group_members')
    .select((eb) => ['policy_id', 'plan_code', eb.fn.countAll<number>().as('n')])
    .where('policy_id', 'in', policyIds)
    .where('status', '=', 'active')
    .groupBy(['policy_id', 'plan_code'])
    .execute();
  return new Map(rows.map((row) => [`${row.policy_id}|${row.plan_code}`, Number(row.n)]));
}

const policyMembers = (members: Map<string, number>, policyId: number) => [...members.entries()].filter(([key]) => key.startsWith(`${policyId}|`)).reduce((sum, [, n]) => sum + n, 0);

async function employersWithHrAdmin(db: Db, employerIds: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('users').select('employer_id').distinct().where('role', '=', 'hr').where('hr_sub_role', '=', 'admin').where('status', '=', 'effective').where('employer_id', 'in', employerIds).execute();
  return new Set(rows.map((row) => Number(row.employer_id)));
}

async function policiesByEmployer(db: Db, employerIds: number[], today: string): Promise<Map<number, ClientPolicy[]>> {
  const policies = await policiesOf(db, employerIds);
  const policyIds = policies.map((p) => p.id);
  if (policyIds.length === 0) return new Map();
  const [plans, members, amounts] = await Promise.all([
    db.selectFrom('group_plans').selectAll().where('policy_id', 'in', policyIds).orderBy('code').execute(),
    activeMembers(db, policyIds),
    claimsAmounts(db, policyIds),
  ]);
  const byEmployer = new Map<number, ClientPolicy[]>();
  for (const policy of policies) {
    const policyPlans = plans.filter((plan) => plan.policy_id === policy.id).map((plan) => ({ code: plan.code, name: { en: plan.name_en, vi: plan.name_vi }, budget: Number(plan.budget), activeMembers: members.get(`${policy.id}|${plan.code}`) ?? 0 }));
    const daysToExpiry = daysBetween(today, policy.expiry_date);
    const premium = policy.premium === null ? null : Number(policy.premium);
    const view: ClientPolicy = {
      policyNo: policy.policy_no,
      insurer: policy.insurer,
      productName: { en: policy.product_name_en, vi: policy.product_name_vi },
      status: policy.status,
      effectiveDate: policy.effective_date,
      expiryDate: policy.expiry_date,
      daysToExpiry,
      renewalDue: daysToExpiry >= 0 && daysToExpiry <= RENEWAL_WINDOW_DAYS,
      activeMembers: policyMembers(members, policy.id),
      plans: policyPlans,
      lossRatio: ratioOf(premium, amounts.get(policy.id) ?? 0),
    };
    byEmployer.set(policy.employer_id, [...(byEmployer.get(policy.employer_id) ?? []), view]);
  }
  return byEmployer;
}

/** A client's loss ratio over its policies: premiums recorded are summed; none recorded → null. */
function clientRatio(policies: ClientPolicy[]): LossRatio {
  const premiums = policies.map((p) => p.lossRatio.premium).filter((p): p is number => p !== null);
  const claimsAmount = policies.reduce((sum, p) => sum + p.lossRatio.claimsAmount, 0);
  return ratioOf(premiums.length ? premiums.reduce((a, b) => a + b, 0) : null, claimsAmount);
}

async function clientsOf(db: Db, employers: EmployerRow[]): Promise<Client[]> {
  const ids = employers.map((e) => e.id);
  if (ids.length === 0) return [];
  const [policies, withAdmin] = await Promise.all([policiesByEmployer(db, ids, vietnamToday()), employersWithHrAdmin(db, ids)]);
  return employers.map((employer) => {
    const own = policies.get(employer.id) ?? [];
    return {
      ...employer,
      hasHrAdmin: withAdmin.has(employer.id),
      activeMembers: own.reduce((sum, p) => sum + p.activeMembers, 0),
      renewalDue: own.some((p) => p.renewalDue),
      lossRatio: clientRatio(own),
      policies: own,
    };
  });
}

const employersOf = (db: Db, brokerId: number) => db.selectFrom('employers').select(['id', 'code', 'name', 'status']).where('broker_id', '=', brokerId);

export async function listClients(db: Db, scope: BrokerScope): Promise<{ items: Client[]; renewalWindowDays: number }> {
  const employers = (await employersOf(db, scope.brokerId).execute()).sort((a, b) => a.name.localeCompare(b.name, 'vi') || a.id - b.id);
  return { items: await clientsOf(db, employers), renewalWindowDays: RENEWAL_WINDOW_DAYS };
}

/** One client of this broker; another broker's is 404, as if it did not exist. */
export async function findClient(db: Db, scope: BrokerScope, id: number): Promise<Client> {
  const employer = await employersOf(db, scope.brokerId).where('id', '=', id).executeTakeFirst();
  if (!employer) throw fail.notFound(BROKER_ERRORS.clientNotFound);
  const [client] = await clientsOf(db, [employer]);
  return client;
}

/** Group policies of the broker's clients ending from today to today + days (Vietnam's calendar), soonest first. */
export async function renewals(db: Db, scope: BrokerScope, days: number, today = vietnamToday()): Promise<{ days: number; today: string; items: Renewal[] }> {
  const rows = await db
    .selectFrom('group_policies')
    .innerJoin('policies', 'policies.id', 'group_policies.policy_id')
    .innerJoin('employers', 'employers.id', 'group_policies.employer_id')
    .select(['employers.id as client_id', 'employers.name as client_name', 'policies.id', 'policies.policy_no', 'policies.expiry_date', 'group_policies.premium'])
    .where('employers.broker_id', '=', scope.brokerId)
    .where('policies.expiry_date', '>=', today)
    .where('policies.expiry_date', '<=', addCalendarDays(today, days))
    .orderBy('policies.expiry_date')
    .orderBy('policies.policy_no')
    .execute();
  const members = rows.length ? await activeMembers(db, rows.map((r) => r.id)) : new Map<string, number>();
  const items = rows.map((row) => ({
    clientId: row.client_id,
    clientName: row.client_name,
    policyNo: row.policy_no,
    expiryDate: row.expiry_date,
    daysToExpiry: daysBetween(today, row.expiry_date),
    activeMembers: policyMembers(members, row.id),
    premium: row.premium === null ? null : Number(row.premium),
  }));
  return { days, today, items };
}
