import { randomBytes } from 'node:crypto';
import type { Retention } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import type { ObjectStorage } from '../../storage';
import { archiveKey } from './exports';
import { vietnamDate } from './workdays';

/**
 * What a completed closure erases and keeps (docs/privacy.md "My data", "What a closure keeps").
 * Claims, their payments and documents are accounting records the insurer must keep 10 years after
 * the claim was last changed; policies and the people they insure are insurance records kept 10
 * years after the policy ended. Both stay, restricted (mydata_restrictions), the rest goes.
 */
export const KEEP_YEARS = 10;
export const ERASED_SECTIONS = ['profile', 'cashless', 'messages', 'devices'] as const;

const plusYears = (date: string | undefined, years: number) => (date ? `${Number(date.slice(0, 4)) + years}${date.slice(4, 10)}` : null);

export async function retentionOf(db: Db, userId: number): Promise<Retention> {
  const claims = await db.selectFrom('claims').select((eb) => eb.fn.max('updated_at').as('last')).where('user_id', '=', userId).executeTakeFirst();
  const policies = await db.selectFrom('policies').select((eb) => eb.fn.max('expiry_date').as('last')).where('holder_user_id', '=', userId).executeTakeFirst();
  const lastClaim = claims?.last ? vietnamDate(String(claims.last)) : undefined;
  return {
    erased: [...ERASED_SECTIONS],
    kept: [
      { data: 'claims', until: plusYears(lastClaim, KEEP_YEARS), basis: 'accounting' },
      { data: 'policies', until: plusYears(policies?.last ? String(policies.last) : undefined, KEEP_YEARS), basis: 'insurance' },
    ],
  };
}

/**
 * Closes the account inside the caller's transaction: the person can no longer sign in (status
 * closed, sessions and devices gone, no password or PIN), their contact and identity fields are
 * overwritten, and what law lets go is deleted. Stored files are listed for deletion after commit
 * (a rollback must not lose them).
 */
export async function closeAccount(trx: Db, userId: number, now: string): Promise<{ storageKeys: string[] }> {
  const user = await trx.selectFrom('users').select(['user_code', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
  const retention = await retentionOf(trx, userId);
  const applications = trx.selectFrom('cashless_applications').select('id').where('user_id', '=', userId);
  const photos = await trx.selectFrom('cashless_documents').select('stored_name').where('application_id', 'in', applications).execute();
  const uploads = await trx.selectFrom('claim_uploads').select('stored_name').where('user_id', '=', userId).execute();
  const exports = await trx.selectFrom('mydata_exports').select('id').where('user_id', '=', userId).execute();

  await trx.deleteFrom('cashless_documents').where('application_id', 'in', applications).execute();
  for (const table of ['cashless_applications', 'sessions', 'webauthn_credentials', 'webauthn_challenges', 'verification_codes', 'code_guesses', 'messages', 'behavior_log', 'claim_drafts', 'claim_uploads', 'mydata_exports'] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('outbox').where('to_address', '=', user.email).execute();
  const code = user.user_code.toLowerCase();
  await trx
    .updateTable('users')
    .set({ status: 'closed', account: `closed-${code}`, email: `closed-${code}@closed.invalid`, full_name: '', phone: '', id_number: '', date_of_birth: null, gender: null, password_hash: `closed:${randomBytes(16).toString('hex')}`, pin_hash: null, cashless_status: 'none', updated_at: now })
    .where('id', '=', userId)
    .execute();
  const kept = retention.kept.filter((k) => k.until !== null);
  if (kept.length) await trx.insertInto('mydata_restrictions').values(kept.map((k) => ({ user_id: userId, data: k.data, keep_until: k.until as string, restricted_at: now }))).execute();
  return { storageKeys: [...photos.map((p) => `cashless/${p.stored_name}`), ...uploads.map((u) => u.stored_name), ...exports.map((e) => archiveKey(e.id))] };
}

export async function deleteStored(storage: ObjectStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
