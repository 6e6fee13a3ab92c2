import { sql } from 'kysely';
import type { ClaimStatusName, GopStatus } from '@sencare/shared/rules';
import { nameKey } from '../lib/name-key';
import type { Db } from './database';

/**
 * A realistic volume for the queues' scale checks: `claims` submitted claims and `gops` GOP
 * requests over `people` insured persons of one customer account, spread over 400 days and every
 * status, on top of the demo seed (its first policy, benefit and providers). Batched multi-row
 * inserts in one transaction: 100k claims in seconds on either database (bench/api-queue.mjs, the
 * query-plan test). Claim numbers CL-2019-…, case numbers GOP-2019-…: never the demo's or the
 * sequences' numbers. Never run against production data (only the bench and tests call it).
 */
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE = ['Văn', 'Thị', 'Hữu', 'Đức', 'Minh', 'Ngọc', 'Thanh', 'Quốc'];
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hoa', 'Khánh', 'Linh', 'Long', 'Mai', 'Nam', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến'];
const CLAIM_STATES: readonly ClaimStatusName[] = ['processing', 'supplement_requested', 'to_be_revised', 'waiting_originals', 'settled', 'to_be_paid', 'paid', 'payment_failed', 'finished', 'denied', 'cancelled'];
const GOP_STATES: readonly GopStatus[] = ['pending', 'to_be_replied', 'assessed', 'final_submission', 'final_approval', 'concluded', 'declined', 'withdrawn', 'cancelled'];
const BATCH = 500;
const DAY = 24 * 3600_000;

const personName = (i: number) => `${FAMILY[i % FAMILY.length]} ${MIDDLE[Math.floor(i / FAMILY.length) % MIDDLE.length]} ${GIVEN[Math.floor(i / (FAMILY.length * MIDDLE.length)) % GIVEN.length]}`;
const at = (i: number, total: number, now: number) => new Date(now - Math.floor(((i * 7919) % total) / total * 400 * DAY) - (i % 1000)).toISOString();

async function inBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)));
  }
}

export async function seedVolume(db: Db, options: { claims: number; gops: number; people?: number; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const people = options.people ?? Math.max(1, Math.ceil(options.claims / 5));
  const created = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ user_code: `VOL${now % 1_000_000}`, role: 'customer', account: `volume.${now}`, email: `volume.${now}@example.vn`, full_name: 'Volume Holder', phone: '0900000000', id_type: 'citizen_id', id_number: '001000000000', date_of_birth: '1980-01-01', gender: null, password_hash: '-', pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Numbers go on from an earlier volume's (a test may add more).
    const claimsBefore = Number((await trx.selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', 'CL-2019-%').executeTakeFirstOrThrow()).n);
    const gopsBefore = Number((await trx.selectFrom('gops').select((eb) => eb.fn.countAll<number>().as('n')).where('case_no', 'like', 'GOP-2019-%').executeTakeFirstOrThrow()).n);
    const personIds: number[] = [];
    await inBatches(
      people,
      (i) => ({ user_id: user.id, full_name: personName(i), name_key: nameKey(personName(i)), relationship: 'self' as const, id_type: 'citizen_id', id_number: String(100_000_000_000 + i), date_of_birth: '1980-01-01', gender: null, created_at: created }),
      async (rows) => personIds.push(...(await trx.insertInto('insured_persons').values(rows).returning('id').execute()).map((r) => r.id)),
    );
    await inBatches(
      options.claims,
      (i) => ({ id: `CL-2019-${String(claimsBefore + i + 1).padStart(7, '0')}`, user_id: user.id, insured_id: personIds[i % people], id_type: 'citizen_id', id_number: '001000000000', status: CLAIM_STATES[i % CLAIM_STATES.length], request_amount: 100_000 + ((i * 37) % 5000) * 1000, submitted_at: at(i, options.claims, now), diagnosis: 'J06', created_at: at(i, options.claims, now), updated_at: at(i, options.claims, now) }),
      (rows) => trx.insertInto('claims').values(rows).execute(),
    );
    const policy = await trx.selectFrom('benefits').select(['policy_id', 'code']).orderBy('id').executeTakeFirstOrThrow();
    const providers = (await trx.selectFrom('providers').select('id').orderBy('id').limit(10).execute()).map((p) => p.id);
    await inBatches(
      options.gops,
      (i) => ({ case_no: `GOP-2019-${String(gopsBefore + i + 1).padStart(7, '0')}`, status: GOP_STATES[i % GOP_STATES.length], provider_id: providers[i % providers.length], user_id: user.id, insured_id: personIds[i % people], policy_id: policy.policy_id, card_number: `VOL${i}`, benefit_code: policy.code, admission_date: '2026-01-01', diagnosis: 'J06', estimated_amount: 5_000_000, created_at: at(i, options.gops, now), updated_at: at(i, options.gops, now) }),
      (rows) => trx.insertInto('gops').values(rows).execute(),
    );
  });
  // Fresh statistics, as the nightly autovacuum would have them: the planner then sees the volume.
  await sql`analyze`.execute(db);
}
