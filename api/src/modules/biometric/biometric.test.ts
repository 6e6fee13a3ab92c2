import { startTestApp, type TestApp } from '../../test/helpers';
import { userWithPin as withPin } from '../pin/test-support';

/**
 * The API side of fingerprint or face unlock. A real authenticator's answers are exercised end to
 * end by e2e/tests/biometric-unlock.spec.ts (Chromium's virtual authenticator); here, everything a
 * caller can get wrong, on SQLite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const userWithPin = (pin?: string) => withPin(t, pin);

const fakeCredential = (extra: Record<string, string>) => ({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', ...extra } });

test('enrolling needs the PIN (a wrong one counts), then gives options for this origin with a one-time challenge', async () => {
  const user = await userWithPin();
  expect((await t.get('/api/biometric', { token: user.token })).data).toEqual({ enrolled: false });
  expect(await t.post('/api/biometric/register/options', { pin: '000000' }, { token: user.token })).toMatchObject({ status: 400, msg: 'auth.wrongPinLeft', data: { count: 4 } });
  const options = await t.post('/api/biometric/register/options', { pin: user.pin }, { token: user.token });
  expect(options).toMatchObject({ code: 0, data: { rp: { name: 'SenCare', id: 'localhost' }, user: { name: user.account }, authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required' } } });
  expect(options.data.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);

  // A forged answer is refused as a failed check, never a server error; the challenge is spent.
  const forged = await t.post('/api/biometric/register', { credential: fakeCredential({ attestationObject: 'o2NmbXRkbm9uZQ' }) }, { token: user.token });
  expect(forged).toMatchObject({ status: 400, msg: 'auth.biometricFailed' });
  const replay = await t.post('/api/biometric/register', { credential: fakeCredential({ attestationObject: 'o2NmbXRkbm9uZQ' }) }, { token: user.token });
  expect(replay).toMatchObject({ status: 409, msg: 'auth.biometricExpired' });
  expect((await t.get('/api/biometric', { token: user.token })).data).toEqual({ enrolled: false });
});

test('unlock without an enrolled phone says so; a malformed answer is a validation error; turning off is allowed any time', async () => {
  const user = await userWithPin();
  expect(await t.post('/api/biometric/unlock/options', {}, { token: user.token })).toMatchObject({ status: 409, msg: 'auth.biometricNotEnrolled' });
  expect(await t.post('/api/biometric/unlock', { credential: fakeCredential({ authenticatorData: 'AA', signature: 'AA' }) }, { token: user.token })).toMatchObject({ status: 409, msg: 'auth.biometricExpired' });
  const malformed = await t.post('/api/biometric/unlock', { credential: { id: 'not base64url!', type: 'password' } }, { token: user.token });
  expect(malformed.status).toBe(400);
  expect(malformed.code).not.toBe(0);
  expect(await t.del('/api/biometric', { token: user.token })).toMatchObject({ code: 0 });
});
