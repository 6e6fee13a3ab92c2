import { DEMO } from '../../db/seed';
import { answerConsents } from '../../test/consents';
import { startTestApp, type TestApp } from '../../test/helpers';
import { pdfTextLines } from '../../test/pdf-text';
import { PURPOSES } from './purposes';
import { ConsentService } from './service';

/** Consent per purpose (docs/privacy.md "Consent"): GET/POST /api/consents and the printable record. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const ALL = PURPOSES.map((p) => p.purpose);
const V = (purpose: string) => PURPOSES.find((p) => p.purpose === purpose)!.versions.at(-1)!.version;

async function records(userId: number) {
  return t.db.selectFrom('consent_records').select(['purpose', 'version', 'language', 'channel', 'action']).where('user_id', '=', userId).orderBy('id', 'asc').execute();
}

test('a new customer has answered nothing: every purpose is due, none given; needed and optional are told apart', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const res = await t.get('/api/consents', { token });
  expect(res.data.due).toEqual(ALL);
  expect(res.data.purposes.map((p: { purpose: string; needed: boolean; state: string }) => [p.purpose, p.needed, p.state])).toEqual([
    ['contract', true, 'unanswered'],
    ['cashless-sharing', true, 'unanswered'],
    ['biometric', true, 'unanswered'],
    ['service-messages', true, 'unanswered'],
    ['product-news', false, 'unanswered'],
    ['analytics', false, 'unanswered'],
  ]);
  expect(res.data.purposes[0].current.text.vi).toMatch(/hợp đồng/);
});

test('answers are kept as history: given, withdrawn, given again, each with version, language, channel and time; the state is the latest', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  await answerConsents(t, token, (p) => p !== 'product-news');
  const withdraw = await t.post('/api/consents', { answers: [{ purpose: 'analytics', version: V('analytics'), given: false }], language: 'vi', channel: 'app' }, { token });
  expect(withdraw.code).toBe(0);
  await t.post('/api/consents', { answers: [{ purpose: 'analytics', version: V('analytics'), given: true }], language: 'vi', channel: 'web' }, { token });
  const history = (await records(user.id)).filter((r) => r.purpose === 'analytics' || r.purpose === 'product-news');
  expect(history).toEqual([
    { purpose: 'product-news', version: V('product-news'), language: 'en', channel: 'web', action: 'withdrawn' },
    { purpose: 'analytics', version: V('analytics'), language: 'en', channel: 'web', action: 'given' },
    { purpose: 'analytics', version: V('analytics'), language: 'vi', channel: 'app', action: 'withdrawn' },
    { purpose: 'analytics', version: V('analytics'), language: 'vi', channel: 'web', action: 'given' },
  ]);
  const view = (await t.get('/api/consents', { token })).data;
  expect(view.due).toEqual([]);
  const analytics = view.purposes.find((p: { purpose: string }) => p.purpose === 'analytics');
  expect(analytics).toMatchObject({ state: 'given', answer: { version: V('analytics'), language: 'vi', channel: 'web' } });
  expect(analytics.answer.text).toBe(PURPOSES.find((p) => p.purpose === 'analytics')!.versions.at(-1)!.text.vi);
  expect(Date.parse(analytics.answer.at)).not.toBeNaN();
  expect(view.purposes.find((p: { purpose: string }) => p.purpose === 'product-news').state).toBe('withdrawn');
});

test('the same answer twice, even at once, adds one record', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const body = { answers: [{ purpose: 'analytics', version: V('analytics'), given: true }], language: 'en' };
  const answers = await Promise.all([t.post('/api/consents', body, { token }), t.post('/api/consents', body, { token })]);
  expect(answers.map((a) => a.code)).toEqual([0, 0]);
  await t.post('/api/consents', body, { token });
  expect(await records(user.id)).toHaveLength(1);
});

test('a needed purpose cannot be refused or withdrawn: 409 with the explaining message, nothing stored', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  await answerConsents(t, token);
  const before = await records(user.id);
  for (const purpose of ['contract', 'cashless-sharing', 'biometric', 'service-messages']) {
    const res = await t.post('/api/consents', { answers: [{ purpose, version: V(purpose), given: false }], language: 'en' }, { token });
    expect({ purpose, status: res.status, code: res.code, msg: res.msg, data: res.data }).toEqual({ purpose, status: 409, code: 409, msg: 'consent.errors.neededPurpose', data: { purpose } });
  }
  expect(await records(user.id)).toEqual(before);
});

test('bad answers are clear 4xx errors: an older version, an unknown purpose, the same purpose twice, no answers', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  const old = await t.post('/api/consents', { answers: [{ purpose: 'analytics', version: '2020-01-01', given: true }], language: 'en' }, { token });
  expect(old).toMatchObject({ status: 409, msg: 'consent.errors.versionChanged', data: { purpose: 'analytics' } });
  for (const answers of [[{ purpose: 'marketing', version: 'x', given: true }], [{ purpose: 'analytics', version: V('analytics'), given: true }, { purpose: 'analytics', version: V('analytics'), given: false }], []]) {
    const res = await t.post('/api/consents', { answers, language: 'en' }, { token });
    expect({ status: res.status, code: res.code }).toEqual({ status: 400, code: 400 });
  }
  expect(await records(user.id)).toEqual([]);
});

test('a new version of one text asks again about that purpose only, once; an answer counts on every phone', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  await answerConsents(t, token);
  // Another phone: a fresh sign-in is not asked.
  const again = await t.post('/api/auth/login', { account: user.account, password: user.password });
  expect(again.data.consentsDue).toEqual([]);
  const bumped = PURPOSES.map((p) => (p.purpose === 'product-news' ? { ...p, versions: [...p.versions, { ...p.versions[0], version: '2027-01-01', text: { en: 'News, new words.', vi: 'Tin tức, lời mới.' } }] } : p));
  const service = new ConsentService(t.db, t.dialect, bumped);
  expect(await service.due(user.id)).toEqual(['product-news']);
  // Until answered, the answer given stays what it was, on the text it was given on.
  const view = (await service.list(user.id)).purposes.find((p) => p.purpose === 'product-news');
  expect(view).toMatchObject({ state: 'given', due: true, answer: { version: V('product-news') }, current: { version: '2027-01-01' } });
  await service.answer(user.id, { answers: [{ purpose: 'product-news', version: '2027-01-01', given: false }], language: 'en', channel: 'web' });
  expect(await service.due(user.id)).toEqual([]);
});

test('the record prints as a PDF in the language asked, with the exact text agreed to', async () => {
  const token = await t.login(DEMO.lan.account, DEMO.lan.password);
  const res = await t.app.inject({ method: 'GET', url: '/api/consents/record.pdf?language=vi', headers: { token } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfTextLines(res.rawPayload).join(' ');
  expect(text).toContain('Các sự đồng ý của tôi với SenCare');
  expect(text).toContain('Trần Thị Lan (SC00000002)');
  // Lan answered in Vietnamese (api/src/db/seed.ts): the texts print as she read them.
  for (const p of PURPOSES) {
    expect(text).toContain(p.versions.at(-1)!.title.vi);
    expect(text).toContain(p.versions.at(-1)!.text.vi);
  }
  const en = await t.app.inject({ method: 'GET', url: '/api/consents/record.pdf?language=en', headers: { token } });
  expect(pdfTextLines(en.rawPayload).join(' ')).toContain('My consents to SenCare');
  expect((await t.app.inject({ method: 'GET', url: '/api/consents/record.pdf?language=fr', headers: { token } })).statusCode).toBe(400);
});

test('an unauthenticated caller learns nothing: wrong passwords answer alike for asked and answered accounts, and the consent routes need a session', async () => {
  const answers = [];
  for (const account of [DEMO.demo.account, DEMO.lan.account, 'nobody.here']) {
    const res = await t.post('/api/auth/login', { account, password: 'Wrong2026pw' });
    answers.push({ status: res.status, code: res.code, msg: res.msg, data: res.data });
  }
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(JSON.stringify(answers[0])).not.toMatch(/consent/i);
  for (const [method, url] of [['GET', '/api/consents'], ['POST', '/api/consents'], ['GET', '/api/consents/record.pdf']] as const) {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect({ url, status: res.statusCode, code: (res.json() as { code: number }).code }).toEqual({ url, status: 401, code: -93 });
  }
});

test('consent is the customer\'s: staff are never asked and get 403 on the consent routes; a customer without a PIN may answer', async () => {
  const staff = await t.post('/api/auth/login', { account: DEMO.assessor.account, password: DEMO.assessor.password });
  expect(staff.data.consentsDue).toEqual([]);
  for (const url of ['/api/consents', '/api/consents/record.pdf']) {
    expect(await t.get(url, { token: staff.data.token })).toMatchObject({ status: 403, code: -403, msg: 'error.roleForbidden' });
  }
  const noPin = await t.createUser({ pin: null });
  const token = await t.login(noPin.account, noPin.password);
  expect((await answerConsents(t, token)).data.due).toEqual([]);
});
