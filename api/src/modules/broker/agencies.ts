import type { Selectable } from 'kysely';
import type { Agency, BrokerProfile } from '@sencare/shared/contracts';
import type { AgencyParsed } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { BrokerAgenciesTable } from '../hr';
import { BROKER_ERRORS, conflictOn, requireManager, type BrokerScope } from './scope';

type AgencyRow = Selectable<BrokerAgenciesTable>;

/**
 * The broker company and its agencies (docs/portals.md "Brokers"). Codes are one namespace over
 * brokers and agencies (migration 220_group_cover: both unique). Among agencies the unique index
 * decides, never a lookup first: of two requests at once with one code both would find it free. A
 * broker's own code is checked by a lookup, which is enough: brokers are not made over this API.
 */
const codeExists = () => conflictOn('code', BROKER_ERRORS.codeExists);

const toAgency = (row: AgencyRow, agents: number): Agency => ({ id: row.id, code: row.code, name: row.name, status: row.status, agents, createdAt: row.created_at });

async function agentCounts(db: Db, brokerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['agency_id', eb.fn.countAll<number>().as('n')])
    .where('role', '=', 'broker')
    .where('broker_id', '=', brokerId)
    .where('agency_id', 'is not', null)
    .groupBy('agency_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.agency_id), Number(row.n)]));
}

const agenciesOf = (db: Db, brokerId: number) => db.selectFrom('broker_agencies').selectAll().where('broker_id', '=', brokerId);

export async function brokerProfile(db: Db, scope: BrokerScope): Promise<BrokerProfile> {
  const broker = await db.selectFrom('brokers').select(['code', 'name', 'status']).where('id', '=', scope.brokerId).executeTakeFirstOrThrow();
  const agencies = (await agenciesOf(db, scope.brokerId).orderBy('code').execute()).map((row) => ({ id: row.id, code: row.code, name: row.name, status: row.status }));
  return { broker, agency: agencies.find((a) => a.id === scope.agencyId) ?? null, canManage: scope.manage, agencies };
}

export async function listAgencies(db: Db, scope: BrokerScope): Promise<{ items: Agency[]; canManage: boolean }> {
  const [rows, counts] = await Promise.all([agenciesOf(db, scope.brokerId).orderBy('code').execute(), agentCounts(db, scope.brokerId)]);
  return { items: rows.map((row) => toAgency(row, counts.get(row.id) ?? 0)), canManage: scope.manage };
}

async function brokerHasCode(db: Db, code: string): Promise<boolean> {
  return !!(await db.selectFrom('brokers').select('id').where('code', '=', code).executeTakeFirst());
}

export async function createAgency(db: Db, scope: BrokerScope, input: AgencyParsed): Promise<Agency> {
  requireManager(scope);
  if (await brokerHasCode(db, input.code)) throw codeExists();
  const row = await db
    .insertInto('broker_agencies')
    .values({ broker_id: scope.brokerId, code: input.code, name: input.name, status: input.status, created_at: nowIso() })
    // On PostgreSQL the second of two inserts waits for the first to commit, then does nothing.
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw codeExists();
  return toAgency(row, 0);
}

export async function editAgency(db: Db, scope: BrokerScope, id: number, input: AgencyParsed): Promise<Agency> {
  requireManager(scope);
  if (await brokerHasCode(db, input.code)) throw codeExists();
  let row: AgencyRow | undefined;
  try {
    row = await db
      .updateTable('broker_agencies')
      .set({ code: input.code, name: input.name, status: input.status })
      .where('broker_id', '=', scope.brokerId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeExists();
    throw error;
  }
  if (!row) throw fail.notFound(BROKER_ERRORS.agencyNotFound);
  return toAgency(row, (await agentCounts(db, scope.brokerId)).get(row.id) ?? 0);
}
