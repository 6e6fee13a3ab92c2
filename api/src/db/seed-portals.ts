import type { Transaction } from 'kysely';
import { hashPassword } from '../lib/secrets';
import { nowIso } from '../lib/time';
import type { Database } from './schema';

/**
 * Staff of two seeded providers for the provider portal (docs/portals.md "Roles"; dev seed only:
 * production never seeds, api/README.md). The insurer's assessor is seed.ts's `assessor`. Both are
 * their hospital's provider admin (migration 230: they manage its doctors).
 */
export const PORTAL_STAFF = [
  { account: 'cho-ray.staff', email: 'cho-ray.staff@sencare.vn', password: 'Provider2026', userCode: 'PV00000001', fullName: 'Nguyễn Thị Mai', phone: '0283855413', provider: 'Bệnh viện Chợ Rẫy', subRole: 'admin' },
  { account: 'fv.staff', email: 'fv.staff@sencare.vn', password: 'Provider2026', userCode: 'PV00000002', fullName: 'Lê Văn Phúc', phone: '0285411333', provider: 'Bệnh viện FV', subRole: 'admin' },
] as const;

/** Two doctors of Chợ Rẫy, so its Doctors screen and the GOP form's doctor choice have something to show. */
export const DEMO_DOCTORS = [
  { provider: 'Bệnh viện Chợ Rẫy', code: 'CR-0001', fullName: 'Trần Quốc Bảo', department: 'Ngoại tổng quát' },
  { provider: 'Bệnh viện Chợ Rẫy', code: 'CR-0002', fullName: 'Phạm Thị Ngọc Hà', department: 'Nội tim mạch' },
] as const;

const providerId = async (trx: Transaction<Database>, name: string) => (await trx.selectFrom('providers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** Inserts each staff account that is absent (idempotent like the rest of the seed); returns the accounts created. */
export async function seedPortalStaff(trx: Transaction<Database>): Promise<string[]> {
  const created: string[] = [];
  for (const staff of PORTAL_STAFF) {
    const exists = await trx.selectFrom('users').select(['id', 'provider_sub_role']).where('account', '=', staff.account).executeTakeFirst();
    if (exists) {
      // Staff seeded before migration 230 had no sub-role: they become the admins the demo describes.
      if (exists.provider_sub_role === null) await trx.updateTable('users').set({ provider_sub_role: staff.subRole }).where('id', '=', exists.id).execute();
      continue;
    }
    const now = nowIso();
    await trx
      .insertInto('users')
      .values({
        user_code: staff.userCode,
        role: 'provider',
        provider_id: await providerId(trx, staff.provider),
        provider_sub_role: staff.subRole,
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
  await seedDoctors(trx);
  return created;
}

async function seedDoctors(trx: Transaction<Database>): Promise<void> {
  const now = nowIso();
  for (const doctor of DEMO_DOCTORS) {
    const row = { provider_id: await providerId(trx, doctor.provider), code: doctor.code, full_name: doctor.fullName, department: doctor.department, status: 'effective' as const, created_at: now, updated_at: now };
    await trx.insertInto('provider_doctors').values(row).onConflict((oc) => oc.columns(['provider_id', 'code']).doNothing()).execute();
  }
}
