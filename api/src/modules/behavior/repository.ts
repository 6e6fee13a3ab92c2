import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BehaviorLogTable } from '../../db/schema';

export class BehaviorRepository {
  constructor(private readonly db: Db) {}

  /** One statement for a whole batch (at most BEHAVIOR_BATCH_MAX rows: 500 bound values, far under SQLite's 32,766). */
  async insert(rows: Insertable<BehaviorLogTable>[]): Promise<void> {
    if (rows.length) await this.db.insertInto('behavior_log').values(rows).execute();
  }
}
