import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { HrUser } from '@sencare/shared/contracts';
import type { HrUserEdit, HrUserParsed } from '@sencare/shared/rules';
import type { Database, UsersTable } from '../../db/schema';
import { fail } from '../../http/envelope';
import { hashPassword } from '../../lib/secrets';
import { nowIso } from '../../lib/time';
import type { Mail } from '../mail';
import { invitation, unusablePassword } from './invitation';
import type { HrScope } from './members';

type Db = Kysely<Database>;
type UserRow = Selectable<UsersTable>;

/**
 * The HR portal's own users (docs/portals.md "Portal users"). Only an HR admin of every department
 * manages them: a department admin could otherwise give themselves every department. Nobody
 * changes their own access or status, so an employer always keeps the admin who is signed in.
 */
export function requireUserAdmin(scope: HrScope): void {
  if (!scope.admin || scope.department !== null) throw fail.forbidden();
}

export const toHrUser = (row: UserRow, me: number, now = nowIso()): HrUser => ({
  id: row.id,
  userCode: row.user_code,
  account: row.account,
  fullName: row.full_name,
  email: row.email,
  subRole: row.hr_sub_role ?? 'viewer',
  department: row.hr_department,
  status: row.status === 'effective' ? 'effective' : 'invalid',
  failedLogins: row.failed_logins,
  locked: row.locked_until !== null && row.locked_until > now,
  you: row.id === me,
});

const usersOf = (db: Db, scope: HrScope) => db.selectFrom('users').selectAll().where('role', '=', 'hr').where('employer_id', '=', scope.employerId);

export async function listHrUsers(db: Db, scope: HrScope, me: number): Promise<HrUser[]> {
  requireUserAdmin(scope);
  return (await usersOf(db, scope).orderBy('full_name').orderBy('id').execute()).map((row) => toHrUser(row, me));
}

async function findHrUser(db: Db, scope: HrScope, id: number): Promise<UserRow> {
  const row = await usersOf(db, scope).where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound('validation.hr.userNotFound');
  return row;
}

/** A new HR user, account name = email; the invitation is sent by the caller once this has committed. */
export async function createHrUser(db: Db, scope: HrScope, me: number, input: HrUserParsed): Promise<{ user: HrUser; invitation: Mail }> {
  requireUserAdmin(scope);
  const email = input.email.toLowerCase();
  const taken = await db.selectFrom('users').select('id').where((eb) => eb.or([eb('email', '=', email), eb('account', '=', email)])).executeTakeFirst();
  if (taken) throw fail.field('email', 'validation.hr.userEmailTaken');
  const employer = await db.selectFrom('employers').select('name').where('id', '=', scope.employerId).executeTakeFirstOrThrow();
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ user_code: `HR${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`, role: 'hr', account: email, email, full_name: input.fullName, phone: '', id_type: 'citizen_id', id_number: '', date_of_birth: null, gender: null, password_hash: await hashPassword(unusablePassword()), pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, employer_id: scope.employerId, hr_department: input.department, hr_sub_role: input.subRole, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  const why = { en: `${employer.name} has given you access to its HR portal on SenCare.`, vi: `${employer.name} đã cấp cho bạn quyền vào cổng nhân sự trên SenCare.` };
  return { user: toHrUser(row, me), invitation: invitation(email, 'SenCare: HR portal access / Quyền vào cổng nhân sự', why) };
}

/** Sub-role, department and status; invalid ends the user's sessions at once. */
export async function editHrUser(db: Db, scope: HrScope, me: number, id: number, input: HrUserEdit, revokeSessions: (userId: number) => Promise<void>): Promise<HrUser> {
  requireUserAdmin(scope);
  const row = await findHrUser(db, scope, id);
  if (row.id === me) throw fail.conflict('validation.hr.notYourself');
  await db.updateTable('users').set({ hr_sub_role: input.subRole, hr_department: input.department, status: input.status, updated_at: nowIso() }).where('id', '=', row.id).execute();
  if (input.status === 'invalid') await revokeSessions(row.id);
  return toHrUser(await findHrUser(db, scope, id), me);
}

export async function unlockHrUser(db: Db, scope: HrScope, me: number, id: number): Promise<HrUser> {
  requireUserAdmin(scope);
  const row = await findHrUser(db, scope, id);
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null, updated_at: nowIso() }).where('id', '=', row.id).execute();
  return toHrUser(await findHrUser(db, scope, id), me);
}
