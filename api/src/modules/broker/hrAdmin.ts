import { randomBytes } from 'node:crypto';
import type { InvitedHrAdmin } from '@sencare/shared/contracts';
import type { HrAdminInviteParsed } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { fail } from '../../http/envelope';
import { invitation } from '../hr';
import type { Mail } from '../mail';
import { insertInvitedUser } from './invite';
import { BROKER_ERRORS, requireManager, type BrokerScope } from './scope';

/**
 * A client's first HR admin (docs/portals.md "Brokers"): the broker opens the employer's HR portal
 * by inviting one `hr` user with sub-role admin; from then on that admin adds colleagues
 * (modules/hr/users.ts). An employer with an effective HR admin already is 409: the broker does not
 * manage the employer's own staff. The check and the insert run in one transaction that holds the
 * employer's row (PostgreSQL: FOR UPDATE; SQLite: Kysely's one connection runs one transaction at a
 * time), so two invitations at once make one admin.
 */
export async function inviteHrAdmin(db: Db, scope: BrokerScope, employerId: number, input: HrAdminInviteParsed): Promise<{ admin: InvitedHrAdmin; invitation: Mail }> {
  requireManager(scope);
  return db.transaction().execute(async (trx) => {
    let employer = trx.selectFrom('employers').select(['id', 'name']).where('broker_id', '=', scope.brokerId).where('id', '=', employerId);
    if (isPostgres(db)) employer = employer.forUpdate();
    const client = await employer.executeTakeFirst();
    if (!client) throw fail.notFound(BROKER_ERRORS.clientNotFound);
    const admin = await trx.selectFrom('users').select('id').where('role', '=', 'hr').where('hr_sub_role', '=', 'admin').where('status', '=', 'effective').where('employer_id', '=', client.id).executeTakeFirst();
    if (admin) throw fail.conflict(BROKER_ERRORS.hrAdminExists);
    const userCode = `HR${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
    const { id, email } = await insertInvitedUser(trx, { userCode, role: 'hr', fullName: input.fullName, email: input.email, organisation: { employer_id: client.id, hr_sub_role: 'admin', hr_department: input.department } });
    const why = { en: `Your broker has opened the HR portal of ${client.name} on SenCare for you, as its HR admin.`, vi: `Công ty môi giới đã mở cổng nhân sự của ${client.name} trên SenCare cho bạn, với vai trò quản trị nhân sự.` };
    return {
      admin: { id, userCode, account: email, fullName: input.fullName, email, department: input.department },
      invitation: invitation(email, 'SenCare: HR portal access / Quyền vào cổng nhân sự', why),
    };
  });
}
