import { sql, type SelectQueryBuilder } from 'kysely';
import type { AccessEntry, AccessLogFilter, MyAccessEntry, MyAccessPage } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AccessLogTable } from './tables';

type Row = Pick<AccessLogTable, 'actor_role' | 'provider_id' | 'employer_id' | 'organisation_name' | 'kind' | 'object_id' | 'created_at'> & { id: number };

// Ids as the contract's numbers, whichever driver read them.
const idOrNull = (id: number | null) => (id === null ? null : Number(id));

/** What the customer is shown of a read: the organisation (the insurer, a hospital, an employer's HR) and what, never the staff member. */
function toMine(row: Row): MyAccessEntry {
  return {
    id: row.id,
    organisation: { type: row.actor_role, providerId: idOrNull(row.provider_id), employerId: idOrNull(row.employer_id), name: row.organisation_name },
    role: row.actor_role,
    kind: row.kind,
    objectId: row.object_id,
    at: row.created_at,
  };
}

const MINE = ['id', 'actor_role', 'provider_id', 'employer_id', 'organisation_name', 'kind', 'object_id', 'created_at'] as const;

/** GET /api/privacy/access-log: the signed-in customer's own entries, newest first. */
export async function readsOfMine(db: Db, userId: number, page: number, pageSize: number): Promise<MyAccessPage> {
  const base = db.selectFrom('access_log').where('subject_user_id', '=', userId);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  // By id, the order rows were written, as the compliance view: parallel reads stamp their time
  // before they insert, so two rows a millisecond apart may carry times in the other order.
  const rows = await base.select([...MINE]).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items: rows.map(toMine), page, pageSize, total, hasMore: page * pageSize < total };
}

/** Every entry about the customer, oldest first, as they are shown (the "My data" archive's section). */
export async function everyReadOfMine(db: Db, userId: number): Promise<MyAccessEntry[]> {
  const rows = await db.selectFrom('access_log').select([...MINE]).where('subject_user_id', '=', userId).orderBy('id').execute();
  return rows.map(toMine);
}

const VIETNAM = '+07:00';
const startOfDay = (day: string) => new Date(`${day}T00:00:00${VIETNAM}`).toISOString();
const startOfNextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00${VIETNAM}`) + 24 * 3600_000).toISOString();

type Joined = SelectQueryBuilder<Database & { subject: Database['users']; actor: Database['users'] }, 'access_log' | 'subject' | 'actor', object>;

/** The compliance view's filters on the log joined to both users; days are Vietnam days, both ends included. */
function filtered(db: Db, f: AccessLogFilter): Joined {
  let q = db
    .selectFrom('access_log')
    .innerJoin('users as subject', 'subject.id', 'access_log.subject_user_id')
    .innerJoin('users as actor', 'actor.id', 'access_log.actor_user_id') as unknown as Joined;
  if (f.customer) {
    const who = f.customer.toLowerCase();
    q = q.where((eb) => eb.or([eb('subject.account', '=', who), eb(sql<string>`lower(subject.email)`, '=', who), eb('subject.user_code', '=', f.customer ?? '')]));
  }
  if (f.organisation === 'insurer') q = q.where('access_log.actor_role', '=', 'insurer');
  else if (f.organisation) q = q.where('access_log.provider_id', '=', Number(f.organisation));
  if (f.role) q = q.where('access_log.actor_role', '=', f.role);
  if (f.kind) q = q.where('access_log.kind', '=', f.kind);
  if (f.from) q = q.where('access_log.created_at', '>=', startOfDay(f.from));
  if (f.to) q = q.where('access_log.created_at', '<', startOfNextDay(f.to));
  return q;
}

const FULL = [
  'access_log.id',
  'access_log.actor_role',
  'access_log.provider_id',
  'access_log.employer_id',
  'access_log.organisation_name',
  'access_log.kind',
  'access_log.object_id',
  'access_log.created_at',
  'access_log.ip',
  'access_log.subject_user_id',
  'access_log.actor_user_id',
  'subject.user_code as subject_code',
  'subject.account as subject_account',
  'actor.account as actor_account',
  'actor.full_name as actor_name',
] as const;

interface FullRow extends Row {
  ip: string;
  subject_user_id: number;
  actor_user_id: number;
  subject_code: string;
  subject_account: string;
  actor_account: string;
  actor_name: string;
}

function toEntry(row: FullRow): AccessEntry {
  return {
    ...toMine(row),
    customer: { userId: row.subject_user_id, userCode: row.subject_code, account: row.subject_account },
    actor: { userId: row.actor_user_id, account: row.actor_account, name: row.actor_name },
    ip: row.ip,
  };
}

/** GET /api/insurer/access-log: one page, newest first. */
export async function searchReads(db: Db, f: AccessLogFilter, page: number, pageSize: number) {
  const base = filtered(db, f);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = (await base.select([...FULL]).orderBy('access_log.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute()) as unknown as FullRow[];
  return { items: rows.map(toEntry), page, pageSize, total, hasMore: page * pageSize < total };
}

/**
 * Every matching entry, newest first, a batch at a time (keyset on id), so the CSV export holds one
 * batch in memory however long the log is.
 */
export async function* allReads(db: Db, f: AccessLogFilter, batch = 500): AsyncGenerator<AccessEntry> {
  let before: number | null = null;
  for (;;) {
    let q = filtered(db, f);
    if (before !== null) q = q.where('access_log.id', '<', before);
    const rows = (await q.select([...FULL]).orderBy('access_log.id', 'desc').limit(batch).execute()) as unknown as FullRow[];
    for (const row of rows) yield toEntry(row);
    if (rows.length < batch) return;
    before = rows[rows.length - 1].id;
  }
}

/** The hospitals that appear in the log, by name (the name each last read under). */
export async function loggedOrganisations(db: Db): Promise<{ providerId: number; name: string }[]> {
  const rows = await db.selectFrom('access_log').innerJoin('providers', 'providers.id', 'access_log.provider_id').select(['providers.id', 'providers.name']).distinct().orderBy('providers.name').execute();
  return rows.map((r) => ({ providerId: Number(r.id), name: r.name }));
}
