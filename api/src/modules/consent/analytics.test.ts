import { answerConsents } from '../../test/consents';
import { startTestApp, type TestApp } from '../../test/helpers';

/** The behaviour log keeps a customer's use only while they give `analytics` (docs/privacy.md "Consent"). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const record = { url: '/claims', redirectPage: '#/home', method: 'GET', params: '', sourceType: 'web_h5' };

async function logged(userId: number): Promise<number> {
  return (await t.db.selectFrom('behavior_log').select('id').where('user_id', '=', userId).execute()).length;
}

test('given: stored; withdrawn: nothing stored and the answer tells the app to stop; given again: stored again', async () => {
  const user = await t.createUser();
  const token = await t.login(user.account, user.password);
  await answerConsents(t, token);
  expect((await t.post('/api/user/behavior', [record], { token })).headers['x-behavior-log']).toBeUndefined();
  expect(await logged(user.id)).toBe(1);

  await answerConsents(t, token, false, ['analytics']);
  const off = await t.post('/api/user/behavior', [record, record], { token });
  expect({ status: off.status, code: off.code, header: off.headers['x-behavior-log'] }).toEqual({ status: 200, code: 0, header: 'off' });
  expect(await t.post('/api/user/behavior', record, { token })).toMatchObject({ status: 200, code: 0 });
  expect(await logged(user.id)).toBe(1);

  await answerConsents(t, token, true, ['analytics']);
  await t.post('/api/user/behavior', [record], { token });
  expect(await logged(user.id)).toBe(2);
});

test('silence is not consent: a customer who has not answered, or declined at the first ask, is not logged', async () => {
  const silent = await t.createUser();
  const silentToken = await t.login(silent.account, silent.password);
  expect((await t.post('/api/user/behavior', [record], { token: silentToken })).headers['x-behavior-log']).toBe('off');
  const declined = await t.createUser();
  const declinedToken = await t.login(declined.account, declined.password);
  await answerConsents(t, declinedToken, (p) => p !== 'analytics');
  await t.post('/api/user/behavior', [record], { token: declinedToken });
  expect([await logged(silent.id), await logged(declined.id)]).toEqual([0, 0]);
});
