import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * Insurer texts in one or both languages: what the insurer writes comes back as
 * `{ en, vi }`; one language alone is shown in both; the inbox message carries each language's
 * note. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let lan: string;
let assessor: string;
beforeAll(async () => {
  t = await startTestApp();
  [lan, assessor] = [await t.login('lan.tran', 'Lan2026pw'), await t.login('assessor', 'Assessor2026')];
});
afterAll(async () => t.close());

const lastMessage = (claimId: string) =>
  t.db.selectFrom('messages').select(['body_en', 'body_vi']).where('link', '=', `#/claims/detail?id=${claimId}`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

test('a supplement request in both languages comes back per language, to the insurer and the customer alike', async () => {
  const id = 'CL-2026-000204';
  const asked = await t.post(`/api/insurer/claims/${id}/actions`, {
    action: 'requestSupplement',
    note: { en: 'Please add the lab results.', vi: 'Vui lòng bổ sung kết quả xét nghiệm.' },
    requestedItems: [
      { name: { en: 'HbA1c test result', vi: 'Kết quả xét nghiệm HbA1c' }, code: 'medical_record', reason: { en: 'Needed for diabetes treatment', vi: 'Bắt buộc với điều trị đái tháo đường' } },
      { code: 'invoice', reason: 'Hóa đơn không đọc được' },
    ],
    deadline: '2099-12-31',
  }, { token: assessor });
  expect(asked.status).toBe(200);
  const mine = (await t.get(`/api/claims/${id}`, { token: lan })).data;
  for (const detail of [asked.data, mine]) {
    expect(detail.events.at(-1).note).toEqual({ en: 'Please add the lab results.', vi: 'Vui lòng bổ sung kết quả xét nghiệm.' });
    expect(detail.supplementItems.map((s: object) => ({ ...s, id: 0 }))).toEqual([
      { id: 0, name: { en: 'HbA1c test result', vi: 'Kết quả xét nghiệm HbA1c' }, kind: 'medical_record', reason: { en: 'Needed for diabetes treatment', vi: 'Bắt buộc với điều trị đái tháo đường' }, deadline: '2099-12-31', answeredAt: null, note: null },
      // One language only, and no name (the app names it by its kind): the same text in both.
      { id: 0, name: null, kind: 'invoice', reason: { en: 'Hóa đơn không đọc được', vi: 'Hóa đơn không đọc được' }, deadline: '2099-12-31', answeredAt: null, note: null },
    ]);
  }
  const message = await lastMessage(id);
  expect(message.body_en).toMatch(/\nPlease add the lab results\.$/);
  expect(message.body_vi).toMatch(/\nVui lòng bổ sung kết quả xét nghiệm\.$/);
});

test('a note in one language, as a plain text or one key of { en, vi }, is shown in both', async () => {
  const denied = await t.post('/api/insurer/claims/CL-2026-000102/actions', { action: 'deny', note: 'Không thuộc phạm vi bảo hiểm' }, { token: assessor });
  expect(denied.data.events.at(-1).note).toEqual({ en: 'Không thuộc phạm vi bảo hiểm', vi: 'Không thuộc phạm vi bảo hiểm' });
  const message = await lastMessage('CL-2026-000102');
  expect([message.body_en, message.body_vi].every((body) => body.endsWith('\nKhông thuộc phạm vi bảo hiểm'))).toBe(true);

  const paid = await t.post('/api/insurer/claims/CL-2026-000202/actions', { action: 'markPaid', note: { en: 'Paid to Techcombank ****9012', vi: '  ' } }, { token: assessor });
  expect(paid.data.events.at(-1).note).toEqual({ en: 'Paid to Techcombank ****9012', vi: 'Paid to Techcombank ****9012' });
});

test('form-encoded (the spec’s default): { en, vi } arrives as JSON text and is read as both languages', async () => {
  const res = await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'originalsReceived', note: { en: 'Originals received', vi: 'Đã nhận chứng từ gốc' } }, { token: assessor, form: true });
  expect(res.status).toBe(200);
  expect(res.data.events.at(-1).note).toEqual({ en: 'Originals received', vi: 'Đã nhận chứng từ gốc' });
});

test('a required text blank in every language, a language the app lacks and a text too long are refused', async () => {
  const blank = await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'requestSupplement', note: 'x', requestedItems: [{ code: 'invoice', reason: { en: ' ', vi: '' } }], deadline: '2099-12-31' }, { token: assessor });
  expect(blank).toMatchObject({ status: 400, errors: { 'items.0.reason': 'validation.claims.reasonRequired' } });
  const noReason = await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'deny', note: { en: '', vi: ' ' } }, { token: assessor });
  expect(noReason).toMatchObject({ status: 400, errors: { note: 'validation.claims.reasonRequired' } });
  expect((await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'deny', note: { fr: 'Refusé' } }, { token: assessor })).status).toBe(400);
  const long = await t.post('/api/insurer/claims/CL-2026-000201/actions', { action: 'deny', note: { vi: 'x'.repeat(1001) } }, { token: assessor });
  expect(long).toMatchObject({ status: 400, errors: { 'note.vi': 'validation.tooLong' } });
  expect((await t.get('/api/claims/CL-2026-000201', { token: lan })).data.status).toBe('processing');
});
