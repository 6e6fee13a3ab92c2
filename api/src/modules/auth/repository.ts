import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { UserRow } from './sessions';

export class UserRepository {
  constructor(private readonly db: Db) {}

  /** Account name or email, case-insensitive (both are stored in lower case). */
  findByLogin(login: string): Promise<UserRow | undefined> {
    const key = login.trim().toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('account', '=', key), eb('email', '=', key)]))
      .where('status', '=', 'effective')
      .executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The policyholder whose email matches and who holds (or whose dependant holds) this insurance card. */
  findByCardAndEmail(cardNumber: string, email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('ecards')
      .innerJoin('insured_persons', 'insured_persons.id', 'ecards.insured_id')
      .innerJoin('users', 'users.id', 'insured_persons.user_id')
      .selectAll('users')
      .where('ecards.card_number', '=', cardNumber.trim().toUpperCase())
      .where('users.email', '=', email.trim().toLowerCase())
      .where('users.status', '=', 'effective')
      .executeTakeFirst();
  }

  async create(values: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at' | 'user_code'> & { user_code?: string }): Promise<UserRow> {
    const now = nowIso();
    const userCode = values.user_code ?? `C${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
    return this.db
      .insertInto('users')
      .values({ ...values, account: values.account.toLowerCase(), email: values.email.toLowerCase(), user_code: userCode, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setPassword(userId: number, hash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: nowIso() }).where('id', '=', userId).execute();
  }


  /** Replaces the PIN; a reset also clears its attempt count and lock (a change settled them in the check). */
  async setPin(userId: number, hash: string, clearAttempts: boolean): Promise<void> {
    const attempts = clearAttempts ? { pin_failed: 0, pin_locked_until: null } : {};
    await this.db.updateTable('users').set({ pin_hash: hash, ...attempts, updated_at: nowIso() }).where('id', '=', userId).execute();
  }

  /** First PIN only: a concurrent second set loses instead of overwriting. */
  async setFirstPin(userId: number, hash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ pin_hash: hash, pin_failed: 0, pin_locked_until: null, updated_at: nowIso() })
      .where('id', '=', userId)
      .where('pin_hash', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
