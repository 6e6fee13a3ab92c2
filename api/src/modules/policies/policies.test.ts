import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/helpers';
import { DEMO } from '../../db/seed';
import { addCalendarDays } from '../../lib/time';
import { vietnamToday } from './service';

/**
 * Real HTTP (inject) on a real database via the api harness (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL). Fixtures are dated relative to today so the suite does not expire.
 * A holds three policies; C is insured (through their own insured person) on A's first one;
 * B is a stranger with a policy of their own.
 */
let t: TestApp;
const today = vietnamToday();
const day = (n: number) => addCalendarDays(today, n);
const tag = randomBytes(3).toString('hex').toUpperCase();
const no = (name: string) => `T${tag}-${name}`;
const BAO_VIET = 'Tổng Công ty Bảo hiểm Bảo Việt';

let tokenA: string;
let tokenB: string;
let tokenC: string;
const people: Record<string, number> = {};

async function person(key: string, userId: number, full_name: string, relationship: 'self' | 'spouse' | 'child', date_of_birth: string) {
  const row = await t.db
    .insertInto('insured_persons')
    .values({ user_id: userId, full_name, relationship, id_type: 'citizen_id', id_number: `0010${Math.floor(Math.random() * 1e8)}`, date_of_birth, gender: null, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  people[key] = row.id;
}

async function policy(
  policyNo: string,
  holder: number,
  p: { insurer?: string; status: 'effective' | 'expired'; from: string; to: string; waiting?: number; members: string[]; benefits?: Array<[string, number, number]> },
) {
  const row = await t.db
    .insertInto('policies')
    .values({
      policy_no: policyNo,
      holder_user_id: holder,
      insurer: p.insurer ?? BAO_VIET,
      product_name_en: `Plan ${policyNo}`,
      product_name_vi: `Gói ${policyNo}`,
      status: p.status,
      effective_date: p.from,
      expiry_date: p.to,
      sum_insured: 200_000_000,
      remaining_balance: 150_000_000,
      waiting_period_days: p.waiting ?? 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of p.members) await t.db.insertInto('policy_members').values({ policy_id: row.id, insured_id: people[m] }).execute();
  for (const [code, limit, used] of p.benefits ?? []) {
    await t.db.insertInto('benefits').values({ policy_id: row.id, code, name_en: `${code} en`, name_vi: `${code} vi`, limit_amount: limit, used_amount: used }).execute();
  }
  return row.id;
}

async function card(cardNumber: string, insured: string, policyId: number, status: 'effective' | 'invalid', from: string, to: string) {
  await t.db.insertInto('ecards').values({ card_number: cardNumber, insured_id: people[insured], policy_id: policyId, status, valid_from: from, valid_to: to }).execute();
}

beforeAll(async () => {
  t = await startTestApp();
  const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
  [tokenA, tokenB, tokenC] = await Promise.all([t.login(a.account, a.password), t.login(b.account, b.password), t.login(c.account, c.password)]);

  await person('aSelf', a.id, 'Nguyễn Văn An', 'self', '1990-05-12');
  await person('aSpouse', a.id, 'Trần Thị Bích', 'spouse', '1992-08-20');
  await person('aChild', a.id, 'Nguyễn Minh Khôi', 'child', '2018-03-15');
  await person('cSelf', c.id, 'Lê Thị Cúc', 'self', '1985-01-30');
  await person('bSelf', b.id, 'Phạm Văn Bình', 'self', '1980-12-01');

  const p1 = await policy(no('FAMILY'), a.id, {
    status: 'effective',
    from: day(-10),
    to: day(355),
    waiting: 30,
    members: ['aSelf', 'aSpouse', 'aChild', 'cSelf'],
    benefits: [
      ['INPATIENT', 100_000_000, 25_000_000],
      ['DENTAL', 5_000_000, 6_000_000],
    ],
  });
  const p2 = await policy(no('OLD'), a.id, { insurer: 'Unknown Insurer', status: 'expired', from: day(-400), to: day(-35), members: ['aSelf'] });
  const p3 = await policy(no('LAPSED'), a.id, { status: 'effective', from: day(-366), to: day(-1), members: ['aSelf'] });
  const pb = await policy(no('STRANGER'), b.id, { status: 'effective', from: day(-10), to: day(355), members: ['bSelf'] });

  await card(no('C-SELF'), 'aSelf', p1, 'effective', day(-10), day(355));
  await card(no('C-SPOUSE'), 'aSpouse', p1, 'effective', day(-10), day(355));
  await card(no('C-CHILD'), 'aChild', p1, 'invalid', day(-10), day(355));
  await card(no('C-OLD'), 'aSelf', p2, 'invalid', day(-400), day(-35));
  await card(no('C-LAPSED'), 'aSelf', p3, 'effective', day(-366), day(-1));
  await card(no('C-C'), 'cSelf', p1, 'effective', day(-10), day(355));
  await card(no('C-B'), 'bSelf', pb, 'effective', day(-10), day(355));
});

afterAll(async () => {
  await t?.close();
});

describe(`policies API (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  test('GET /api/policies: the holder sees every policy, effective first, a lapsed one as expired', async () => {
    const res = await t.get('/api/policies', { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data.map((p: { policyNo: string; status: string }) => [p.policyNo, p.status])).toEqual([
      [no('FAMILY'), 'effective'],
      [no('LAPSED'), 'expired'],
      [no('OLD'), 'expired'],
    ]);
    expect(res.data[0]).toEqual({
      policyNo: no('FAMILY'),
      insurer: BAO_VIET,
      productName: { en: `Plan ${no('FAMILY')}`, vi: `Gói ${no('FAMILY')}` },
      status: 'effective',
      role: 'holder',
      effectiveDate: day(-10),
      expiryDate: day(355),
      sumInsured: 200_000_000,
      remainingBalance: 150_000_000,
      waitingPeriodDays: 30,
      waitingPeriodEndsOn: day(20),
      hotline: '1900 558899',
      members: [
        { id: people.aSelf, fullName: 'Nguyễn Văn An', relationship: 'self', dateOfBirth: '1990-05-12', gender: null },
        { id: people.aSpouse, fullName: 'Trần Thị Bích', relationship: 'spouse', dateOfBirth: '1992-08-20', gender: null },
        { id: people.aChild, fullName: 'Nguyễn Minh Khôi', relationship: 'child', dateOfBirth: '2018-03-15', gender: null },
        { id: people.cSelf, fullName: 'Lê Thị Cúc', relationship: 'self', dateOfBirth: '1985-01-30', gender: null },
      ],
    });
    // An insurer without a hotline on file gives an empty string, never null.
    expect(res.data[2].hotline).toBe('');
  });

  test('GET /api/policies?status= filters by the derived status', async () => {
    expect((await t.get('/api/policies?status=effective', { token: tokenA })).data.map((p: { policyNo: string }) => p.policyNo)).toEqual([no('FAMILY')]);
    expect((await t.get('/api/policies?status=expired', { token: tokenA })).data).toHaveLength(2);
  });

  test('an insured member sees the policy as insured, with only their own people on it', async () => {
    const list = await t.get('/api/policies', { token: tokenC });
    expect(list.data.map((p: { policyNo: string }) => p.policyNo)).toEqual([no('FAMILY')]);
    expect(list.data[0].role).toBe('insured');
    expect(list.data[0].members.map((m: { fullName: string }) => m.fullName)).toEqual(['Lê Thị Cúc']);
    const detail = await t.get(`/api/policies/${no('FAMILY')}`, { token: tokenC });
    expect(detail.code).toBe(0);
    expect(detail.data.members).toHaveLength(1);
    expect(detail.raw).not.toContain('Trần Thị Bích');
  });

  test('GET /api/policies/:policyNo: summary, benefits with limit / used / remaining, members', async () => {
    const res = await t.get(`/api/policies/${no('FAMILY')}`, { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ policyNo: no('FAMILY'), holderName: 'Phạm Quốc Bảo', role: 'holder', status: 'effective', waitingPeriodEndsOn: day(20) });
    expect(res.data.benefits).toEqual([
      { code: 'INPATIENT', name: { en: 'INPATIENT en', vi: 'INPATIENT vi' }, limit: 100_000_000, used: 25_000_000, remaining: 75_000_000 },
      // Over-used (a claim paid above the limit): remaining stops at zero.
      { code: 'DENTAL', name: { en: 'DENTAL en', vi: 'DENTAL vi' }, limit: 5_000_000, used: 6_000_000, remaining: 0 },
    ]);
    expect(res.data.members).toHaveLength(4);
    const lapsed = await t.get(`/api/policies/${no('LAPSED')}`, { token: tokenA });
    expect(lapsed.data).toMatchObject({ status: 'expired', benefits: [] });
  });

  test("another user's policy is a 404 in the envelope, identical to an unknown one, and never listed", async () => {
    const other = await t.get(`/api/policies/${no('FAMILY')}`, { token: tokenB });
    const unknown = await t.get(`/api/policies/${no('NOPE')}`, { token: tokenB });
    for (const res of [other, unknown]) {
      expect(res.status).toBe(404);
      expect(res).toMatchObject({ code: 404, msg: 'error.notFound', data: null });
    }
    expect(other.raw).toBe(unknown.raw);
    expect((await t.get(`/api/policies/${no('STRANGER')}`, { token: tokenA })).status).toBe(404);
    const list = await t.get('/api/policies', { token: tokenB });
    expect(list.data.map((p: { policyNo: string }) => p.policyNo)).toEqual([no('STRANGER')]);
  });

  test('GET /api/ecards: effective cards of the user and dependants, self first, with the insurer hotline', async () => {
    const res = await t.get('/api/ecards?status=effective', { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.data.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([no('C-SELF'), no('C-SPOUSE')]);
    expect(res.data[0]).toEqual({
      cardNumber: no('C-SELF'),
      status: 'effective',
      insuredName: 'Nguyễn Văn An',
      relationship: 'self',
      dateOfBirth: '1990-05-12',
      policyNo: no('FAMILY'),
      insurer: BAO_VIET,
      productName: { en: `Plan ${no('FAMILY')}`, vi: `Gói ${no('FAMILY')}` },
      validFrom: day(-10),
      validTo: day(355),
      hotline: '1900 558899',
    });
    // No status: the effective tab.
    expect((await t.get('/api/ecards', { token: tokenA })).data).toEqual(res.data);
  });

  test('GET /api/ecards?status=invalid: cards marked invalid, on expired policies, or past their end date', async () => {
    const res = await t.get('/api/ecards?status=invalid', { token: tokenA });
    expect(res.data.map((c: { cardNumber: string }) => c.cardNumber).sort()).toEqual([no('C-CHILD'), no('C-LAPSED'), no('C-OLD')].sort());
    expect(res.data.every((c: { status: string }) => c.status === 'invalid')).toBe(true);
    expect(res.data[0].relationship).toBe('self');
  });

  test("e-cards are only the user's own people's: C sees C's card, B never sees A's", async () => {
    expect((await t.get('/api/ecards', { token: tokenC })).data.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([no('C-C')]);
    const b = await t.get('/api/ecards', { token: tokenB });
    expect(b.data.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([no('C-B')]);
    expect((await t.get('/api/ecards?status=invalid', { token: tokenB })).data).toEqual([]);
  });

  test.each([
    ['/api/ecards?status=bogus', 'status'],
    ['/api/ecards?status=', 'status'],
    ['/api/ecards?status=EFFECTIVE', 'status'],
    ['/api/ecards?status=effective&status=invalid', 'status'],
    ['/api/ecards?page=2', 'page'],
    ['/api/policies?status=active', 'status'],
    ['/api/policies?userId=1', 'userId'],
    ['/api/policies/%20%20', 'policyNo'],
    [`/api/policies/${'A'.repeat(41)}`, 'policyNo'],
    ["/api/policies/x'%20or%201=1--", 'policyNo'],
    ['/api/policies/%3Cscript%3E', 'policyNo'],
    ['/api/policies/-leading-dash', 'policyNo'],
  ])('bad input %s → 400 naming %s, never 5xx', async (url, field) => {
    const res = await t.get(url, { token: tokenA });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('validation.invalid');
    expect(Object.keys(res.errors ?? {})).toContain(field);
  });

  test.each(['/api/policies', `/api/policies/${'x'}`, '/api/ecards', '/api/ecards?status=invalid'])('%s without a token → -93', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(401);
    expect(res).toMatchObject({ code: -93, msg: 'error.sessionExpired', data: null });
  });

  test('a bad or expired token → -93, checked before the input', async () => {
    expect((await t.get('/api/policies', { token: 'not-a-token' })).code).toBe(-93);
    expect((await t.get('/api/ecards?status=bogus', { token: 'not-a-token' })).code).toBe(-93);
    const u = await t.createUser();
    const token = await t.login(u.account, u.password);
    await t.expireSession(token);
    expect((await t.get('/api/policies', { token })).code).toBe(-93);
  });

  test('the seeded demo account sees its own policies and cards, not lan.tran’s', async () => {
    const token = await t.login(DEMO.demo.account, DEMO.demo.password);
    const list = await t.get('/api/policies', { token });
    const numbers = list.data.map((p: { policyNo: string }) => p.policyNo);
    expect(numbers).toEqual(expect.arrayContaining(['SCH-2026-000451', 'SCH-2025-000188']));
    expect(numbers).not.toContain('SCH-2026-000777');
    expect((await t.get('/api/policies/SCH-2026-000777', { token })).status).toBe(404);
    const detail = await t.get('/api/policies/SCH-2026-000451', { token });
    expect(detail.data.benefits.length).toBeGreaterThan(0);
    expect(detail.data.hotline).toBe('1900 558899');
    const all = [...(await t.get('/api/ecards?status=effective', { token })).data, ...(await t.get('/api/ecards?status=invalid', { token })).data];
    expect(all.length).toBe(6);
  });
});
