import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { MemberParsed } from '@sencare/shared/rules';
import type { Database } from '../../db/schema';
import { fail } from '../../http/envelope';
import { hashPassword } from '../../lib/secrets';
import { nowIso } from '../../lib/time';
import type { Mail } from '../mail';
import { invitation, unusablePassword } from './invitation';
import { checkDepartment, planOf, requireAdmin, type HrScope } from './members';

type Trx = Transaction<Database>;

export interface Enrolled {
  memberId: number;
  /** The invitation to send once the transaction committed (an employee with a new account only). */
  invitation: Mail | null;
}

/** The employee a dependant is enrolled under: the active employee with the same employee number. */
async function principalAccount(trx: Trx, employerId: number, employeeNo: string): Promise<number | null> {
  const row = await trx.selectFrom('group_members').select('user_id').where('employer_id', '=', employerId).where('employee_no', '=', employeeNo).where('relationship', '=', 'self').where('status', '=', 'active').executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The employee's SenCare account: a customer account already registered to the address is used as
 * it is (the person signs in as before); otherwise a new one, account name = email, that the
 * invitation tells how to set a password for (invitation.ts). Consent and the PIN come at first
 * sign-in as for anyone.
 */
async function employeeAccount(trx: Trx, input: MemberParsed, employerName: string): Promise<{ userId: number; invitation: Mail | null }> {
  const email = input.email!.toLowerCase();
  const existing = await trx.selectFrom('users').select(['id', 'role']).where((eb) => eb.or([eb('email', '=', email), eb('account', '=', email)])).executeTakeFirst();
  if (existing) {
    if (existing.role !== 'customer') throw fail.field('email', 'validation.hr.emailTaken');
    return { userId: existing.id, invitation: null };
  }
  const now = nowIso();
  const user = await trx
    .insertInto('users')
    .values({ user_code: `G${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`, role: 'customer', account: email, email, full_name: input.fullName, phone: input.phone ?? '', id_type: 'citizen_id', id_number: input.idNumber, date_of_birth: input.dateOfBirth, gender: input.gender, password_hash: await hashPassword(unusablePassword()), pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const why = { en: `${employerName} has enrolled you in its group health cover on SenCare.`, vi: `${employerName} đã đăng ký bạn vào bảo hiểm sức khỏe nhóm trên SenCare.` };
  return { userId: user.id, invitation: invitation(email, 'SenCare: your group health cover / Bảo hiểm sức khỏe nhóm của bạn', why) };
}

/**
 * Enrols one member inside the caller's transaction: the account (an employee's own, or the
 * employee's for a dependant), the insured person, the policy membership, the e-card (valid from
 * the cover date to the policy's expiry) and the group_members row. The same person twice on a
 * policy is refused by the row's unique key as well as here.
 */
export async function enrolMember(trx: Trx, scope: HrScope, input: MemberParsed): Promise<Enrolled> {
  requireAdmin(scope);
  checkDepartment(scope, input.department);
  const plan = await planOf(trx, scope.employerId, input.planCode);
  if (!plan) throw fail.field('planCode', 'validation.hr.unknownPlan');
  if (input.coverFrom > plan.expiry) throw fail.field('coverFrom', 'validation.hr.coverAfterPolicy');
  const duplicate = await trx.selectFrom('group_members').select('id').where('policy_id', '=', plan.policyId).where('id_number', '=', input.idNumber).executeTakeFirst();
  if (duplicate) throw fail.field('idNumber', 'validation.hr.alreadyMember');
  const employer = await trx.selectFrom('employers').select('name').where('id', '=', scope.employerId).executeTakeFirstOrThrow();
  let account: { userId: number; invitation: Mail | null };
  if (input.relationship === 'self') account = await employeeAccount(trx, input, employer.name);
  else {
    const principal = await principalAccount(trx, scope.employerId, input.employeeNo);
    if (principal === null) throw fail.field('employeeNo', 'validation.hr.noEmployee');
    account = { userId: principal, invitation: null };
  }
  const now = nowIso();
  const insured = await trx
    .insertInto('insured_persons')
    .values({ user_id: account.userId, full_name: input.fullName, relationship: input.relationship, id_type: 'citizen_id', id_number: input.idNumber, date_of_birth: input.dateOfBirth, gender: input.gender, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('policy_members').values({ policy_id: plan.policyId, insured_id: insured.id }).execute();
  // Insured ids are unique, so are these numbers (the seed's cards start SC; group cards SG).
  const cardNumber = `SG${String(insured.id).padStart(10, '0')}`;
  await trx.insertInto('ecards').values({ card_number: cardNumber, insured_id: insured.id, policy_id: plan.policyId, status: 'effective', valid_from: input.coverFrom, valid_to: plan.expiry }).execute();
  const member = await trx
    .insertInto('group_members')
    .values({ employer_id: scope.employerId, policy_id: plan.policyId, plan_code: input.planCode, employee_no: input.employeeNo, relationship: input.relationship, full_name: input.fullName, date_of_birth: input.dateOfBirth, gender: input.gender, id_number: input.idNumber, email: input.email?.toLowerCase() ?? null, phone: input.phone ?? null, department: input.department, status: 'active', cover_from: input.coverFrom, cover_to: null, insured_id: insured.id, user_id: account.userId, card_number: cardNumber, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId: member.id, invitation: account.invitation };
}

