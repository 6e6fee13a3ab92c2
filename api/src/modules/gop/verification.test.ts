import { pdfTextLines } from '../../test/pdf-text';
import { startTestApp, type TestApp } from '../../test/helpers';
import { guaranteeValidity } from './guarantee';
import { vietnamToday } from '../policies';
import { admission, tokens } from './testkit';

/**
 * Verifying a letter by its code (GET /api/provider/gops/verify, modules/gop/verification.ts) on
 * SQLite and PostgreSQL: the code printed on the letter answers for the hospital it was issued to,
 * with initials only; an unknown code and another hospital's answer the same 404; a declined or
 * returned request says so; a desk has a quota; every verification is recorded.
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await startTestApp({ patientLookupLimit: { perStaff: 12, perProvider: 100, windowMs: 60_000 } });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const today = vietnamToday();
const act = (token: string, role: 'provider' | 'insurer', id: number, body: Record<string, unknown>) => t.post(`/api/${role}/gops/${id}/actions`, body, { token });
const verify = (code: string, token = tk.choRay) => t.get(`/api/provider/gops/verify?code=${encodeURIComponent(code)}`, { token });

/** The code as the hospital reads it on the PDF. */
async function codeOn(id: number, kind: 'letter' | 'decision'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/provider/gops/${id}/${kind}.pdf`, headers: { token: tk.choRay } });
  expect(res.statusCode).toBe(200);
  const line = pdfTextLines(res.rawPayload).find((l) => l.includes('Verification code / Mã xác thực:'));
  return (line ?? '').split(': ')[1]?.trim() ?? '';
}

async function assessed(): Promise<{ id: number; caseNo: string }> {
  const gop = (await t.post('/api/provider/gops', admission({ admissionDate: today }), { token: tk.choRay })).data;
  expect((await act(tk.assessor, 'insurer', gop.id, { action: 'assess', guaranteedAmount: 20_000_000 })).data.status).toBe('assessed');
  return gop;
}

let letter = { id: 0, caseNo: '', code: '' };

test('the code on the letter answers: genuine, the case, initials only, the amount and the validity; typed loosely it still matches', async () => {
  const gop = await assessed();
  const code = await codeOn(gop.id, 'letter');
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  // The same code on every copy, and on the row (migration 260).
  expect(await codeOn(gop.id, 'letter')).toBe(code);
  expect((await t.db.selectFrom('gops').select('verification_code').where('id', '=', gop.id).executeTakeFirstOrThrow()).verification_code).toBe(code);
  letter = { ...gop, code };

  const expiry = (await t.db.selectFrom('policies').select('expiry_date').where('policy_no', '=', 'SCH-2026-000777').executeTakeFirstOrThrow()).expiry_date;
  const validity = guaranteeValidity(today, expiry);
  const res = await verify(` ${code.toLowerCase().replace('-', ' ')} `);
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ genuine: true, caseNo: gop.caseNo, patientInitials: 'T.T.L.', status: 'assessed', standing: 'guaranteed', guaranteedAmount: 20_000_000, validFrom: today, validUntil: validity.until });
  expect(res.raw).not.toContain('Trần Thị Lan');
  expect(res.raw).not.toContain('SC2600077701');
});

test('an unknown code and a code of another hospital get the same 404, never a 5xx; a malformed one is 400', async () => {
  const unknown = await verify('ZZZZZ-ZZZZZ');
  expect([unknown.status, unknown.code, unknown.msg]).toEqual([404, -404, 'gop.errors.codeNotFound']);
  const otherHospital = await verify(letter.code, tk.fv);
  expect([otherHospital.status, otherHospital.raw]).toEqual([404, unknown.raw]);
  for (const bad of ['', 'ABC', 'UUUUU-UUUUU', '<script>', "' OR 1=1 --"]) {
    const res = await verify(bad);
    expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
  }
  expect((await t.get('/api/provider/gops/verify', { token: tk.choRay })).errors).toEqual({ code: 'validation.required' });
  expect((await verify('ABC')).errors).toEqual({ code: 'validation.provider.verificationCodeFormat' });
});

test('provider staff only: the insurer and a customer get 403 error.roleForbidden', async () => {
  for (const token of [tk.assessor, tk.lan]) {
    const res = await verify(letter.code, token);
    expect([res.status, res.code, res.msg]).toEqual([403, -403, 'error.roleForbidden']);
  }
});

test('a returned request says so; a declined one says declined, with no amount', async () => {
  await act(tk.choRay, 'provider', letter.id, { action: 'final_submit', finalBillAmount: 18_000_000, dischargeDate: today });
  await act(tk.assessor, 'insurer', letter.id, { action: 'return', note: 'Thiếu hóa đơn' });
  expect((await verify(letter.code)).data).toMatchObject({ status: 'to_be_replied', standing: 'returned', guaranteedAmount: 20_000_000 });

  const gop = (await t.post('/api/provider/gops', admission({ admissionDate: today }), { token: tk.choRay })).data;
  await act(tk.assessor, 'insurer', gop.id, { action: 'decline', note: 'Bệnh có sẵn' });
  const code = await codeOn(gop.id, 'decision');
  expect(code).not.toBe(letter.code);
  expect((await verify(code)).data).toMatchObject({ genuine: true, caseNo: gop.caseNo, status: 'declined', standing: 'declined', guaranteedAmount: null });
});

test('every verification is recorded (the GOP when genuine, never the code typed); over the quota → 429 with Retry-After, recorded as limited', async () => {
  const staff = await t.db.selectFrom('users').select('id').where('account', '=', 'cho-ray.staff').executeTakeFirstOrThrow();
  const recorded = () => t.db.selectFrom('gop_verifications').select(['gop_id', 'result']).where('staff_user_id', '=', staff.id).orderBy('id').execute();
  const before = await recorded();
  expect(before.slice(0, 2)).toEqual([{ gop_id: letter.id, result: 'genuine' }, { gop_id: null, result: 'unknown' }]);
  // 400s are refused before the handler: not counted, not recorded. 12 a window; 4 were answered above.
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await verify(letter.code)).status);
  expect(statuses).toEqual(Array(8).fill(200));
  const limited = await verify(letter.code);
  expect([limited.status, limited.msg, limited.data]).toEqual([429, 'error.tooManyRequests', null]);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await recorded()).at(-1)).toEqual({ gop_id: null, result: 'limited' });
  // Another desk has a quota of its own.
  expect((await verify('ZZZZZ-ZZZZZ', tk.fv)).status).toBe(404);
});
