import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { hashPassword } from '../../lib/secrets';
import { nowIso } from '../../lib/time';
import { unusablePassword } from '../hr';
import { BROKER_ERRORS, conflictOn } from './scope';

/**
 * The accounts the broker portal makes (agents, a client's first HR admin) start as HR's do
 * (modules/hr/invitation.ts): 32 random bytes nobody is told as the password, and a mail that sends
 * the person to "Forgot password?" to set their own. An address any SenCare account uses is 409 on
 * `email`; users.account and users.email are unique (migration 001), so two requests at once with
 * one address make one account.
 */
interface InvitedUser {
  userCode: string;
  role: 'broker' | 'hr';
  fullName: string;
  email: string;
  /** The users columns that tie the account to its broker and agency, or its employer. */
  organisation: { broker_id?: number; agency_id?: number; employer_id?: number; hr_sub_role?: 'admin'; hr_department?: string | null };
}

const emailTaken = () => conflictOn('email', BROKER_ERRORS.emailTaken);

export async function insertInvitedUser(db: Db, user: InvitedUser): Promise<{ id: number; email: string }> {
  const email = user.email.toLowerCase();
  const taken = await db.selectFrom('users').select('id').where((eb) => eb.or([eb('email', '=', email), eb('account', '=', email)])).executeTakeFirst();
  if (taken) throw emailTaken();
  const now = nowIso();
  const { userCode, role, fullName, organisation } = user;
  try {
    const row = await db
      .insertInto('users')
      .values({ user_code: userCode, role, account: email, email, full_name: fullName, phone: '', id_type: 'citizen_id', id_number: '', date_of_birth: null, gender: null, password_hash: await hashPassword(unusablePassword()), pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, ...organisation, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
