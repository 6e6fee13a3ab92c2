import type { Selectable } from 'kysely';
import type { DoctorParsed, DoctorStatus } from '@sencare/shared/rules';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/dialect';
import type { ProviderDoctorsTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

export type DoctorRow = Selectable<ProviderDoctorsTable>;

/** What a write ends in: the row, or `taken` when the hospital's unique (provider_id, code) index refused it. */
export type DoctorWrite = DoctorRow | 'taken';

/**
 * Every query on provider_doctors, each scoped to one hospital. A duplicate code is refused by the
 * unique index of migration 230, never by a lookup first: of two requests at once with one code,
 * both would find it free.
 */
export class DoctorRepository {
  constructor(private readonly db: Db) {}

  list(providerId: number, status: DoctorStatus | undefined): Promise<DoctorRow[]> {
    let query = this.db.selectFrom('provider_doctors').selectAll().where('provider_id', '=', providerId);
    if (status) query = query.where('status', '=', status);
    return query.orderBy('id').execute();
  }

  find(providerId: number, id: number): Promise<DoctorRow | undefined> {
    return this.db.selectFrom('provider_doctors').selectAll().where('provider_id', '=', providerId).where('id', '=', id).executeTakeFirst();
  }

  async insert(providerId: number, input: DoctorParsed): Promise<DoctorWrite> {
    const now = nowIso();
    const row = await this.db
      .insertInto('provider_doctors')
      .values({ provider_id: providerId, code: input.code, full_name: input.fullName, department: input.department, status: input.status, created_at: now, updated_at: now })
      // The index decides: on PostgreSQL the second of two inserts waits for the first to commit, then does nothing.
      .onConflict((oc) => oc.columns(['provider_id', 'code']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? 'taken';
  }

  async update(providerId: number, id: number, input: DoctorParsed): Promise<DoctorWrite | undefined> {
    try {
      return await this.db
        .updateTable('provider_doctors')
        .set({ code: input.code, full_name: input.fullName, department: input.department, status: input.status, updated_at: nowIso() })
        .where('provider_id', '=', providerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }
}
