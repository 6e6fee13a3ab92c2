import { startTestApp, type TestApp } from '../../test/helpers';
import { firstMonth, monthStartsAt } from './claimsOverview';

/**
 * The employer's claims overview (docs/privacy.md "Employers see totals"), SQLite and PostgreSQL:
 * totals by month, department and outcome and each plan's budget used, scoped to the HR user's
 * department; a cell of fewer than three claims shows no count or amounts; and no answer, JSON or
 * CSV, carries a diagnosis, a name, a claim number or a document.
 */
let t: TestApp;
let admin: string;
let viewer: string;
const DIAGNOSIS = 'Viêm phổi do vi khuẩn (J15.9)';
const thisMonth = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).slice(0, 7);


/** A sent claim of a group member, on the group policy, as the claims module stores one. */
async function claimOf(fullName: string, n: number, status: 'processing' | 'paid' | 'denied' | 'draft', amounts: { requested: number; reimbursed: number | null }, month = thisMonth, sentAt?: string): Promise<void> {
  const member = await t.db.selectFrom('group_members').selectAll().where('full_name', '=', fullName).executeTakeFirstOrThrow();
  const holder = await t.db.selectFrom('users').select('id').where('email', '=', 'quang.vo@minhan.vn').executeTakeFirstOrThrow();
  const id = `CL-2099-${String(n).padStart(6, '0')}`;
  const at = sentAt ?? `${month}-10T03:00:00.000Z`;
  await t.db
    .insertInto('claims')
    .values({ id, user_id: holder.id, insured_id: member.insured_id!, id_type: 'citizen_id', id_number: member.id_number, risk_date: `${month}-08`, claim_type: 'illness', treatment: 'outpatient', diagnosis: DIAGNOSIS, request_amount: amounts.requested, reimbursement_amount: amounts.reimbursed, status, submitted_at: status === 'draft' ? null : at, bank_code: 'VCB', branch: 'HN', province_code: '01', account_name: 'VO MINH QUANG', account_number: '0011', claimant: fullName, email: 'quang.vo@minhan.vn', telephone: '0908123456', relationship: member.relationship, created_at: at, updated_at: at, assignee_id: null, assigned_at: null, payment_reference: null })
    .execute();
  await t.db.insertInto('claim_policies').values({ claim_id: id, policy_id: member.policy_id }).execute();
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('hr.admin', 'Hr2026pw');
  viewer = await t.signIn('hr.sales', 'Hr2026pw');
  // Engineering this month: three open claims (a cell shown), two paid (a cell under the minimum).
  await claimOf('Võ Minh Quang', 1, 'processing', { requested: 1_000_000, reimbursed: null });
  await claimOf('Võ Minh Quang', 2, 'processing', { requested: 2_000_000, reimbursed: null });
  await claimOf('Võ Gia Bảo', 3, 'processing', { requested: 3_000_000, reimbursed: 2_500_000 });
  await claimOf('Võ Gia Bảo', 4, 'paid', { requested: 500_000, reimbursed: 400_000 });
  await claimOf('Võ Minh Quang', 5, 'paid', { requested: 700_000, reimbursed: 700_000 });
  // Sales: one denied this month; a draft is never counted.
  await claimOf('Lý Thị Ngọc', 6, 'denied', { requested: 9_000_000, reimbursed: null });
  await claimOf('Lý Thị Ngọc', 7, 'draft', { requested: 1_000, reimbursed: null });
});
afterAll(async () => t.close());

test('the admin sees every department by month and outcome; cells under three claims carry no count or amount; budget used per plan', async () => {
  const answer = await t.get('/api/hr/claims/overview', { token: admin });
  expect(answer.status).toBe(200);
  expect(answer.data.totals).toEqual({ claims: 6, requested: 16_200_000, reimbursed: 3_600_000 });
  expect(answer.data.cells).toEqual([
    { month: thisMonth, department: 'Engineering', outcome: 'open', claims: 3, requested: 6_000_000, reimbursed: 2_500_000 },
    { month: thisMonth, department: 'Engineering', outcome: 'paid', claims: null, requested: null, reimbursed: null },
    { month: thisMonth, department: 'Sales', outcome: 'denied', claims: null, requested: null, reimbursed: null },
  ]);
  expect(answer.data.minimumCell).toBe(3);
  const used = Object.fromEntries(answer.data.plans.map((p: { code: string; used: number }) => [p.code, p.used]));
  expect(used).toEqual({ A: 3_600_000, B: 0 });
});

test('the Sales viewer sees Sales only; older months than asked are left out', async () => {
  const sales = await t.get('/api/hr/claims/overview', { token: viewer });
  expect(sales.data.totals.claims).toBe(1);
  expect(sales.data.cells.map((c: { department: string }) => c.department)).toEqual(['Sales']);
  expect(firstMonth(1, '2026-03-15')).toBe('2026-03');
  expect(firstMonth(12, '2026-03-15')).toBe('2025-04');
  expect((await t.get('/api/hr/claims/overview?months=25', { token: admin })).status).toBe(400);
});

test('no answer carries a diagnosis, a name, a claim number or a document: JSON and CSV', async () => {
  const json = (await t.get('/api/hr/claims/overview', { token: admin })).raw;
  const csv = await t.app.inject({ method: 'GET', url: '/api/hr/claims/overview.csv', headers: { token: admin } });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.body.startsWith('\uFEFFmonth,department,outcome,claims,requested_vnd,reimbursed_vnd\r\n')).toBe(true);
  expect(csv.body).toContain(`${thisMonth},Engineering,open,3,6000000,2500000\r\n`);
  expect(csv.body).toContain(`${thisMonth},Sales,denied,<3,,\r\n`);
  for (const text of [json, csv.body]) {
    for (const secret of [DIAGNOSIS, 'J15.9', 'Võ Minh Quang', 'Võ Gia Bảo', 'Lý Thị Ngọc', 'CL-2099-', 'quang.vo', '079089004521']) expect(text).not.toContain(secret);
  }
});

test('only HR users: a customer and an insurer are refused both answers', async () => {
  const customer = await t.signIn('quang.vo@minhan.vn', 'Quang2026pw');
  for (const url of ['/api/hr/claims/overview', '/api/hr/claims/overview.csv']) {
    expect((await t.app.inject({ method: 'GET', url, headers: { token: customer } })).statusCode).toBe(403);
  }
});

test("months are Vietnam's: claims sent at 03:00 on the 1st in Hanoi (20:00 the day before in UTC) count in that month", async () => {
  const sentAt = new Date(Date.parse(monthStartsAt(thisMonth)) + 3 * 3_600_000).toISOString();
  expect(sentAt.slice(0, 7) < thisMonth).toBe(true);
  for (const n of [8, 9, 10]) await claimOf('Lý Thị Ngọc', n, 'processing', { requested: 1_000_000, reimbursed: null }, thisMonth, sentAt);
  const sales = await t.get('/api/hr/claims/overview?months=1', { token: viewer });
  expect(sales.data.cells).toContainEqual({ month: thisMonth, department: 'Sales', outcome: 'open', claims: 3, requested: 3_000_000, reimbursed: 0 });
});
