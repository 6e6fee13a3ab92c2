import type { Db } from '../../db/database';
import type { CashlessStatus, ProvidersTable } from '../../db/schema';
import './tables';
import type { CashlessApplicationsTable, CashlessDocumentsTable } from './tables';
import type { Insertable, Selectable } from 'kysely';

/** A provider as stored (the table's row type, generated id resolved). */
export type ProviderRow = Selectable<ProvidersTable>;

export class CashlessRepository {
  constructor(private readonly db: Db) {}

  latestApplication(userId: number) {
    return this.db
      .selectFrom('cashless_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * The application, its photos and the user's new status in one transaction; the conditional
   * update makes two simultaneous submissions end with one application, not two.
   */
  async createApplication(
    userId: number,
    application: Omit<Insertable<CashlessApplicationsTable>, 'user_id'>,
    documents: Omit<Insertable<CashlessDocumentsTable>, 'application_id'>[],
    status: Exclude<CashlessStatus, 'none'>,
    now: string,
  ): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('users')
        .set({ cashless_status: status, updated_at: now })
        .where('id', '=', userId)
        .where('cashless_status', '=', 'none')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const row = await trx.insertInto('cashless_applications').values({ ...application, user_id: userId }).returning('id').executeTakeFirstOrThrow();
      if (documents.length) await trx.insertInto('cashless_documents').values(documents.map((d) => ({ ...d, application_id: row.id }))).execute();
      return row.id;
    });
  }

  /** Applications with their applicant, for the insurer's queue (newest first). */
  applications(status?: 'pending' | 'active' | 'rejected') {
    let query = this.db
      .selectFrom('cashless_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.user_id', 'u.user_code', 'a.full_name', 'a.id_type', 'a.id_number', 'a.phone', 'a.status', 'a.created_at', 'a.decided_at']);
    if (status) query = query.where('a.status', '=', status);
    return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
  }

  application(id: number) {
    return this.db.selectFrom('cashless_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Decides a pending application, the user's status and the customer's inbox message in one
   * transaction; the status condition makes a second decision on the same application a no-op.
   */
  async decide(
    application: { id: number; user_id: number },
    decision: { outcome: 'active' | 'rejected'; decidedBy: string; note: string | null },
    message: { title_en: string; title_vi: string; body_en: string; body_vi: string; link: string },
    now: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('cashless_applications')
        .set({ status: decision.outcome, decided_by: decision.decidedBy, decided_at: now, decision_note: decision.note })
        .where('id', '=', application.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ cashless_status: decision.outcome === 'active' ? 'active' : 'none', updated_at: now })
        .where('id', '=', application.user_id)
        .execute();
      await trx.insertInto('messages').values({ ...message, user_id: application.user_id, read_at: null, created_at: now }).execute();
      return true;
    });
  }

  async providers(filter: { city?: string; cashless?: boolean }): Promise<ProviderRow[]> {
    let query = this.db.selectFrom('providers').select(['id', 'name', 'address', 'city', 'lat', 'lng', 'phone', 'cashless', 'specialties']);
    if (filter.city) query = query.where('city', '=', filter.city);
    if (filter.cashless) query = query.where('cashless', '=', 1);
    return query.orderBy('id').execute();
  }

  provider(id: number): Promise<ProviderRow | undefined> {
    return this.db.selectFrom('providers').select(['id', 'name', 'address', 'city', 'lat', 'lng', 'phone', 'cashless', 'specialties']).where('id', '=', id).executeTakeFirst();
  }
}

/**
 * A seeded customer's cashless application, already approved by the insurer: the demo data's
 * active customer (lan.tran) then has a real activation date, not the day the database was seeded.
 */
export async function seedApprovedApplication(
  db: Pick<Db, 'insertInto'>,
  userId: number,
  application: { fullName: string; idType: string; idNumber: string; dateOfBirth: string; phone: string; appliedAt: string; approvedAt: string; approvedBy: string },
): Promise<void> {
  await db
    .insertInto('cashless_applications')
    .values({
      user_id: userId,
      status: 'active',
      full_name: application.fullName,
      id_type: application.idType,
      id_number: application.idNumber,
      date_of_birth: application.dateOfBirth,
      phone: application.phone,
      commitments_accepted_at: application.appliedAt,
      decided_by: application.approvedBy,
      decided_at: application.approvedAt,
      decision_note: null,
      created_at: application.appliedAt,
    })
    .execute();
}
