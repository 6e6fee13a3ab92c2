import type { Kysely, Selectable } from 'kysely';
import type { Member } from '@sencare/shared/contracts';
import type { MemberEdit } from '@sencare/shared/rules';
import type { Database } from '../../db/schema';
import { fail } from '../../http/envelope';
import { addCalendarDays, nowIso } from '../../lib/time';
import type { UserRow } from '../auth';
import { vietnamToday } from '../policies';
import type { GroupMembersTable } from './tables';
import './tables';

type Db = Kysely<Database>;
export type MemberRow = Selectable<GroupMembersTable> & { policy_no: string; card_status: 'effective' | 'invalid' | null };

/** What an HR user may see and change: their employer, and their department when they have one. */
export interface HrScope {
  employerId: number;
  department: string | null;
  admin: boolean;
}

export function scopeOf(user: UserRow): HrScope {
  if (user.employer_id === null) throw fail.forbidden();
  return { employerId: user.employer_id, department: user.hr_department, admin: user.hr_sub_role === 'admin' };
}

/** Changes need the HR admin sub-role; a viewer only reads. */
export function requireAdmin(scope: HrScope): void {
  if (!scope.admin) throw fail.forbidden();
}

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  employeeNo: row.employee_no,
  relationship: row.relationship,
  fullName: row.full_name,
  dateOfBirth: row.date_of_birth,
  gender: row.gender,
  idNumber: row.id_number,
  email: row.email,
  phone: row.phone,
  department: row.department,
  planCode: row.plan_code,
  policyNo: row.policy_no,
  status: row.status,
  coverFrom: row.cover_from,
  coverTo: row.cover_to,
  cardNumber: row.card_number,
  cardStatus: row.card_status,
});

export function membersQuery(db: Db, scope: HrScope) {
  let query = db
    .selectFrom('group_members')
    .innerJoin('policies', 'policies.id', 'group_members.policy_id')
    .leftJoin('ecards', 'ecards.card_number', 'group_members.card_number')
    .selectAll('group_members')
    .select(['policies.policy_no', 'ecards.status as card_status'])
    .where('group_members.employer_id', '=', scope.employerId);
  if (scope.department !== null) query = query.where('group_members.department', '=', scope.department);
  return query;
}

export async function findMember(db: Db, scope: HrScope, id: number): Promise<MemberRow> {
  const row = await membersQuery(db, scope).where('group_members.id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound('validation.hr.memberNotFound');
  return row as MemberRow;
}

/** The plan a member is put on, among the employer's group policies; its policy is the member's. */
export async function planOf(db: Db, employerId: number, planCode: string): Promise<{ policyId: number; expiry: string } | null> {
  const row = await db
    .selectFrom('group_plans')
    .innerJoin('group_policies', 'group_policies.policy_id', 'group_plans.policy_id')
    .innerJoin('policies', 'policies.id', 'group_plans.policy_id')
    .select(['group_plans.policy_id', 'policies.expiry_date'])
    .where('group_policies.employer_id', '=', employerId)
    .where('group_plans.code', '=', planCode)
    .where('policies.status', '=', 'effective')
    .executeTakeFirst();
  return row ? { policyId: row.policy_id, expiry: row.expiry_date } : null;
}

/** A department outside an HR user's own is refused as that field's error, like any other rule. */
export function checkDepartment(scope: HrScope, department: string): void {
  if (scope.department !== null && department !== scope.department) throw fail.field('department', 'validation.hr.outsideDepartment');
}

export async function editMember(db: Db, scope: HrScope, id: number, input: MemberEdit): Promise<MemberRow> {
  requireAdmin(scope);
  const member = await findMember(db, scope, id);
  checkDepartment(scope, input.department);
  if (member.status === 'ended') throw fail.conflict('validation.hr.coverEnded');
  const plan = await planOf(db, scope.employerId, input.planCode);
  if (!plan || plan.policyId !== member.policy_id) throw fail.field('planCode', 'validation.hr.unknownPlan');
  await db
    .updateTable('group_members')
    .set({ full_name: input.fullName, email: input.email?.toLowerCase() ?? null, phone: input.phone ?? null, department: input.department, plan_code: input.planCode, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  if (member.insured_id !== null) await db.updateTable('insured_persons').set({ full_name: input.fullName }).where('id', '=', member.insured_id).execute();
  return findMember(db, scope, id);
}

/** How far back HR may end cover: an employee who left last month is still recorded the day HR hears of it. */
export const END_COVER_BACKDATE_DAYS = 31;

/**
 * Ends cover from `effectiveDate` (the first day without cover): the card is valid until the day
 * before and invalid at once when that day has come. Ending an employee's cover ends their
 * dependants' too (their cover hangs on the employment). One UPDATE per member, guarded by its
 * status, so two HR users ending the same member at once end it once, and the one whose UPDATE of
 * that member changed nothing is told it was ended meanwhile (409), not that it ended it.
 */
export async function endCover(db: Db, scope: HrScope, id: number, effectiveDate: string, today = vietnamToday()): Promise<MemberRow> {
  requireAdmin(scope);
  const member = await findMember(db, scope, id);
  if (member.status === 'ended') throw fail.conflict('validation.hr.coverEnded');
  if (effectiveDate <= member.cover_from) throw fail.field('effectiveDate', 'validation.hr.endBeforeStart');
  if (effectiveDate < addCalendarDays(today, -END_COVER_BACKDATE_DAYS)) throw fail.field('effectiveDate', 'validation.hr.endTooEarly');
  await db.transaction().execute(async (trx) => {
    let targets = trx.selectFrom('group_members').select(['id', 'card_number']).where('employer_id', '=', scope.employerId).where('status', '=', 'active');
    targets = member.relationship === 'self' ? targets.where('employee_no', '=', member.employee_no) : targets.where('id', '=', id);
    let endedThisMember = false;
    for (const target of await targets.execute()) {
      const ended = await trx.updateTable('group_members').set({ status: 'ended', cover_to: effectiveDate, updated_at: nowIso() }).where('id', '=', target.id).where('status', '=', 'active').executeTakeFirst();
      if (Number(ended.numUpdatedRows) !== 1) continue;
      if (target.id === id) endedThisMember = true;
      if (target.card_number === null) continue;
      await trx
        .updateTable('ecards')
        .set({ valid_to: addCalendarDays(effectiveDate, -1), ...(effectiveDate <= today ? { status: 'invalid' as const } : {}) })
        .where('card_number', '=', target.card_number)
        .execute();
    }
    if (!endedThisMember) throw fail.conflict('validation.hr.coverEnded');
  });
  return findMember(db, scope, id);
}
