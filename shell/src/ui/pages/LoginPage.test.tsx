import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, type FakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import { LoginPage } from './LoginPage';

function renderLogin(http: FakeHttp = fakeHttp(), language: 'en' | 'vi-VN' = 'en', query: Record<string, string> = { redirect: '/claims' }) {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const session = new SessionController();
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPage http={http} session={session} query={query} />
    </I18nextProvider>,
  );
  return session;
}

/** The sign-in call LoginPage makes with `body`. */
const loginCall = (body: Record<string, unknown>) => ({ method: 'POST', path: '/auth/login', body, options: { json: true, silent: true } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('empty form: every problem named next to its field, in English', async () => {
  const http = fakeHttp();
  renderLogin(http);
  fireEvent.click(screen.getByTestId('login-submit'));
  // The first submit imports the zod rules (kept off the first load); cold, under load, that passed 1 s.
  expect(await screen.findByText('Please enter your account or email')).toBeTruthy();
  expect(screen.getByText('Please enter your password')).toBeTruthy();
  expect(screen.getByText('Please read and accept the privacy policy')).toBeTruthy();
  expect(http.calls).toEqual([]);
});

test('the same in Vietnamese', async () => {
  renderLogin(fakeHttp(), 'vi-VN');
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(await screen.findByText('Vui lòng nhập tài khoản hoặc email')).toBeTruthy();
  expect(screen.getByText('Vui lòng đọc và đồng ý với chính sách quyền riêng tư')).toBeTruthy();
});

test('a lockout from the API is shown translated and nothing typed is lost', async () => {
  const http = fakeHttp({ 'POST /auth/login': new ApiError(423, 'auth.locked', 423, undefined, { until: '2026-11-22 10:15:00' }) });
  renderLogin(http);
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong1' } });
  fireEvent.click(screen.getByTestId('login-privacy'));
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('Too many wrong passwords. Your account is locked until 2026-11-22 10:15:00'));
  expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('demo');
  expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('wrong1');
});

test('success stores the session, remembers the account (never the password) and follows the deep link', async () => {
  const user = { userCode: 'SC1', account: 'demo', fullName: 'An', email: 'demo@sencare.vn', role: 'customer' };
  const http = fakeHttp({ 'POST /auth/login': { token: 'tok', userCode: 'SC1', user } });
  const session = renderLogin(http);
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo2026' } });
  fireEvent.click(screen.getByTestId('login-remember'));
  fireEvent.click(screen.getByTestId('login-privacy'));
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims'));
  expect(http.to('POST /auth/login')).toEqual([loginCall({ account: 'demo', password: 'Demo2026', privacyAccepted: true })]);
  expect(localStorage.getItem('token')).toBe('tok');
  expect(localStorage.getItem('shell:remembered-account')).toBe('demo');
  expect(JSON.stringify(localStorage)).not.toContain('Demo2026');
  expect(session.channel.getState()).toMatchObject({ status: 'authenticated', userCode: 'SC1' });
});

const VERSION = '2026-11-01';
const lan = { userCode: 'SC2', account: 'lan.tran', fullName: 'Lan', email: 'lan.tran@sencare.vn', role: 'customer', privacyVersion: VERSION };
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const privacyBox = () => screen.getByTestId('login-privacy') as HTMLInputElement;

describe('privacy acceptance is remembered per account and policy version', () => {
  test('the second login of an account that accepted the current policy comes ticked and sends that version', async () => {
    const http = fakeHttp({ 'POST /auth/login': { token: 'tok', userCode: 'SC2', user: lan } });
    const first = renderLogin(http);
    type('login-account', 'lan.tran');
    type('login-password', 'Lan2026pw');
    fireEvent.click(privacyBox());
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(first.channel.getState().status).toBe('authenticated'));
    cleanup();
    localStorage.removeItem('token');

    renderLogin(http);
    expect(privacyBox().checked).toBe(false);
    type('login-account', 'Lan.Tran@SenCare.vn');
    expect(privacyBox().checked).toBe(true);
    type('login-account', 'someone.else');
    expect(privacyBox().checked).toBe(false);
    type('login-account', 'lan.tran');
    type('login-password', 'Lan2026pw');
    expect(privacyBox().checked).toBe(true);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(http.to('POST /auth/login')).toHaveLength(2));
    expect(http.to('POST /auth/login').at(-1)).toEqual(loginCall({ account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true, privacyVersion: VERSION }));
  });

  test('when the policy changed the API says so: the tick is cleared and the reason shown next to it', async () => {
    localStorage.setItem('shell:privacy-accepted', JSON.stringify({ 'lan.tran': '2020-01-01' }));
    const http = fakeHttp({ 'POST /auth/login': new ApiError(428, 'auth.privacyOutdated', 428, undefined, { version: VERSION }) });
    renderLogin(http, 'vi-VN');
    type('login-account', 'lan.tran');
    type('login-password', 'Lan2026pw');
    expect(privacyBox().checked).toBe(true);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-privacy-error')).textContent).toBe('Chính sách quyền riêng tư đã thay đổi. Vui lòng đọc và đồng ý lại');
    expect(privacyBox().checked).toBe(false);
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(localStorage.getItem('shell:privacy-accepted')).toBe('{}');
  });

  test('reading the policy and coming back keeps the typed account and both ticks (never the password)', () => {
    renderLogin();
    type('login-account', 'hoa.pham');
    type('login-password', 'Hoa2026pw');
    fireEvent.click(privacyBox());
    fireEvent.click(screen.getByTestId('login-remember'));
    cleanup(); // the login page unmounts while #/privacy shows
    renderLogin();
    expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('hoa.pham');
    expect(privacyBox().checked).toBe(true);
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain('Hoa2026pw');
  });
});

test('after a password reset the login page says so, in a live region, in both languages', async () => {
  renderLogin(fakeHttp(), 'en', { account: 'lan.tran', notice: 'passwordReset' });
  const notice = await screen.findByText('Your password has been changed. Please log in.');
  expect(notice.getAttribute('role')).toBe('status');
  expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('lan.tran');
  cleanup();
  renderLogin(fakeHttp(), 'vi-VN', { notice: 'passwordReset' });
  expect(await screen.findByText('Mật khẩu đã được thay đổi. Vui lòng đăng nhập.')).toBeTruthy();
});

test('a 21-character password is kept whole, the limit is said up front and an over-long one is refused', async () => {
  const http = fakeHttp();
  renderLogin(http);
  const password = screen.getByTestId('login-password') as HTMLInputElement;
  expect(password.hasAttribute('maxlength')).toBe(false);
  const hint = screen.getByText('5–20 characters, letters and numbers only');
  expect(password.getAttribute('aria-describedby')).toContain(hint.id);
  type('login-account', 'demo');
  type('login-password', 'A1'.repeat(10) + 'x');
  fireEvent.click(privacyBox());
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(await screen.findByText('Password must be 5 to 20 characters')).toBeTruthy();
  expect(password.value).toHaveLength(21);
  expect(http.calls).toEqual([]);
});

test('a 502 from the gateway says the service is not reachable and what to do', async () => {
  const http = fakeHttp({ 'POST /auth/login': new ApiError(5, 'error.network', 502) });
  renderLogin(http);
  type('login-account', 'demo');
  type('login-password', 'Demo2026');
  fireEvent.click(privacyBox());
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('The service is not reachable. Check your connection and try again.'));
});
