import { startTestApp, type TestApp } from '../../test/helpers';
import { vietnamToday } from '../policies';
import { guaranteeValidity } from './guarantee';
import { admission, tokens } from './testkit';

/**
 * The public check of a letter (GET /api/public/gop-verification, modules/gop/publicVerification.ts)
 * on SQLite and PostgreSQL: no session; the code and the case number printed on the letter answer
 * the hospital, the standing, the amount and the period, never a person; a wrong case number and an
 * unknown code get one 404; a malformed one is 400 on its field; each address has a quota; every
 * check is recorded with its address.
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await startTestApp({ publicVerificationLimit: { perIp: 8, windowMs: 60_000 } });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const today = vietnamToday();
const check = (code: string, caseNo: string) => t.get(`/api/public/gop-verification?code=${encodeURIComponent(code)}&caseNo=${encodeURIComponent(caseNo)}`);
const checks = () => t.db.selectFrom('public_gop_verifications').select(['gop_id', 'result', 'ip']).orderBy('id').execute();

let letter = { id: 0, caseNo: '', code: '' };
beforeAll(async () => {
  const gop = (await t.post('/api/provider/gops', admission({ admissionDate: today }), { token: tk.choRay })).data;
  await t.post(`/api/insurer/gops/${gop.id}/actions`, { action: 'assess', guaranteedAmount: 20_000_000 }, { token: tk.assessor });
  expect((await t.app.inject({ method: 'GET', url: `/api/provider/gops/${gop.id}/letter.pdf`, headers: { token: tk.choRay } })).statusCode).toBe(200);
  const row = await t.db.selectFrom('gops').select('verification_code').where('id', '=', gop.id).executeTakeFirstOrThrow();
  letter = { id: gop.id, caseNo: gop.caseNo, code: row.verification_code as string };
});

test('with no session, the code and case number on the letter answer: genuine, the hospital, the standing, the amount, the period, and no person', async () => {
  const expiry = (await t.db.selectFrom('policies').select('expiry_date').where('policy_no', '=', 'SCH-2026-000777').executeTakeFirstOrThrow()).expiry_date;
  const res = await check(` ${letter.code.toLowerCase().replace('-', ' ')} `, letter.caseNo.toLowerCase());
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ genuine: true, caseNo: letter.caseNo, providerName: 'Bệnh viện Chợ Rẫy', standing: 'guaranteed', guaranteedAmount: 20_000_000, validFrom: today, validUntil: guaranteeValidity(today, expiry).until });
  for (const personal of ['Trần Thị Lan', 'T.T.L.', 'SC2600077701', 'Viêm']) expect(res.raw).not.toContain(personal);
  expect((await checks()).at(-1)).toEqual({ gop_id: letter.id, result: 'genuine', ip: '127.0.0.1' });
});

test('a case number that is not the code’s and an unknown code get the same 404; malformed input is 400 on its field; nothing is a 5xx', async () => {
  const otherCase = await check(letter.code, 'GOP-2026-999999');
  const unknown = await check('ZZZZZ-ZZZZZ', letter.caseNo);
  for (const res of [otherCase, unknown]) expect([res.status, res.code, res.msg, res.data]).toEqual([404, -404, 'gop.errors.codeNotFound', null]);
  expect((await checks()).slice(-2)).toEqual([{ gop_id: null, result: 'unknown', ip: '127.0.0.1' }, { gop_id: null, result: 'unknown', ip: '127.0.0.1' }]);
  expect((await check('12345', letter.caseNo)).errors).toEqual({ code: 'validation.provider.verificationCodeFormat' });
  expect((await check(letter.code, 'GOP 2026')).errors).toEqual({ caseNo: 'validation.verify.caseNoFormat' });
  expect((await t.get('/api/public/gop-verification')).errors).toEqual({ code: 'validation.required', caseNo: 'validation.required' });
});

test('one address has a quota: over it, 429 with Retry-After, recorded as limited', async () => {
  let last = await check(letter.code, letter.caseNo);
  for (let i = 0; i < 10 && last.status !== 429; i += 1) last = await check(letter.code, letter.caseNo);
  expect(last.status).toBe(429);
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  expect((await checks()).at(-1)).toEqual({ gop_id: null, result: 'limited', ip: '127.0.0.1' });
});
