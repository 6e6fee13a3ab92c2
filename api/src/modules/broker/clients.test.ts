import { addCalendarDays } from '../../lib/time';
import { vietnamToday } from '../policies';
import { startTestApp, type TestApp } from '../../test/helpers';
import { daysBetween, renewals } from './clients';
import { SEEDED, otherBroker } from './test-support';

/**
 * A broker's clients, renewals and loss ratio (docs/portals.md "Brokers"), SQLite and PostgreSQL:
 * only the broker's own employers; the loss ratio from the claims stored on the group policy (paid
 * or approved only) over its premium; the renewal window's edges in Vietnam's calendar; and no
 * answer carries a claim, a member's name or a diagnosis.
 */
let t: TestApp;
let admin: string;
let agent: string;
let other: Awaited<ReturnType<typeof otherBroker>>;
const DIAGNOSIS = 'Viêm phổi do vi khuẩn (J15.9)';
const today = vietnamToday();
const DEMO_POLICY = 'GP-2026-000101';

/** A claim of the seeded employee on `policyNo`, stored as the claims module stores one. */
async function claimOn(policyNo: string, n: number, status: string, reimbursed: number | null): Promise<void> {
  const member = await t.db.selectFrom('group_members').selectAll().where('full_name', '=', 'Võ Minh Quang').executeTakeFirstOrThrow();
  const policy = await t.db.selectFrom('policies').select('id').where('policy_no', '=', policyNo).executeTakeFirstOrThrow();
  const id = `CL-2098-${String(n).padStart(6, '0')}`;
  const at = new Date().toISOString();
  await t.db
    .insertInto('claims')
    .values({ id, user_id: member.user_id!, insured_id: member.insured_id!, id_type: 'citizen_id', id_number: member.id_number, risk_date: today, claim_type: 'illness', treatment: 'outpatient', diagnosis: DIAGNOSIS, request_amount: (reimbursed ?? 0) + 1_000_000, reimbursement_amount: reimbursed, status: status as 'paid', submitted_at: at, bank_code: 'VCB', branch: 'HN', province_code: '01', account_name: 'VO MINH QUANG', account_number: '0011', claimant: 'Võ Minh Quang', email: 'quang.vo@minhan.vn', telephone: '0908123456', relationship: 'self', created_at: at, updated_at: at, assignee_id: null, assigned_at: null, payment_reference: null })
    .execute();
  await t.db.insertInto('claim_policies').values({ claim_id: id, policy_id: policy.id }).execute();
}

