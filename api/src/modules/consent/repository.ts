import type { Generated } from 'kysely';
import type { ConsentPurpose } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';

export type ConsentAction = 'given' | 'withdrawn';
export type ConsentChannel = 'web' | 'app';

/** Migration 170_consent_records: one row per answer, never changed. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  user_id: number;
  purpose: ConsentPurpose;
  version: string;
  language: 'en' | 'vi';
  channel: ConsentChannel;
  action: ConsentAction;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    consent_records: ConsentRecordsTable;
  }
}

export type ConsentRecord = Omit<ConsentRecordsTable, 'id'> & { id: number };
export type NewConsentRecord = Omit<ConsentRecordsTable, 'id'>;

export class ConsentRepository {
  constructor(private readonly db: Db) {}

  /** Every record of one person, oldest first (a few per purpose: small). */
  async history(userId: number, db: Db = this.db): Promise<ConsentRecord[]> {
    const rows = await db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).orderBy('id', 'asc').execute();
    return rows.map((row) => ({ ...row, id: Number(row.id), user_id: Number(row.user_id) }));
  }

  /** The latest record per purpose (later ids win). */
  async latest(userId: number, db: Db = this.db): Promise<Map<ConsentPurpose, ConsentRecord>> {
    const latest = new Map<ConsentPurpose, ConsentRecord>();
    for (const record of await this.history(userId, db)) latest.set(record.purpose, record);
    return latest;
  }

  /** Whether `analytics` is given now: the behaviour log is kept only then (docs/privacy.md "Consent"). */
  async analyticsGiven(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('consent_records').select('action').where('user_id', '=', userId).where('purpose', '=', 'analytics').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.action === 'given';
  }

  async insert(rows: NewConsentRecord[], db: Db = this.db): Promise<void> {
    if (rows.length) await db.insertInto('consent_records').values(rows).execute();
  }
}
