import { startTestApp, type TestApp } from '../../test/helpers';
import { admission, tokens } from './testkit';

/** A GOP names its benefit in both languages (the policy's benefit row), so no portal shows the code. */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await startTestApp();
  tk = await tokens(t);
});
afterAll(async () => t.close());

test('the insurer and the hospital read the benefit by name, not INPATIENT', async () => {
  const created = await t.post('/api/provider/gops', admission(), { token: tk.choRay });
  expect(created.status).toBe(200);
  expect(created.data).toMatchObject({ benefitCode: 'INPATIENT', benefitName: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' } });
  const seen = await t.get(`/api/insurer/gops/${created.data.id}`, { token: tk.assessor });
  expect(seen.data.benefitName).toEqual({ en: 'Inpatient treatment', vi: 'Điều trị nội trú' });
  const list = await t.get('/api/insurer/gops?status=pending', { token: tk.assessor });
  expect(list.data.items.find((g: { id: number }) => g.id === created.data.id).benefitName).toEqual({ en: 'Inpatient treatment', vi: 'Điều trị nội trú' });
});
