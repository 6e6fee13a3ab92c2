import type { Transaction } from 'kysely';
import { memberInputSchema } from '@sencare/shared/rules';
import { enrolMember } from '../modules/hr';
import { hashPassword } from '../lib/secrets';
import { nowIso } from '../lib/time';
import type { Database } from './schema';

/**
 * Group cover demo data (docs/portals.md "Employer HR and broker"; dev seed only, production never
 * seeds): a broker with one agency, its client employer with a group policy of two plans, the
 * employer's HR admin (every department) and an HR viewer of one department, the broker's staff
 * (`broker.admin` of the company, who manages; `broker.staff`, an agent of its agency, who reads), a
 * second client without a policy or an HR admin yet (whose first HR admin the broker invites), and
 * three enrolled members. `quang.vo` is an employee with a password of his own, so a test can
 * sign in as him and see his card turn invalid when HR ends his cover.
 */
export const GROUP_DEMO = {
  broker: { code: 'BRK-SAIGON', name: 'Saigon Insurance Brokers' },
  agency: { code: 'AG-Q1', name: 'Đại lý Quận 1' },
  employer: { code: 'EMP-MINHAN', name: 'Công ty TNHH Minh An' },
  /** A new client of the broker: no group policy and no HR admin yet. */
  prospect: { code: 'EMP-BINHMINH', name: 'Công ty Cổ phần Bình Minh' },
  policyNo: 'GP-2026-000101',
  /** VND for the policy year (migration 240), the denominator of the broker's loss ratio. */
  premium: 420_000_000,
  hrAdmin: { account: 'hr.admin', email: 'hr.admin@minhan.vn', password: 'Hr2026pw', fullName: 'Đặng Thu Trang' },
  hrViewer: { account: 'hr.sales', email: 'hr.sales@minhan.vn', password: 'Hr2026pw', fullName: 'Bùi Văn Hải', department: 'Sales' },
  brokerStaff: { account: 'broker.staff', email: 'broker.staff@saigonbrokers.vn', password: 'Broker2026', fullName: 'Võ Thị Hạnh' },
  brokerAdmin: { account: 'broker.admin', email: 'broker.admin@saigonbrokers.vn', password: 'Broker2026', fullName: 'Trương Quốc Huy' },
  employee: { email: 'quang.vo@minhan.vn', password: 'Quang2026pw' },
} as const;

type Trx = Transaction<Database>;

