import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { GOP_INSURER_QUEUE, type GopStatus } from '@sencare/shared/rules';
import { boundedTotal, COUNT_CAP, decodeCursor, pageOf } from '../../lib/keyset';
import { nameKey, prefixEnd } from '../../lib/name-key';
import type { GopRepository, GopRow } from './repository';

/** Whose requests a list holds: one provider's, one customer's, or (neither) the insurer's. */
export interface GopFilter {
  providerId?: number;
  userId?: number;
  /** One status, or absent: the insurer's queue (GOP_INSURER_QUEUE) or, for others, every status. */
  status?: GopStatus;
  /** The insurer's search (gopListQuerySchema q). */
  q?: string;
}

/**
 * The insurer's default queue as literal SQL: the partial index gops_queue_idx (migration 210) is
 * used only when the query states its condition (query-plans.test.ts holds the two equal).
 */
export const GOP_QUEUE_CONDITION = `status in (${GOP_INSURER_QUEUE.map((s) => `'${s}'`).join(', ')})`;

const CASE_NO = /^GOP-\d{4}-\d{1,12}$/i;
const CARD_NO = /^[A-Z]{0,4}\d{6,20}$/i;

/** The list's conditions on `gops` (the count and the page share them). */
function conditions(filter: GopFilter, insurerQueue: boolean) {
  return (eb: ExpressionBuilder<Database, 'gops'>): Expression<SqlBool> => {
    const terms: Expression<SqlBool>[] = [];
    if (filter.providerId !== undefined) terms.push(eb('gops.provider_id', '=', filter.providerId));
    if (filter.userId !== undefined) terms.push(eb('gops.user_id', '=', filter.userId));
    if (filter.status) terms.push(eb('gops.status', '=', filter.status));
    else if (insurerQueue) terms.push(sql<SqlBool>`gops.${sql.raw(GOP_QUEUE_CONDITION)}`);
    const q = filter.q;
    if (q && CASE_NO.test(q)) terms.push(eb('gops.case_no', '=', q.toUpperCase()));
    else if (q && CARD_NO.test(q)) terms.push(eb('gops.card_number', '=', q.toUpperCase()));
    else if (q) {
      const key = nameKey(q);
      terms.push(eb('gops.insured_id', 'in', eb.selectFrom('insured_persons').select('insured_persons.id').where('insured_persons.name_key', '>=', key).where('insured_persons.name_key', '<', prefixEnd(key))));
    }
    return eb.and(terms);
  };
}

const insurerQueue = (filter: GopFilter, oldestFirst: boolean) => oldestFirst && filter.providerId === undefined && filter.userId === undefined;

/** The page's rows from the cursor on, in the list's order; `pageSize + 1` to know whether more follow. */
export function gopPageQuery(repo: GopRepository, filter: GopFilter, cursor: string | undefined, pageSize: number, oldestFirst: boolean) {
  const dir = oldestFirst ? 'asc' : 'desc';
  let rows = repo.base().where(conditions(filter, insurerQueue(filter, oldestFirst)));
  if (cursor) {
    const [updatedAt, id] = decodeCursor(cursor, 'number');
    rows = rows.where((eb) => eb(eb.refTuple('gops.updated_at', 'gops.id'), oldestFirst ? '>' : '<', eb.tuple(updatedAt, id)));
  }
  return rows.orderBy('gops.updated_at', dir).orderBy('gops.id', dir).limit(pageSize + 1);
}

/**
 * A page of GOP requests by keyset (lib/keyset.ts): the insurer's queue oldest waiting first, a
 * provider's or customer's list newest change first; each order served by an index of migration 210.
 */
export async function gopPage(repo: GopRepository, filter: GopFilter, cursor: string | undefined, pageSize: number, oldestFirst: boolean) {
  const capped = repo.db.selectFrom('gops').where(conditions(filter, insurerQueue(filter, oldestFirst))).select(sql`1`.as('one')).limit(COUNT_CAP + 1);
  const [found, counted] = await Promise.all([
    gopPageQuery(repo, filter, cursor, pageSize, oldestFirst).execute(),
    repo.db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(found, pageSize, (r) => r.id);
  return { items: page.rows.map((r) => repo.normalize(r as GopRow)), nextCursor: page.nextCursor, ...boundedTotal(Number(counted.n)) };
}
