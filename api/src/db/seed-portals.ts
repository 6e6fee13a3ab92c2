import type { Transaction } from 'kysely';
import { hashPassword } from '../lib/secrets';
import { nowIso } from '../lib/time';
import type { Database } from './schema';

/**
 * Staff of two seeded providers for the provider portal (docs/portals.md "Roles"; dev seed only:
 * production never seeds, api/README.md). The insurer's assessor is seed.ts's `assessor`.
 */
export const PORTAL_STAFF = [
  { account: 'cho-ray.staff', email: 'cho-ray.staff@sencare.vn', password: 'Provider2026', userCode: 'PV00000001', fullName: 'Nguyễn Thị Mai', phone: '0283855413', provider: 'Bệnh viện Chợ Rẫy' },
  { account: 'fv.staff', email: 'fv.staff@sencare.vn', password: 'Provider2026', userCode: 'PV00000002', fullName: 'Lê Văn Phúc', phone: '0285411333', provider: 'Bệnh viện FV' },
] as const;

/** Inserts each staff account that is absent (idempotent like the rest of the seed); returns the accounts created. */
export async function seedPortalStaff(trx: Transaction<Database>): Promise<string[]> {
  const created: string[] = [];
  for (const staff of PORTAL_STAFF) {
    const exists = await trx.selectFrom('users').select('id').where('account', '=', staff.account).executeTakeFirst();
    if (exists) continue;
    const provider = await trx.selectFrom('providers').select('id').where('name', '=', staff.provider).executeTakeFirstOrThrow();
    const now = nowIso();
    await trx
      .insertInto('users')
      .values({
        user_code: staff.userCode,
        role: 'provider',
        provider_id: provider.id,
        account: staff.account,
        email: staff.email,
        full_name: staff.fullName,
        phone: staff.phone,
        id_type: 'citizen_id',
        id_number: '',
        date_of_birth: null,
        gender: null,
        password_hash: await hashPassword(staff.password),
        pin_hash: null,
        locked_until: null,
        pin_locked_until: null,
        privacy_version: null,
        privacy_accepted_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    created.push(staff.account);
  }
  return created;
}
