import type { CorrectionBody, InsurerRequestAction, InsurerRequestItem, MyDataRequest, Retention } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure, fail } from '../../http/envelope';
import type { ObjectStorage } from '../../storage';
import { closeAccount, deleteStored, retentionOf } from './closure';
import { applyCorrection } from './corrections';
import type { MyDataRequestsTable } from './tables';
import { addWorkingDays, isPastDue } from './workdays';

/** Due dates in working days (docs/privacy.md "My data"): acknowledged within 2, done within 10. */
export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const DONE_WORKING_DAYS = 10;

type Row = Omit<MyDataRequestsTable, 'id'> & { id: number };

const wrongState = () => new ApiFailure(409, 409, 'mydata.wrongState');

export class RequestsService {
  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
    private readonly now: () => Date,
  ) {}

  viewOf(row: Row): MyDataRequest {
    const now = this.now().toISOString();
    const open = row.state === 'received' || row.state === 'acknowledged';
    return {
      id: row.id,
      kind: row.kind,
      field: row.field as MyDataRequest['field'],
      details: row.details,
      state: row.state,
      reason: row.reason,
      receivedAt: row.received_at,
      acknowledgeDue: row.acknowledge_due,
      doneDue: row.done_due,
      acknowledgedAt: row.acknowledged_at,
      closedAt: row.closed_at,
      overdue: open && ((row.state === 'received' && isPastDue(row.acknowledge_due, now)) || isPastDue(row.done_due, now)),
    };
  }

  async list(userId: number): Promise<MyDataRequest[]> {
    const rows = await this.db.selectFrom('mydata_requests').selectAll().where('user_id', '=', userId).orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => this.viewOf(r));
  }

  async correction(userId: number, body: CorrectionBody): Promise<MyDataRequest> {
    return this.viewOf(await this.file(userId, 'correction', body.field, body.details));
  }

  /** One open closure per person: a second ask (or a double tap) gets 409 mydata.closureOpen. */
  async closure(userId: number): Promise<{ request: MyDataRequest; retention: Retention }> {
    const open = await this.db.selectFrom('mydata_requests').select('id').where('user_id', '=', userId).where('kind', '=', 'closure').where('state', 'in', ['received', 'acknowledged']).executeTakeFirst();
    if (open) throw fail.conflict('mydata.closureOpen');
    let row: Row;
    try {
      row = await this.file(userId, 'closure', null, null);
    } catch (error) {
      const raced = await this.db.selectFrom('mydata_requests').select('id').where('user_id', '=', userId).where('kind', '=', 'closure').where('state', 'in', ['received', 'acknowledged']).executeTakeFirst();
      if (raced) throw fail.conflict('mydata.closureOpen');
      throw error;
    }
    return { request: this.viewOf(row), retention: await retentionOf(this.db, userId) };
  }

  private async file(userId: number, kind: Row['kind'], field: string | null, details: string | null): Promise<Row> {
    const received = this.now().toISOString();
    const values = { user_id: userId, kind, field, details, state: 'received' as const, received_at: received, acknowledge_due: addWorkingDays(received, ACKNOWLEDGE_WORKING_DAYS), done_due: addWorkingDays(received, DONE_WORKING_DAYS) };
    const { id } = await this.db.insertInto('mydata_requests').values(values).returning('id').executeTakeFirstOrThrow();
    return this.db.selectFrom('mydata_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** The insurer's queue: open ones by default, the soonest due first. */
  async queue(filter: { state: string; kind: string; page: number; pageSize: number }): Promise<{ items: InsurerRequestItem[]; total: number }> {
    let q = this.db.selectFrom('mydata_requests').innerJoin('users', 'users.id', 'mydata_requests.user_id');
    if (filter.state === 'open') q = q.where('mydata_requests.state', 'in', ['received', 'acknowledged']);
    else if (filter.state !== 'all') q = q.where('mydata_requests.state', '=', filter.state as Row['state']);
    if (filter.kind !== 'all') q = q.where('mydata_requests.kind', '=', filter.kind as Row['kind']);
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll('mydata_requests')
      .select(['users.user_code', 'users.full_name', 'users.status as user_status'])
      .orderBy('mydata_requests.done_due')
      .orderBy('mydata_requests.id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute();
    return { items: rows.map((r) => this.itemOf(r)), total: Number(total) };
  }

  async detail(id: number): Promise<InsurerRequestItem> {
    const row = await this.db.selectFrom('mydata_requests').innerJoin('users', 'users.id', 'mydata_requests.user_id').selectAll('mydata_requests').select(['users.user_code', 'users.full_name', 'users.status as user_status']).where('mydata_requests.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound();
    return this.itemOf(row);
  }

  private itemOf(row: Row & { user_code: string; full_name: string; user_status: string }): InsurerRequestItem {
    return { ...this.viewOf(row), customer: { userCode: row.user_code, fullName: row.full_name, status: row.user_status } };
  }

  /**
   * received → acknowledged → done, or refused (a reason is required) from either. The UPDATE names
   * the state it moves from, so two assessors acting at once cannot both move it. Completing a
   * closure closes the account in the same transaction (closure.ts); completing a correction with a
   * `value` sets it on the account first (corrections.ts).
   */
  async act(staffId: number, id: number, action: InsurerRequestAction): Promise<InsurerRequestItem> {
    const reason = action.reason?.trim() || null;
    if (action.action === 'refuse' && !reason) throw fail.field('reason', 'validation.required');
    const now = this.now().toISOString();
    const from: Row['state'][] = action.action === 'acknowledge' ? ['received'] : ['received', 'acknowledged'];
    let keys: string[] = [];
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('mydata_requests').select(['user_id', 'kind', 'field', 'acknowledged_at']).where('id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound();
      const set =
        action.action === 'acknowledge'
          ? { state: 'acknowledged' as const, acknowledged_at: now, handled_by: staffId }
          : { state: action.action === 'complete' ? ('done' as const) : ('refused' as const), reason, closed_at: now, acknowledged_at: row.acknowledged_at ?? now, handled_by: staffId };
      const result = await trx.updateTable('mydata_requests').set(set).where('id', '=', id).where('state', 'in', from).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw wrongState();
      if (action.action === 'complete' && row.kind === 'closure') keys = (await closeAccount(trx, row.user_id, now)).storageKeys;
      if (action.action === 'complete' && row.kind === 'correction' && action.value) await applyCorrection(trx, row.user_id, row.field as MyDataRequest['field'], action.value, now);
    });
    await deleteStored(this.storage, keys);
    return this.detail(id);
  }
}
