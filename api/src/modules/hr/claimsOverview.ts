import { sql, type Kysely } from 'kysely';
import { HR_MINIMUM_CELL, type ClaimOutcome, type ClaimsOverview, type ClaimsOverviewCell } from '@sencare/shared/contracts';
import type { ClaimStatusName } from '@sencare/shared/rules';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { csvText } from '../../lib/csv';
import { vietnamToday } from '../policies';
import type { HrScope } from './members';
import './tables';

/**
 * The employer's view of its members' claims (docs/privacy.md "Employers see totals"). Only these
 * columns of a claim are read: when it was sent, its status and its two amounts; the member row
 * gives the department and plan. Nothing that names a person or says what was treated is selected,
 * so nothing of it can reach an answer.
 */
function outcomeOf(status: ClaimStatusName): ClaimOutcome {
  if (status === 'paid' || status === 'finished') return 'paid';
  if (status === 'denied' || status === 'cancelled') return status;
  // Every other sent status is still open (shared/src/rules/claimStateMachine.ts OPEN_CLAIM_STATUSES).
  return 'open';
}

/** yyyy-mm of the month `months - 1` before this one (Vietnam's calendar). */
export function firstMonth(months: number, today = vietnamToday()): string {
  const [year, month] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month a claim was sent in Vietnam (UTC+7 all year, no daylight saving): submitted_at is
 * stored in UTC, and a claim sent at 03:00 on the 1st in Hanoi is 20:00 on the last day of the
 * month before in UTC.
 */
const vietnamMonth = (db: Kysely<Database>) =>
  isPostgres(db) ? sql<string>`to_char(claims.submitted_at::timestamptz AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM')` : sql<string>`strftime('%Y-%m', claims.submitted_at, '+7 hours')`;

/** The UTC instant the Vietnamese month `yyyy-mm` begins. */
export const monthStartsAt = (month: string) => new Date(Date.parse(`${month}-01T00:00:00+07:00`)).toISOString();

interface Group {
  month: string;
  department: string;
  plan_code: string;
  status: ClaimStatusName;
  n: number | string;
  requested: number | string | null;
  reimbursed: number | string | null;
}

export async function claimsOverview(db: Kysely<Database>, scope: HrScope, months: number): Promise<ClaimsOverview> {
  const from = firstMonth(months);
  const month = vietnamMonth(db);
  let query = db
    .selectFrom('claims')
    .innerJoin('group_members', 'group_members.insured_id', 'claims.insured_id')
    .where('group_members.employer_id', '=', scope.employerId)
    // A member's own cover only: a claim on another policy of the same person is not the employer's.
    .where((eb) => eb.exists(eb.selectFrom('claim_policies').select('claim_policies.claim_id').whereRef('claim_policies.claim_id', '=', 'claims.id').whereRef('claim_policies.policy_id', '=', 'group_members.policy_id')))
    .where('claims.status', '!=', 'draft')
    .where('claims.submitted_at', '>=', monthStartsAt(from));
  if (scope.department !== null) query = query.where('group_members.department', '=', scope.department);
  const groups = (await query
    .select((eb) => [
      month.as('month'),
      'group_members.department',
      'group_members.plan_code',
      'claims.status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('claims.request_amount').as('requested'),
      eb.fn.sum<number>('claims.reimbursement_amount').as('reimbursed'),
    ])
    .groupBy([month, 'group_members.department', 'group_members.plan_code', 'claims.status'])
    .execute()) as Group[];

  const cells = new Map<string, { month: string; department: string; outcome: ClaimOutcome; claims: number; requested: number; reimbursed: number }>();
  const usedByPlan = new Map<string, number>();
  const totals = { claims: 0, requested: 0, reimbursed: 0 };
  for (const group of groups) {
    const outcome = outcomeOf(group.status);
    const [n, requested, reimbursed] = [Number(group.n), Number(group.requested ?? 0), Number(group.reimbursed ?? 0)];
    const key = `${group.month}|${group.department}|${outcome}`;
    const cell = cells.get(key) ?? { month: group.month, department: group.department, outcome, claims: 0, requested: 0, reimbursed: 0 };
    cell.claims += n;
    cell.requested += requested;
    cell.reimbursed += reimbursed;
    cells.set(key, cell);
    totals.claims += n;
    totals.requested += requested;
    totals.reimbursed += reimbursed;
    if (outcome === 'open' || outcome === 'paid') usedByPlan.set(group.plan_code, (usedByPlan.get(group.plan_code) ?? 0) + reimbursed);
  }

  const plans = await db
    .selectFrom('group_plans')
    .innerJoin('group_policies', 'group_policies.policy_id', 'group_plans.policy_id')
    .select(['group_plans.code', 'group_plans.name_en', 'group_plans.name_vi', 'group_plans.budget'])
    .where('group_policies.employer_id', '=', scope.employerId)
    .orderBy('group_plans.code')
    .execute();
  return {
    from,
    minimumCell: HR_MINIMUM_CELL,
    totals,
    cells: [...cells.values()]
      .sort((a, b) => b.month.localeCompare(a.month) || a.department.localeCompare(b.department) || a.outcome.localeCompare(b.outcome))
      .map((cell): ClaimsOverviewCell => (cell.claims < HR_MINIMUM_CELL ? { ...cell, claims: null, requested: null, reimbursed: null } : cell)),
    plans: plans.map((plan) => ({ code: plan.code, name: { en: plan.name_en, vi: plan.name_vi }, budget: Number(plan.budget), used: usedByPlan.get(plan.code) ?? 0 })),
  };
}

export const OVERVIEW_CSV_HEADER = ['month', 'department', 'outcome', 'claims', 'requested_vnd', 'reimbursed_vnd'] as const;

/** The cells as CSV; a cell under the minimum says so ("<3") and carries no amounts, as on screen. */
export function overviewCsv(overview: ClaimsOverview): string {
  return csvText(
    OVERVIEW_CSV_HEADER,
    overview.cells.map((cell) => [cell.month, cell.department, cell.outcome, cell.claims ?? `<${overview.minimumCell}`, cell.requested, cell.reimbursed]),
  );
}
