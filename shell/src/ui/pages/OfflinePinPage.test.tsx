import { webcrypto } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { OfflinePin } from '../../session/offlinePin';
import { SessionController } from '../../session/sessionController';
import { OfflinePinPage } from './OfflinePinPage';

const user = { userCode: 'SC2', account: 'lan.tran', fullName: 'Trần Thị Lan', email: 'lan@x.vn', role: 'customer' as const };
// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser runs.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const verifier = () => new OfflinePin(localStorage, () => subtle, 1_000);

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(() => {
  localStorage.clear();
  resetSessionChannelForTests();
});

function signInWithPassword(language: 'en' | 'vi-VN' = 'en') {
  const session = new SessionController({ pinVerifier: verifier() });
  session.signIn({ token: 'tok', userCode: 'SC2', user } as never);
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const http = fakeHttp({ 'POST /': (call) => (call.body?.pin === '246810' ? null : new ApiError(4, 'auth.wrongPinLeft', 401, undefined, { count: 4 })) });
  render(
    <I18nextProvider i18n={i18n}>
      <OfflinePinPage http={http} session={session} />
    </I18nextProvider>,
  );
  return { session, http };
}

describe('the PIN once after a password sign-in, for the e-card with no signal', () => {
  test('a password sign-in on a phone that cannot check the PIN offline asks for it (until logout); one that can does not', async () => {
    const first = new SessionController({ pinVerifier: verifier() });
    first.signIn({ token: 'tok', userCode: 'SC2', user } as never);
    expect(first.isOfflinePinOffered()).toBe(true);
    first.attachHttp(fakeHttp({ 'POST /auth/logout': null }));
    await first.logout();
    expect(first.isOfflinePinOffered()).toBe(false);
    await verifier().remember('SC2', '246810');
    resetSessionChannelForTests();
    const again = new SessionController({ pinVerifier: verifier() });
    again.signIn({ token: 'tok', userCode: 'SC2', user } as never);
    expect(again.isOfflinePinOffered()).toBe(false);
  });

  test('the PIN the API accepts is kept for offline unlock and the question closes; a wrong one says so', async () => {
    const { session, http } = signInWithPassword();
    fireEvent.change(screen.getByTestId('offline-pin'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('offline-pin-submit'));
    expect((await screen.findByTestId('offline-pin-error')).textContent).toBe('Incorrect PIN. 4 attempts left');
    expect(session.isOfflinePinOffered()).toBe(true);

    fireEvent.change(screen.getByTestId('offline-pin'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('offline-pin-submit'));
    await waitFor(() => expect(session.isOfflinePinOffered()).toBe(false));
    expect(http.calls.at(-1)).toEqual({ method: 'POST', path: '/pin/verify', body: { pin: '246810' }, options: { json: true, silent: true } });
    expect(new OfflinePin(localStorage, () => subtle).has('SC2')).toBe(true);
  });

  test('"Not now" goes on without a PIN, in Vietnamese too', () => {
    const { session } = signInWithPassword('vi-VN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dùng thẻ điện tử khi không có sóng');
    fireEvent.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(session.isOfflinePinOffered()).toBe(false);
  });
});
