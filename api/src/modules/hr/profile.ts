import type { Kysely } from 'kysely';
import type { HrProfile } from '@sencare/shared/contracts';
import type { Database } from '../../db/schema';
import type { HrScope } from './members';
import './tables';

/** The HR user's employer, scope, the departments they see members in, and the plans they can enrol on. */
export async function hrProfile(db: Kysely<Database>, scope: HrScope): Promise<HrProfile> {
  const employer = await db.selectFrom('employers').select(['code', 'name']).where('id', '=', scope.employerId).executeTakeFirstOrThrow();
  let departments = db.selectFrom('group_members').select('department').distinct().where('employer_id', '=', scope.employerId);
  if (scope.department !== null) departments = departments.where('department', '=', scope.department);
  const plans = await db
    .selectFrom('group_plans')
    .innerJoin('group_policies', 'group_policies.policy_id', 'group_plans.policy_id')
    .innerJoin('policies', 'policies.id', 'group_plans.policy_id')
    .select(['policies.policy_no', 'group_plans.code', 'group_plans.name_en', 'group_plans.name_vi'])
    .where('group_policies.employer_id', '=', scope.employerId)
    .orderBy('group_plans.code')
    .execute();
  return {
    employer,
    subRole: scope.admin ? 'admin' : 'viewer',
    department: scope.department,
    departments: (await departments.orderBy('department').execute()).map((row) => row.department),
    plans: plans.map((p) => ({ policyNo: p.policy_no, code: p.code, name: { en: p.name_en, vi: p.name_vi } })),
  };
}
