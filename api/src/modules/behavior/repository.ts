import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BehaviorLogTable } from '../../db/schema';

export class BehaviorRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<BehaviorLogTable>): Promise<void> {
    await this.db.insertInto('behavior_log').values(row).execute();
  }
}
