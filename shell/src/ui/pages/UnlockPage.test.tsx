import { webcrypto } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { OfflinePin } from '../../session/offlinePin';
import { SessionController } from '../../session/sessionController';
import { UnlockPage } from './UnlockPage';

function renderUnlock(verify: (pin: string) => Promise<unknown>, language: 'en' | 'vi-VN' = 'en') {
  resetSessionChannelForTests();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC2');
  localStorage.setItem('userInfo', JSON.stringify({ userCode: 'SC2', account: 'lan.tran', fullName: 'Trần Thị Lan', email: 'lan@x.vn', role: 'customer' }));
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const http = fakeHttp({ 'POST /pin/verify': (call) => verify(String(call.body?.pin)), 'POST /': null });
  // The offline check at 1,000 PBKDF2 rounds, not the phone's 600,000 (about 1 s each here): the
  // rounds are the key derivation's cost, the same code either way.
  const pinVerifier = new OfflinePin(localStorage, () => webcrypto.subtle as unknown as SubtleCrypto, 1_000);
  const session = new SessionController({ lockOnStart: true, pinVerifier });
  render(
    <I18nextProvider i18n={i18n}>
      <UnlockPage http={http} session={session} />
    </I18nextProvider>,
  );
  return { session, http };
}

const pinCall = (path: string, body: Record<string, unknown>) => ({ method: 'POST', path, body, options: { json: true, silent: true } });

beforeEach(() => localStorage.clear());

test('a wrong PIN says how many attempts are left and keeps what was typed; the right one unlocks', async () => {
  const { session, http } = renderUnlock((pin) => (pin === '246810' ? Promise.resolve(null) : Promise.reject(new ApiError(4, 'auth.wrongPinLeft', 401, undefined, { count: 4 }))));
  expect(session.lock.isLocked()).toBe(true);
  const field = screen.getByTestId('unlock-pin') as HTMLInputElement;
  fireEvent.change(field, { target: { value: '111111' } });
  fireEvent.click(screen.getByTestId('unlock-submit'));
  expect((await screen.findByTestId('unlock-error')).textContent).toBe('Incorrect PIN. 4 attempts left');
  expect(field.value).toBe('111111');
  expect(session.lock.isLocked()).toBe(true);

  fireEvent.change(field, { target: { value: '246810' } });
  fireEvent.click(screen.getByTestId('unlock-submit'));
  // The unlock lands once the API's answer and the offline copy of the PIN are through: waited
  // for, not assumed after one tick (a busy machine takes longer than a tick).
  await waitFor(() => expect(session.lock.isLocked()).toBe(false));
  expect(http.to('POST /pin/verify').at(-1)).toEqual(pinCall('/pin/verify', { pin: '246810' }));
});

test('five digits are refused before asking the API; the screen greets the user and offers reset and password, in Vietnamese', async () => {
  const { http } = renderUnlock(() => Promise.resolve(null), 'vi-VN');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chào mừng trở lại, Trần Thị Lan');
  fireEvent.change(screen.getByTestId('unlock-pin'), { target: { value: '12345' } });
  fireEvent.click(screen.getByTestId('unlock-submit'));
  expect(await screen.findByText('Mã PIN phải gồm 6 chữ số')).toBeTruthy();
  expect(http.to('POST /pin/verify')).toEqual([]);
  expect(screen.getByTestId('unlock-forgot').getAttribute('href')).toBe('#/pin/reset');
  expect(screen.getByTestId('unlock-password').textContent).toBe('Đăng nhập bằng mật khẩu');
});

test('a password sign-in unlocks; a session found in storage starts locked only when asked to', () => {
  const fresh = (options?: { lockOnStart: boolean }) => {
    resetSessionChannelForTests();
    return new SessionController(options);
  };
  localStorage.setItem('token', 'tok');
  expect(fresh().lock.isLocked()).toBe(false);
  const session = fresh({ lockOnStart: true });
  expect(session.lock.isLocked()).toBe(true);
  session.signIn({ token: 't2', userCode: 'SC2', user: { userCode: 'SC2', account: 'lan.tran', fullName: 'Lan', email: 'l@x.vn', role: 'customer' } } as never);
  expect(session.lock.isLocked()).toBe(false);
  localStorage.clear();
  expect(fresh({ lockOnStart: true }).lock.isLocked()).toBe(false);
});

test('with no connection, a PIN the API accepted before unlocks on the phone; a wrong one counts down', async () => {
  // jsdom has no Web Crypto; the browser's and Node's are the same API.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  let online = true;
  const { session } = renderUnlock((pin) => (!online ? Promise.reject(new ApiError(-1, 'error.network', 0)) : pin === '246810' ? Promise.resolve(null) : Promise.reject(new ApiError(4, 'auth.wrongPinLeft', 401, undefined, { count: 4 }))));
  const field = screen.getByTestId('unlock-pin') as HTMLInputElement;
  const submit = async (pin: string) => {
    fireEvent.change(field, { target: { value: pin } });
    fireEvent.click(screen.getByTestId('unlock-submit'));
  };

  // Nothing remembered yet: with no connection, only the API can unlock.
  online = false;
  await submit('246810');
  expect((await screen.findByTestId('unlock-error')).textContent).toBe('No connection. Connect to the internet to unlock with your PIN.');

  online = true;
  await submit('246810');
  await waitFor(() => expect(session.lock.isLocked()).toBe(false));

  session.lock.lock();
  online = false;
  await submit('135790');
  await waitFor(() => expect(screen.getByTestId('unlock-error').textContent).toBe('Wrong PIN. With no connection, 2 more tries are allowed.'));
  expect(session.lock.isLocked()).toBe(true);
  await submit('246810');
  await waitFor(() => expect(session.lock.isLocked()).toBe(false));
});
