import { startReplicas, testRedis } from '../../redis/test-support';
import { startTestApp, type TestApp } from '../../test/helpers';
import { LAN_CARD, LAN_DOB, lookupUrl } from '../gop/testkit';

/**
 * The provider portal's patient lookup (modules/provider/lookups.ts) on SQLite and PostgreSQL:
 * the card alone shows nobody's cover, the date of birth must match, a wrong card and a wrong date
 * answer alike, each staff user and each hospital has a quota, and every lookup is recorded in the
 * append-only patient_lookups table.
 */
let t: TestApp;
let choRay: string;
let choRayId: number;
let choRayProvider: number;
beforeAll(async () => {
  t = await startTestApp({ patientLookupLimit: { perStaff: 4, perProvider: 6, windowMs: 60_000 } });
  choRay = await t.login('cho-ray.staff', 'Provider2026');
  const staff = await t.db.selectFrom('users').select(['id', 'provider_id']).where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow();
  choRayId = staff.id;
  choRayProvider = Number(staff.provider_id);
});
afterAll(async () => t.close());

/** Another desk of the same hospital. */
async function colleague(): Promise<{ id: number; token: string }> {
  const user = await t.createUser();
  await t.db.updateTable('users').set({ role: 'provider', provider_id: choRayProvider }).where('id', '=', user.id).execute();
  return { id: user.id, token: await t.login(user.account, user.password) };
}

const recorded = (staffUserId: number) => t.db.selectFrom('patient_lookups').select(['staff_user_id', 'provider_id', 'card_number', 'insured_id', 'result']).where('staff_user_id', '=', staffUserId).orderBy('id').execute();

test('the card alone is refused (400 naming dob); card + the right date of birth → the patient; a wrong date and an unknown card → the same 404', async () => {
  const cardOnly = await t.get(`/api/provider/patients/lookup?card=${LAN_CARD}`, { token: choRay });
  expect({ status: cardOnly.status, errors: cardOnly.errors }).toEqual({ status: 400, errors: { dob: 'validation.required' } });
  expect(cardOnly.raw).not.toContain('Trần Thị Lan');

  const found = await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: choRay });
  expect(found.status).toBe(200);
  expect(found.data).toMatchObject({ cardNumber: LAN_CARD, fullName: 'Trần Thị Lan', dateOfBirth: LAN_DOB });

  const wrongDate = await t.get(lookupUrl(LAN_CARD, '1988-02-28'), { token: choRay });
  const unknownCard = await t.get(lookupUrl('SC2600099999', LAN_DOB), { token: choRay });
  expect([wrongDate.status, wrongDate.code, wrongDate.msg]).toEqual([404, -404, 'gop.errors.patientNotFound']);
  expect(unknownCard.raw).toBe(wrongDate.raw);
  expect(unknownCard.status).toBe(wrongDate.status);
});

test('every lookup is recorded: who, their hospital, which card, whose card it is when known, the result', async () => {
  const lan = await t.db.selectFrom('ecards').select('insured_id').where('card_number', '=', LAN_CARD).executeTakeFirstOrThrow();
  expect(await recorded(choRayId)).toEqual([
    { staff_user_id: choRayId, provider_id: choRayProvider, card_number: LAN_CARD, insured_id: lan.insured_id, result: 'found' },
    { staff_user_id: choRayId, provider_id: choRayProvider, card_number: LAN_CARD, insured_id: lan.insured_id, result: 'not_found' },
    { staff_user_id: choRayId, provider_id: choRayProvider, card_number: 'SC2600099999', insured_id: null, result: 'not_found' },
  ]);
  const row = await t.db.selectFrom('patient_lookups').select('created_at').where('staff_user_id', '=', choRayId).executeTakeFirstOrThrow();
  expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
});

test('per staff user: over the quota → 429 with Retry-After, recorded as limited, nothing about the patient', async () => {
  // cho-ray.staff has used 3 of 4 above.
  expect((await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: choRay })).status).toBe(200);
  const limited = await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: choRay });
  expect({ status: limited.status, code: limited.code, msg: limited.msg, data: limited.data }).toEqual({ status: 429, code: 429, msg: 'error.tooManyRequests', data: null });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await recorded(choRayId)).at(-1)).toMatchObject({ card_number: LAN_CARD, insured_id: null, result: 'limited' });
});

test('per hospital: a colleague at the same desk shares the hospital quota; another hospital does not', async () => {
  // The hospital's count holds cho-ray.staff's 4 (a lookup refused by the staff quota is not counted again).
  const other = await colleague();
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: other.token })).status);
  expect(statuses).toEqual([200, 200, 429]);
  expect((await recorded(other.id)).map((r) => r.result)).toEqual(['found', 'found', 'limited']);
  const fv = await t.login('fv.staff', 'Provider2026');
  expect((await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token: fv })).status).toBe(200);
});

test('the record is append-only: UPDATE and DELETE are refused by the database', async () => {
  const outcome = (run: Promise<unknown>) => run.then(() => 'changed', () => 'refused');
  expect(await outcome(t.db.updateTable('patient_lookups').set({ result: 'found' }).where('staff_user_id', '=', choRayId).execute())).toBe('refused');
  expect(await outcome(t.db.deleteFrom('patient_lookups').where('staff_user_id', '=', choRayId).execute())).toBe('refused');
  expect((await recorded(choRayId)).length).toBe(5);
});

test('with REDIS_URL the quotas hold across replicas (one window for the staff user behind round robin)', async () => {
  const redis = await testRedis();
  const replicas = await startReplicas(2, redis, { patientLookupLimit: { perStaff: 3, perProvider: 100, windowMs: 60_000 } });
  try {
    const token = await replicas.apps[0].login('fv.staff', 'Provider2026');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await replicas.apps[i % 2].get(lookupUrl(LAN_CARD, LAN_DOB), { token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  } finally {
    await replicas.close();
    await redis.drop();
  }
});
