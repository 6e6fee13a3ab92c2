import { startTestApp, type TestApp } from '../../test/helpers';
import { admission, DEMO_CARD, DEMO_DOB, LAN_CARD, LAN_DOB, lookupUrl } from '../gop/testkit';

/**
 * POST /api/provider/gops asks the patient lookup's proof (modules/provider/lookups.ts) on SQLite
 * and PostgreSQL: card and date of birth, one 404 for a wrong card, a wrong date or a card without
 * cashless before the date matched, the lookup quotas, and a patient_lookups row of kind gop.
 */
let t: TestApp;
let staffId: number;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ patientLookupLimit: { perStaff: 8, perProvider: 100, windowMs: 60_000 } });
  const user = await t.createUser();
  const choRay = await t.db.selectFrom('users').select('provider_id').where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ role: 'provider', provider_id: choRay.provider_id }).where('id', '=', user.id).execute();
  staffId = user.id;
  token = await t.login(user.account, user.password);
});
afterAll(async () => t.close());

const post = (over: Record<string, unknown>) => t.post('/api/provider/gops', admission(over), { token });
const recorded = () => t.db.selectFrom('patient_lookups').select(['card_number', 'insured_id', 'result', 'kind']).where('staff_user_id', '=', staffId).orderBy('id').execute();
const insuredOf = async (card: string) => (await t.db.selectFrom('ecards').select('insured_id').where('card_number', '=', card).executeTakeFirstOrThrow()).insured_id;

test('the card alone is refused (400 naming dob), as the lookup refuses it', async () => {
  const cardOnly = await post({ dob: undefined });
  expect({ status: cardOnly.status, errors: cardOnly.errors }).toEqual({ status: 400, errors: { dob: 'validation.required' } });
  expect((await post({ dob: '27-02-1988' })).errors).toEqual({ dob: 'validation.claims.dateInput' });
  expect(await recorded()).toEqual([]);
});

test('a wrong date, an unknown card and a card without cashless with a wrong date: one identical 404, no GOP', async () => {
  const before = await t.db.selectFrom('gops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const wrongDate = await post({ dob: '1988-02-28' });
  const unknownCard = await post({ cardNumber: 'SC2600099999' });
  const noCashlessWrongDate = await post({ cardNumber: DEMO_CARD, dob: LAN_DOB });
  expect([wrongDate.status, wrongDate.code, wrongDate.msg]).toEqual([404, -404, 'gop.errors.patientNotFound']);
  for (const other of [unknownCard, noCashlessWrongDate]) expect([other.status, other.raw]).toEqual([wrongDate.status, wrongDate.raw]);
  // The lookup's answer to the same mistake is the same words.
  expect((await t.get(lookupUrl(LAN_CARD, '1988-02-28'), { token })).raw).toBe(wrongDate.raw);
  const after = await t.db.selectFrom('gops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
  // Only once the date matches does the request say the card has no cashless.
  expect([(await post({ cardNumber: DEMO_CARD, dob: DEMO_DOB })).status, (await post({})).status]).toEqual([409, 200]);
});

test('every request is recorded with kind gop (the lookup with kind lookup): card, whose card, result', async () => {
  const [lan, demo] = [await insuredOf(LAN_CARD), await insuredOf(DEMO_CARD)];
  expect(await recorded()).toEqual([
    { card_number: LAN_CARD, insured_id: lan, result: 'not_found', kind: 'gop' },
    { card_number: 'SC2600099999', insured_id: null, result: 'not_found', kind: 'gop' },
    { card_number: DEMO_CARD, insured_id: demo, result: 'not_found', kind: 'gop' },
    { card_number: LAN_CARD, insured_id: lan, result: 'not_found', kind: 'lookup' },
    { card_number: DEMO_CARD, insured_id: demo, result: 'found', kind: 'gop' },
    { card_number: LAN_CARD, insured_id: lan, result: 'found', kind: 'gop' },
  ]);
});

test('GOP requests and lookups share the staff quota: past it → 429, recorded as limited, no GOP', async () => {
  // 6 of 8 used above.
  expect((await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token })).status).toBe(200);
  expect((await post({})).status).toBe(200);
  const limited = await post({});
  expect({ status: limited.status, msg: limited.msg, data: limited.data }).toEqual({ status: 429, msg: 'error.tooManyRequests', data: null });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await recorded()).at(-1)).toEqual({ card_number: LAN_CARD, insured_id: null, result: 'limited', kind: 'gop' });
  expect((await t.get(lookupUrl(LAN_CARD, LAN_DOB), { token })).status).toBe(429);
});
