import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ClaimQueueQuery } from '@sencare/shared/contracts';
import type { ClaimStatusName } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { boundedTotal, COUNT_CAP, decodeCursor, pageOf } from '../../lib/keyset';
import { nameKey, prefixEnd } from '../../lib/name-key';
import { INSURER_QUEUE_STATUSES } from './claims';

type Eb = ExpressionBuilder<Database, 'claims'>;
const DAY = 24 * 3600_000;
const quoted = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/**
 * The status condition of each queue, written as literal SQL: a partial index is used only when
 * the query's WHERE states its condition (migration 210: claims_queue_idx, claims_submitted_idx;
 * query-plans.test.ts holds them equal). One status is a parameter: (status, updated_at, id).
 */
export const QUEUE_CONDITIONS = {
  waiting: `status in (${quoted(INSURER_QUEUE_STATUSES)})`,
  submitted: `status <> 'draft'`,
} as const;

function statusCondition(eb: Eb, status: ClaimQueueQuery['status']): Expression<SqlBool> {
  if (!status) return sql<SqlBool>`claims.${sql.raw(QUEUE_CONDITIONS.waiting)}`;
  if (status === 'all') return sql<SqlBool>`claims.${sql.raw(QUEUE_CONDITIONS.submitted)}`;
  return eb('claims.status', '=', status as ClaimStatusName);
}

const CLAIM_NO = /^CL-\d{4}-\d{1,12}$/i;
const CARD_NO = /^[A-Z]{0,4}\d{6,20}$/i;

/**
 * The search box: a claim number is the claim; a card number is its holder's claims (ecards
 * card_number is unique); anything else the start of the insured person's name, accents optional,
 * as an index range of insured_persons.name_key (lib/name-key.ts), never a scan.
 */
function searchCondition(eb: Eb, q: string): Expression<SqlBool> {
  if (CLAIM_NO.test(q)) return eb('claims.id', '=', q.toUpperCase());
  if (CARD_NO.test(q)) return eb('claims.insured_id', 'in', eb.selectFrom('ecards').select('ecards.insured_id').where('ecards.card_number', '=', q.toUpperCase()));
  const key = nameKey(q);
  return eb('claims.insured_id', 'in', eb.selectFrom('insured_persons').select('insured_persons.id').where('insured_persons.name_key', '>=', key).where('insured_persons.name_key', '<', prefixEnd(key)));
}

/** Every filter of the queue but the page's position (the count uses the same). */
function filtered(db: Db, q: ClaimQueueQuery, staffId: number, now: number) {
  return db.selectFrom('claims').where((eb) => {
    const terms: Expression<SqlBool>[] = [statusCondition(eb, q.status)];
    if (q.minAmount !== undefined) terms.push(eb('claims.request_amount', '>=', q.minAmount));
    if (q.maxAmount !== undefined) terms.push(eb('claims.request_amount', '<=', q.maxAmount));
    if (q.minAgeDays !== undefined) terms.push(eb('claims.updated_at', '<=', new Date(now - q.minAgeDays * DAY).toISOString()));
    if (q.assigned === 'me') terms.push(eb('claims.assignee_id', '=', staffId));
    if (q.assigned === 'unassigned') terms.push(eb('claims.assignee_id', 'is', null));
    if (q.q) terms.push(searchCondition(eb, q.q));
    return eb.and(terms);
  });
}

/** The page's rows, oldest waiting first, from the cursor on; `pageSize + 1` to know whether more follow. */
export function queuePageQuery(db: Db, q: ClaimQueueQuery, staffId: number, now = Date.now()) {
  let rows = filtered(db, q, staffId, now)
    .innerJoin('insured_persons', 'insured_persons.id', 'claims.insured_id')
    .innerJoin('users', 'users.id', 'claims.user_id')
    .leftJoin('users as assignees', 'assignees.id', 'claims.assignee_id')
    .select(['claims.id', 'claims.status', 'claims.request_amount', 'claims.submitted_at', 'claims.updated_at', 'claims.assignee_id', 'assignees.full_name as assignee_name', 'users.full_name as customer_name', 'insured_persons.full_name as insured_name']);
  if (q.cursor) {
    const [updatedAt, id] = decodeCursor(q.cursor, 'string');
    rows = rows.where((eb) => eb(eb.refTuple('claims.updated_at', 'claims.id'), '>', eb.tuple(updatedAt, id)));
  }
  return rows.orderBy('claims.updated_at', 'asc').orderBy('claims.id', 'asc').limit(q.pageSize + 1);
}

/** How many claims match, read from the index and stopping at COUNT_CAP + 1. */
export function queueCountQuery(db: Db, q: ClaimQueueQuery, staffId: number, now = Date.now()) {
  const capped = filtered(db, q, staffId, now).select(sql`1`.as('one')).limit(COUNT_CAP + 1);
  return db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** Whole days a claim has waited since its last status change (the queue's and its CSV's column). */
export const waitingDaysOf = (updatedAt: string, now: number) => Math.max(0, Math.floor((now - Date.parse(updatedAt)) / DAY));

/** The queue (GET /api/insurer/claims): who has waited longest comes first (waitingSince = the last status change). */
export async function claimQueue(db: Db, q: ClaimQueueQuery, staffId: number, now = Date.now()) {
  const [found, counted] = await Promise.all([queuePageQuery(db, q, staffId, now).execute(), queueCountQuery(db, q, staffId, now).executeTakeFirstOrThrow()]);
  const { rows, nextCursor } = pageOf(found, q.pageSize, (r) => r.id);
  const items = rows.map((r) => ({
    id: r.id,
    claimNo: r.id,
    customerName: r.customer_name,
    insuredName: r.insured_name,
    status: r.status,
    requestAmount: r.request_amount === null ? null : Number(r.request_amount),
    submittedAt: r.submitted_at,
    waitingSince: r.updated_at,
    waitingDays: waitingDaysOf(r.updated_at, now),
    assignee: r.assignee_id === null ? null : { id: Number(r.assignee_id), name: r.assignee_name ?? '' },
  }));
  return { items, nextCursor, ...boundedTotal(Number(counted.n)) };
}

