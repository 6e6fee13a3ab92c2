import { admission, tokens } from '../gop/testkit';
import { pdfTextLines } from '../../test/pdf-text';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * A GOP request names its treating doctor (docs/portals.md "Doctors"), SQLite and PostgreSQL: only
 * an effective doctor of the requesting hospital; the hospital's and the insurer's views and the
 * letter of guarantee show the doctor's name and code.
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await startTestApp();
  tk = await tokens(t);
});
afterAll(async () => t.close());

const doctorOf = async (code: string) => t.db.selectFrom('provider_doctors').select(['id', 'provider_id']).where('code', '=', code).executeTakeFirstOrThrow();

test('another hospital\'s doctor, an invalid one or an unknown id is a field error on doctorId, and no GOP is made', async () => {
  const fvDoctor = await t.post('/api/provider/doctors', { code: 'FV-9', fullName: 'Hoàng Minh Tú', department: 'Sản' }, { token: tk.fv });
  const retired = await t.post('/api/provider/doctors', { code: 'CR-9', fullName: 'Lý Văn Sơn', department: 'Nội', status: 'invalid' }, { token: tk.choRay });
  const before = await t.db.selectFrom('gops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  for (const doctorId of [fvDoctor.data.id, retired.data.id, 999_999]) {
    const refused = await t.post('/api/provider/gops', admission({ doctorId }), { token: tk.choRay });
    expect({ doctorId, status: refused.status, errors: refused.errors }).toEqual({ doctorId, status: 400, errors: { doctorId: 'validation.provider.doctorNotEffective' } });
  }
  for (const doctorId of ['1', -1, 1.5]) expect((await t.post('/api/provider/gops', admission({ doctorId }), { token: tk.choRay })).errors).toEqual({ doctorId: 'validation.invalid' });
  const after = await t.db.selectFrom('gops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});

test('the doctor is stored and shown to the hospital, the insurer and in the letter of guarantee; none named is null', async () => {
  const doctor = await doctorOf('CR-0001');
  const made = await t.post('/api/provider/gops', admission({ doctorId: doctor.id }), { token: tk.choRay });
  const named = { id: doctor.id, code: 'CR-0001', fullName: 'Trần Quốc Bảo' };
  expect([made.status, made.data.doctor]).toEqual([200, named]);
  expect((await t.get(`/api/provider/gops/${made.data.id}`, { token: tk.choRay })).data.doctor).toEqual(named);
  expect((await t.get(`/api/insurer/gops/${made.data.id}`, { token: tk.assessor })).data.doctor).toEqual(named);
  expect((await t.get('/api/provider/gops', { token: tk.choRay })).data.items.find((g: { id: number }) => g.id === made.data.id).doctor).toEqual(named);

  await t.post(`/api/insurer/gops/${made.data.id}/actions`, { action: 'assess', guaranteedAmount: 20_000_000 }, { token: tk.assessor });
  const letter = await t.app.inject({ method: 'GET', url: `/api/provider/gops/${made.data.id}/letter.pdf`, headers: { token: tk.choRay } });
  expect(letter.statusCode).toBe(200);
  expect(pdfTextLines(letter.rawPayload).join(' ')).toContain('Treating doctor / Bác sĩ điều trị: Trần Quốc Bảo (CR-0001)');

  const without = await t.post('/api/provider/gops', admission({ doctorId: null }), { token: tk.choRay });
  expect([without.status, without.data.doctor]).toEqual([200, null]);
});