/** A group policy of `employerId` ending on `expiry`. */
async function groupPolicy(employerId: number, policyNo: string, expiry: string, premium: number | null): Promise<void> {
  const holder = await t.db.selectFrom('users').select('id').where('account', '=', 'hr.admin').executeTakeFirstOrThrow();
  const policy = await t.db
    .insertInto('policies')
    .values({ policy_no: policyNo, holder_user_id: holder.id, insurer: 'Bảo Việt', product_name_en: 'Group care', product_name_vi: 'Chăm sóc nhóm', status: 'effective', effective_date: addCalendarDays(expiry, -365), expiry_date: expiry, sum_insured: 100_000_000, remaining_balance: 100_000_000, waiting_period_days: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('group_policies').values({ policy_id: policy.id, employer_id: employerId, premium }).execute();
}

let renewalClientId = 0;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(...SEEDED.admin);
  agent = await t.signIn(...SEEDED.agent);
  other = await otherBroker(t, 'OTH');
  // Paid or approved: 10 + 20 + 5 + 3 + 1 million. Still open, denied and a draft do not count.
  for (const [n, status, amount] of [[1, 'settled', 10_000_000], [2, 'paid', 20_000_000], [3, 'finished', 5_000_000], [4, 'to_be_paid', 3_000_000], [5, 'payment_failed', 1_000_000], [6, 'processing', 7_000_000], [7, 'denied', null], [8, 'draft', 9_000_000]] as const) await claimOn(DEMO_POLICY, n, status, amount);
  const broker = await t.db.selectFrom('brokers').select('id').where('code', '=', 'BRK-SAIGON').executeTakeFirstOrThrow();
  renewalClientId = (await t.db.insertInto('employers').values({ code: 'EMP-RENEW', name: 'Công ty Xây dựng Hòa Bình', broker_id: broker.id, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
  await groupPolicy(renewalClientId, 'GP-EDGE-LAST', addCalendarDays(today, 60), null);
  await groupPolicy(renewalClientId, 'GP-EDGE-TODAY', today, 50_000_000);
  await groupPolicy(renewalClientId, 'GP-EDGE-AFTER', addCalendarDays(today, 61), 80_000_000);
  await groupPolicy(renewalClientId, 'GP-EDGE-ENDED', addCalendarDays(today, -1), 60_000_000);
  await groupPolicy(other.clientId, 'GP-OTHER-TODAY', today, 10_000_000);
  await claimOn('GP-EDGE-TODAY', 9, 'paid', 60_000_000);
});
afterAll(async () => t.close());

test("the broker's clients only, by name; agents read them too", async () => {
  const list = await t.get('/api/broker/clients', { token: agent });
  expect(list.status).toBe(200);
  expect(list.data.renewalWindowDays).toBe(60);
  expect(list.data.items.map((c: { code: string; hasHrAdmin: boolean }) => [c.code, c.hasHrAdmin])).toEqual([['EMP-BINHMINH', false], ['EMP-MINHAN', true], ['EMP-RENEW', false]]);
  expect((await t.get('/api/broker/clients', { token: other.token })).data.items.map((c: { code: string }) => c.code)).toEqual(['OTH-EMP']);
  const elsewhere = await t.get(`/api/broker/clients/${other.clientId}`, { token: admin });
  expect([elsewhere.status, elsewhere.msg]).toEqual([404, 'validation.broker.clientNotFound']);
  expect((await t.get('/api/broker/clients/abc', { token: admin })).status).toBe(400);
});

test('a client: its group policy with plans, active members and the loss ratio of paid or approved claims over the premium', async () => {
  const minhAn = (await t.get('/api/broker/clients', { token: admin })).data.items.find((c: { code: string }) => c.code === 'EMP-MINHAN');
  const one = await t.get(`/api/broker/clients/${minhAn.id}`, { token: admin });
  expect(one.data).toEqual(minhAn);
  const expiresIn = daysBetween(today, '2027-01-31');
  expect(one.data).toMatchObject({ name: 'Công ty TNHH Minh An', status: 'effective', activeMembers: 3, renewalDue: expiresIn >= 0 && expiresIn <= 60 });
  expect(one.data.lossRatio).toEqual({ premium: 420_000_000, claimsAmount: 39_000_000, ratio: 0.0929 });
  expect(one.data.policies).toEqual([
    {
      policyNo: DEMO_POLICY,
      insurer: 'Tổng Công ty Bảo hiểm Bảo Việt',
      productName: { en: 'Minh An group health care', vi: 'Bảo hiểm sức khỏe nhóm Minh An' },
      status: 'effective',
      effectiveDate: '2026-01-01',
      expiryDate: '2027-01-31',
      daysToExpiry: expiresIn,
      renewalDue: expiresIn >= 0 && expiresIn <= 60,
      activeMembers: 3,
      plans: [
        { code: 'A', name: { en: 'Plan A (managers)', vi: 'Gói A (quản lý)' }, budget: 500_000_000, activeMembers: 2 },
        { code: 'B', name: { en: 'Plan B (staff)', vi: 'Gói B (nhân viên)' }, budget: 800_000_000, activeMembers: 1 },
      ],
      lossRatio: { premium: 420_000_000, claimsAmount: 39_000_000, ratio: 0.0929 },
    },
  ]);
  const prospect = await t.get('/api/broker/clients', { token: admin });
  expect(prospect.data.items[0]).toMatchObject({ code: 'EMP-BINHMINH', policies: [], activeMembers: 0, renewalDue: false, lossRatio: { premium: null, claimsAmount: 0, ratio: null } });
});

test('renewal due: a policy ending today or on the 60th day is, the 61st day or yesterday is not; the client sums the premiums it has', async () => {
  const client = (await t.get(`/api/broker/clients/${renewalClientId}`, { token: admin })).data;
  expect(client.policies.map((p: { policyNo: string; daysToExpiry: number; renewalDue: boolean }) => [p.policyNo, p.daysToExpiry, p.renewalDue])).toEqual([
    ['GP-EDGE-ENDED', -1, false],
    ['GP-EDGE-TODAY', 0, true],
    ['GP-EDGE-LAST', 60, true],
    ['GP-EDGE-AFTER', 61, false],
  ]);
  expect(client.policies[2].lossRatio).toEqual({ premium: null, claimsAmount: 0, ratio: null });
  expect(client.policies[1].lossRatio).toEqual({ premium: 50_000_000, claimsAmount: 60_000_000, ratio: 1.2 });
  expect([client.renewalDue, client.lossRatio]).toEqual([true, { premium: 190_000_000, claimsAmount: 60_000_000, ratio: 0.3158 }]);
});

test("renewals: the broker's policies ending within the window, soonest first, edges included", async () => {
  const demoIn = daysBetween(today, '2027-01-31');
  const sixty = await t.get('/api/broker/renewals', { token: agent });
  expect([sixty.status, sixty.data.days, sixty.data.today]).toEqual([200, 60, today]);
  const expected = [['GP-EDGE-TODAY', 0], ['GP-EDGE-LAST', 60]];
  if (demoIn >= 0 && demoIn <= 60) expected.splice(demoIn === 60 ? 2 : 1, 0, [DEMO_POLICY, demoIn]);
  expect(sixty.data.items.map((r: { policyNo: string; daysToExpiry: number }) => [r.policyNo, r.daysToExpiry])).toEqual(expected);
  expect(sixty.data.items[0]).toEqual({ clientId: renewalClientId, clientName: 'Công ty Xây dựng Hòa Bình', policyNo: 'GP-EDGE-TODAY', expiryDate: today, daysToExpiry: 0, activeMembers: 0, premium: 50_000_000 });
  const wider = await t.get(`/api/broker/renewals?days=${Math.max(61, demoIn)}`, { token: admin });
  expect(wider.data.items.map((r: { policyNo: string }) => r.policyNo)).toEqual(expect.arrayContaining(['GP-EDGE-TODAY', 'GP-EDGE-LAST', 'GP-EDGE-AFTER', DEMO_POLICY]));
  expect(wider.data.items.find((r: { policyNo: string }) => r.policyNo === DEMO_POLICY)).toMatchObject({ clientName: 'Công ty TNHH Minh An', activeMembers: 3, premium: 420_000_000 });
  expect((await t.get('/api/broker/renewals?days=1', { token: admin })).data.items.map((r: { policyNo: string }) => r.policyNo)).toEqual(['GP-EDGE-TODAY']);
  expect((await t.get('/api/broker/renewals', { token: other.token })).data.items.map((r: { policyNo: string }) => r.policyNo)).toEqual(['GP-OTHER-TODAY']);
  // 00:30 in Hanoi on `today` is still the day before in UTC: the window starts from Vietnam's day.
  const brokerId = (await t.db.selectFrom('brokers').select('id').where('code', '=', 'BRK-SAIGON').executeTakeFirstOrThrow()).id;
  const atHalfPastMidnight = await renewals(t.db, { brokerId, agencyId: null, manage: true, userId: 0 }, 1, vietnamToday(new Date(`${addCalendarDays(today, -1)}T17:30:00.000Z`)));
  expect(atHalfPastMidnight.items.map((r) => [r.policyNo, r.daysToExpiry])).toEqual([['GP-EDGE-TODAY', 0]]);
  for (const query of ['days=0', 'days=367', 'days=abc', 'days=1.5', 'extra=1']) expect({ query, status: (await t.get(`/api/broker/renewals?${query}`, { token: admin })).status }).toEqual({ query, status: 400 });
});

test('no answer carries a claim, a diagnosis, a member\'s name or ID number', async () => {
  const minhAn = (await t.get('/api/broker/clients', { token: admin })).data.items.find((c: { code: string }) => c.code === 'EMP-MINHAN');
  const answers = [
    (await t.get('/api/broker/clients', { token: admin })).raw,
    (await t.get(`/api/broker/clients/${minhAn.id}`, { token: admin })).raw,
    (await t.get('/api/broker/renewals?days=366', { token: admin })).raw,
    (await t.get('/api/broker/me', { token: admin })).raw,
  ];
  for (const raw of answers) {
    for (const secret of [DIAGNOSIS, 'J15.9', '"diagnosis"', 'Võ Minh Quang', 'Võ Gia Bảo', 'Lý Thị Ngọc', 'CL-2098-', 'quang.vo', '079089004521', '"claims"']) expect({ secret, found: raw.includes(secret) }).toEqual({ secret, found: false });
  }
});
