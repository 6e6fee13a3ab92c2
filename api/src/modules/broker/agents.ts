import { randomBytes } from 'node:crypto';
import type { Agent } from '@sencare/shared/contracts';
import type { AgentEdit, AgentParsed } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { Mail } from '../mail';
import { invitation } from '../hr';
import { insertInvitedUser } from './invite';
import { BROKER_ERRORS, requireManager, type BrokerScope } from './scope';

/**
 * A broker's agents (docs/portals.md "Brokers"): the `broker` users of its agencies. A
 * company-level user adds them (with an invitation, no password: ./invite.ts) and moves them or sets
 * them invalid; an agent reads. Company-level users are not agents and are not listed here.
 */
const agentsOf = (db: Db, brokerId: number) =>
  db
    .selectFrom('users')
    .innerJoin('broker_agencies', 'broker_agencies.id', 'users.agency_id')
    .select(['users.id', 'users.user_code', 'users.account', 'users.full_name', 'users.email', 'users.status', 'broker_agencies.id as agency_id', 'broker_agencies.code as agency_code', 'broker_agencies.name as agency_name'])
    .where('users.role', '=', 'broker')
    .where('users.broker_id', '=', brokerId)
    // The agency is the broker's own too, so a row can never join another broker's agency.
    .where('broker_agencies.broker_id', '=', brokerId);

type AgentRow = Awaited<ReturnType<ReturnType<typeof agentsOf>['executeTakeFirstOrThrow']>>;

const toAgent = (row: AgentRow, me: number): Agent => ({
  id: row.id,
  userCode: row.user_code,
  account: row.account,
  fullName: row.full_name,
  email: row.email,
  agency: { id: row.agency_id, code: row.agency_code, name: row.agency_name },
  status: row.status === 'effective' ? 'effective' : 'invalid',
  you: row.id === me,
});

export async function listAgents(db: Db, scope: BrokerScope, agencyId: number | undefined): Promise<{ items: Agent[]; canManage: boolean }> {
  let query = agentsOf(db, scope.brokerId);
  if (agencyId !== undefined) query = query.where('broker_agencies.id', '=', agencyId);
  const items = (await query.execute()).map((row) => toAgent(row, scope.userId)).sort((a, b) => a.fullName.localeCompare(b.fullName, 'vi') || a.id - b.id);
  return { items, canManage: scope.manage };
}

async function findAgent(db: Db, scope: BrokerScope, id: number): Promise<Agent> {
  const row = await agentsOf(db, scope.brokerId).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(BROKER_ERRORS.agentNotFound);
  return toAgent(row, scope.userId);
}

/** An effective agency of this broker, else 400 on the field: another broker's agency is as unknown as none. */
async function requireEffectiveAgency(db: Db, scope: BrokerScope, agencyId: number): Promise<{ name: string }> {
  const agency = await db.selectFrom('broker_agencies').select(['name', 'status']).where('broker_id', '=', scope.brokerId).where('id', '=', agencyId).executeTakeFirst();
  if (!agency || agency.status !== 'effective') throw fail.field('agencyId', BROKER_ERRORS.agencyNotEffective);
  return agency;
}

/** A new agent, account name = email; the invitation is sent by the caller once the row is stored. */
export async function createAgent(db: Db, scope: BrokerScope, input: AgentParsed): Promise<{ agent: Agent; invitation: Mail }> {
  requireManager(scope);
  const agency = await requireEffectiveAgency(db, scope, input.agencyId);
  const broker = await db.selectFrom('brokers').select('name').where('id', '=', scope.brokerId).executeTakeFirstOrThrow();
  const userCode = `BR${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
  const { id, email } = await insertInvitedUser(db, { userCode, role: 'broker', fullName: input.fullName, email: input.email, organisation: { broker_id: scope.brokerId, agency_id: input.agencyId } });
  const why = { en: `${broker.name} has given you access to its broker portal on SenCare, for ${agency.name}.`, vi: `${broker.name} đã cấp cho bạn quyền vào cổng môi giới trên SenCare, cho ${agency.name}.` };
  return { agent: await findAgent(db, scope, id), invitation: invitation(email, 'SenCare: broker portal access / Quyền vào cổng môi giới', why) };
}

/** Another agency or a status; invalid ends the agent's sessions at once (sign-in reads effective users only). */
export async function editAgent(db: Db, scope: BrokerScope, id: number, input: AgentEdit, revokeSessions: (userId: number) => Promise<void>): Promise<Agent> {
  requireManager(scope);
  const agent = await findAgent(db, scope, id);
  // Setting an agent of an agency that has since turned invalid to invalid too must not need a move.
  if (input.agencyId !== agent.agency.id) await requireEffectiveAgency(db, scope, input.agencyId);
  await db.updateTable('users').set({ agency_id: input.agencyId, status: input.status, updated_at: nowIso() }).where('id', '=', id).execute();
  if (input.status === 'invalid') await revokeSessions(id);
  return findAgent(db, scope, id);
}