async function staffUser(trx: Trx, values: { code: string; role: 'hr' | 'broker'; account: string; email: string; password: string; fullName: string; employerId?: number; brokerId?: number; agencyId?: number; department?: string | null; subRole?: 'admin' | 'viewer' }): Promise<number> {
  const now = nowIso();
  return trx
    .insertInto('users')
    .values({ user_code: values.code, role: values.role, account: values.account, email: values.email, full_name: values.fullName, phone: '', id_type: 'citizen_id', id_number: '', date_of_birth: null, gender: null, password_hash: await hashPassword(values.password), pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, employer_id: values.employerId ?? null, broker_id: values.brokerId ?? null, agency_id: values.agencyId ?? null, hr_department: values.department ?? null, hr_sub_role: values.subRole ?? null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

const MEMBERS = [
  { employeeNo: 'MA-0001', relationship: 'self', fullName: 'Võ Minh Quang', dateOfBirth: '1989-04-18', gender: 'male', idNumber: '079089004521', email: GROUP_DEMO.employee.email, phone: '0908123456', department: 'Engineering', planCode: 'A', coverFrom: '2026-01-01' },
  { employeeNo: 'MA-0001', relationship: 'child', fullName: 'Võ Gia Bảo', dateOfBirth: '2019-08-02', gender: 'male', idNumber: '079219001122', department: 'Engineering', planCode: 'A', coverFrom: '2026-01-01' },
  { employeeNo: 'MA-0002', relationship: 'self', fullName: 'Lý Thị Ngọc', dateOfBirth: '1993-11-30', gender: 'female', idNumber: '079193007788', email: 'ngoc.ly@minhan.vn', department: 'Sales', planCode: 'B', coverFrom: '2026-01-01' },
] as const;

/** Inserts the group demo when its employer is absent (idempotent like the rest of the seed); returns the accounts created. */
export async function seedGroupCover(trx: Trx): Promise<string[]> {
  if (await trx.selectFrom('employers').select('id').where('code', '=', GROUP_DEMO.employer.code).executeTakeFirst()) return [];
  const now = nowIso();
  const broker = await trx.insertInto('brokers').values({ ...GROUP_DEMO.broker, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const agency = await trx.insertInto('broker_agencies').values({ ...GROUP_DEMO.agency, broker_id: broker.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const employer = await trx.insertInto('employers').values({ ...GROUP_DEMO.employer, broker_id: broker.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('employers').values({ ...GROUP_DEMO.prospect, broker_id: broker.id, created_at: now }).execute();
  // The HR admin holds the group policy for the employer (policies name a holder account).
  const holderUserId = await staffUser(trx, { code: 'HR00000001', role: 'hr', ...GROUP_DEMO.hrAdmin, employerId: employer.id, department: null, subRole: 'admin' });
  // Renewal due within the broker's 60 days: the policy ends on the last day of January 2027.
  const policy = await trx
    .insertInto('policies')
    .values({ policy_no: GROUP_DEMO.policyNo, holder_user_id: holderUserId, insurer: 'Tổng Công ty Bảo hiểm Bảo Việt', product_name_en: 'Minh An group health care', product_name_vi: 'Bảo hiểm sức khỏe nhóm Minh An', status: 'effective', effective_date: '2026-01-01', expiry_date: '2027-01-31', sum_insured: 200_000_000, remaining_balance: 200_000_000, waiting_period_days: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('group_policies').values({ policy_id: policy.id, employer_id: employer.id, premium: GROUP_DEMO.premium }).execute();
  await trx.insertInto('benefits').values([{ policy_id: policy.id, code: 'INPATIENT', name_en: 'Inpatient', name_vi: 'Nội trú', limit_amount: 100_000_000 }, { policy_id: policy.id, code: 'OUTPATIENT', name_en: 'Outpatient', name_vi: 'Ngoại trú', limit_amount: 20_000_000 }]).execute();
  await trx.insertInto('group_plans').values([
    { policy_id: policy.id, code: 'A', name_en: 'Plan A (managers)', name_vi: 'Gói A (quản lý)', budget: 500_000_000 },
    { policy_id: policy.id, code: 'B', name_en: 'Plan B (staff)', name_vi: 'Gói B (nhân viên)', budget: 800_000_000 },
  ]).execute();
  await staffUser(trx, { code: 'HR00000002', role: 'hr', ...GROUP_DEMO.hrViewer, employerId: employer.id, subRole: 'viewer' });
  await staffUser(trx, { code: 'BR00000001', role: 'broker', ...GROUP_DEMO.brokerStaff, brokerId: broker.id, agencyId: agency.id });
  await staffUser(trx, { code: 'BR00000002', role: 'broker', ...GROUP_DEMO.brokerAdmin, brokerId: broker.id });
  const scope = { employerId: employer.id, department: null, admin: true };
  for (const member of MEMBERS) await enrolMember(trx, scope, memberInputSchema.parse(member));
  await trx.updateTable('users').set({ password_hash: await hashPassword(GROUP_DEMO.employee.password) }).where('email', '=', GROUP_DEMO.employee.email).execute();
  return [GROUP_DEMO.hrAdmin.account, GROUP_DEMO.hrViewer.account, GROUP_DEMO.brokerStaff.account, GROUP_DEMO.brokerAdmin.account, GROUP_DEMO.employee.email];
}
