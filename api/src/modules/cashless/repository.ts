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
