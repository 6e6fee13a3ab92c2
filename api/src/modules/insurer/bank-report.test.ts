import { seedVolume } from '../../db/seed-volume';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Marking claims paid from the bank's payment report (docs/portals.md "Bank report"), SQLite and
 * PostgreSQL: a dry run changes nothing and says per row what applying would do; applying pays each
 * matching row once, with the reference on the customer's timeline; the same file again, or two
 * desks applying it at once, never pays a claim twice.
 */
let t: TestApp;
let assessor: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedVolume(t.db, { claims: 40, gops: 0 });
  assessor = await t.login('assessor', 'Assessor2026');
}, 120_000);
afterAll(async () => t.close());

const URL = '/api/insurer/claims/bank-report';
const HEADER = 'claimNo,amount,reference';
const file = (...rows: string[]) => `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
const send = (csv: string, apply = false) => t.post(URL, { csv, apply }, { token: assessor });

/** Claims waiting for payment that no other test of this file touches. */
let waiting: { id: string; amount: number }[] = [];
const take = (n: number) => waiting.splice(0, n);
beforeAll(async () => {
  // Ten of the volume's claims settled and approved for payment, each with its own amount (the
  // settlement itself is the claims suites' subject, not this file's).
  const picked = await t.db.selectFrom('claims').select('id').where('status', 'not in', ['draft', 'processing', 'to_be_paid', 'paid']).orderBy('id').limit(10).execute();
  waiting = picked.map((c, i) => ({ id: c.id, amount: 1_250_000 + i * 10_000 }));
  for (const c of waiting) await t.db.updateTable('claims').set({ status: 'to_be_paid', reimbursement_amount: c.amount }).where('id', '=', c.id).execute();
  expect(waiting).toHaveLength(10);
});

const statusOf = async (id: string) => (await t.db.selectFrom('claims').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const paidEvents = (id: string) => t.db.selectFrom('claim_events').select(['note_en', 'note_vi', 'actor_user_id']).where('claim_id', '=', id).where('to_status', '=', 'paid').execute();

test('a dry run says what each row would do and changes nothing', async () => {
  const [good, lower] = take(2);
  const processing = await t.db.selectFrom('claims').select('id').where('status', '=', 'processing').executeTakeFirstOrThrow();
  const answer = await send(
    file(
      `${good.id},${good.amount},VCB-20261128-0001`,
      `${lower.id.toLowerCase()}, ${lower.amount} ,FT26332/0002`,
      `${good.id},${good.amount},VCB-20261128-0003`,
      `${processing.id},1000,VCB-1`,
      'CL-2099-999999,1000,VCB-2',
      `${waiting[0].id},${waiting[0].amount + 1},VCB-3`,
      `${waiting[1].id},12.5,VCB-4`,
      `${waiting[2].id},${waiting[2].amount},=HYPERLINK("x")`,
      'not a claim,1000,VCB-5',
    ),
  );
  expect(answer.status).toBe(200);
  expect(answer.data.applied).toBe(false);
  expect(answer.data.rows.map((r: { line: number; outcome: string; reason: string | null }) => [r.line, r.outcome, r.reason])).toEqual([
    [2, 'wouldPay', null],
    [3, 'wouldPay', null],
    [4, 'refused', 'bankReport.reason.duplicate'],
    [5, 'refused', 'bankReport.reason.notToBePaid'],
    [6, 'refused', 'bankReport.reason.notFound'],
    [7, 'refused', 'bankReport.reason.amountMismatch'],
    [8, 'refused', 'bankReport.reason.amount'],
    [9, 'refused', 'bankReport.reason.reference'],
    [10, 'refused', 'bankReport.reason.claimNo'],
  ]);
  expect(answer.data.rows[1]).toMatchObject({ claimNo: lower.id, amount: lower.amount, reference: 'FT26332/0002' });
  expect(answer.data.counts).toEqual({ paid: 0, wouldPay: 2, already: 0, refused: 7 });
  expect([await statusOf(good.id), await statusOf(lower.id)]).toEqual(['to_be_paid', 'to_be_paid']);
});

test('applied, each matching row is paid once: the reference on the timeline, the assessor as actor, the customer told; the same file again is "already"', async () => {
  const [a, b] = take(2);
  const csv = file(`${a.id},${a.amount},VCB-20261128-0101`, `${b.id},${b.amount},VCB-20261128-0102`, 'CL-2099-999999,1000,VCB-9');
  const owner = await t.db.selectFrom('claims').select('user_id').where('id', '=', a.id).executeTakeFirstOrThrow();
  const messagesBefore = (await t.db.selectFrom('messages').select('id').where('user_id', '=', owner.user_id).execute()).length;
  const first = await send(csv, true);
  expect(first.status).toBe(200);
  expect(first.data).toMatchObject({ applied: true, counts: { paid: 2, wouldPay: 0, already: 0, refused: 1 } });
  expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['paid', 'paid']);
  const me = await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow();
  expect(await paidEvents(a.id)).toEqual([{ note_en: 'Paid by bank transfer, reference VCB-20261128-0101', note_vi: 'Đã thanh toán bằng chuyển khoản, mã giao dịch VCB-20261128-0101', actor_user_id: me.id }]);
  expect((await t.db.selectFrom('messages').select('id').where('user_id', '=', owner.user_id).execute()).length).toBeGreaterThan(messagesBefore);

  const again = await send(csv, true);
  expect(again.data.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['already', 'already', 'refused']);
  expect(await paidEvents(a.id)).toHaveLength(1);
  expect(await paidEvents(b.id)).toHaveLength(1);
});

test('two desks applying the same file at once pay every claim exactly once', async () => {
  const claims = take(3);
  const csv = file(...claims.map((c, i) => `${c.id},${c.amount},VCB-PAR-${i}`));
  const answers = await Promise.all([send(csv, true), send(csv, true), send(csv, true)]);
  for (const answer of answers) expect(answer.status).toBe(200);
  const paid = answers.flatMap((a) => a.data.rows.filter((r: { outcome: string }) => r.outcome === 'paid'));
  const already = answers.flatMap((a) => a.data.rows.filter((r: { outcome: string }) => r.outcome === 'already'));
  expect(paid).toHaveLength(3);
  expect(already).toHaveLength(6);
  for (const c of claims) expect(await paidEvents(c.id)).toHaveLength(1);
});

test('a file that is not a bank report is refused on its field, translated, and nothing is read', async () => {
  const cases: [unknown, string][] = [
    [{ csv: 'claim,amount,ref\r\nCL-1,1,A\r\n' }, 'validation.bankReport.header'],
    [{ csv: `${HEADER}\r\n` }, 'validation.bankReport.empty'],
    [{ csv: file(...Array.from({ length: 501 }, (_, i) => `CL-2026-${String(i).padStart(6, '0')},1000,R${i}`)) }, 'validation.bankReport.tooLong'],
    [{ csv: '' }, 'validation.required'],
    [{ csv: 'x'.repeat(200_001) }, 'validation.tooLong'],
    [{ csv: file('CL-1,1,A'), apply: 'yes' }, 'validation.invalid'],
  ];
  for (const [body, key] of cases) {
    const answer = await t.post(URL, body, { token: assessor });
    expect([answer.status, Object.values(answer.errors ?? {})]).toEqual([400, [key]]);
  }
});

test('only the insurer: a customer and a hospital desk are turned away', async () => {
  const [lan, desk] = await Promise.all([t.login('lan.tran', 'Lan2026pw'), t.login('cho-ray.staff', 'Provider2026')]);
  for (const token of [lan, desk]) expect((await t.post(URL, { csv: file('CL-2026-000202,1,A') }, { token })).status).toBe(403);
});
