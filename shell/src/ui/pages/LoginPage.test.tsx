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
  expect(http.calls).toEqual([]);
});

test('the same in Vietnamese', async () => {
  renderLogin(fakeHttp(), 'vi-VN');
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(await screen.findByText('Vui lòng nhập tài khoản hoặc email')).toBeTruthy();
  expect(screen.getByText('Đọc chính sách quyền riêng tư').getAttribute('href')).toBe('#/privacy');
});

test('a lockout from the API is shown translated and nothing typed is lost', async () => {
  const http = fakeHttp({ 'POST /auth/login': new ApiError(423, 'auth.locked', 423, undefined, { until: '2026-11-22 10:15:00' }) });
  renderLogin(http);
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong1' } });
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
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims'));
  expect(http.to('POST /auth/login')).toEqual([loginCall({ account: 'demo', password: 'Demo2026' })]);
  expect(localStorage.getItem('token')).toBe('tok');
  expect(localStorage.getItem('shell:remembered-account')).toBe('demo');
  expect(JSON.stringify(localStorage)).not.toContain('Demo2026');
  expect(session.channel.getState()).toMatchObject({ status: 'authenticated', userCode: 'SC1' });
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// Consent is asked after sign-in, per purpose, from the server's record (docs/privacy.md "Consent").
describe('the login page asks no consent and says nothing about an account', () => {
  test('no privacy tick: the same page for every account typed, with a link to read the policy', () => {
    renderLogin();
    expect(screen.queryByRole('checkbox', { name: /privacy/i })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    type('login-account', 'lan.tran');
    expect(screen.getByTestId('login-privacy-link').getAttribute('href')).toBe('#/privacy');
  });

  test('the consent purposes due in the login answer are what the app asks next', async () => {
    const http = fakeHttp({ 'POST /auth/login': { token: 'tok', userCode: 'SC3', user: { userCode: 'SC3', account: 'hoa.pham', fullName: 'Hoa', email: 'hoa.pham@sencare.vn', role: 'customer' }, consentsDue: ['contract', 'analytics'] } });
    const session = renderLogin(http);
    type('login-account', 'hoa.pham');
    type('login-password', 'Hoa2026pw');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(session.consents.snapshot()).toEqual(['contract', 'analytics']));
  });

  test('reading the policy and coming back keeps the typed account and the remember tick (never the password)', () => {
    renderLogin();
    type('login-account', 'hoa.pham');
    type('login-password', 'Hoa2026pw');
    fireEvent.click(screen.getByTestId('login-remember'));
    cleanup(); // the login page unmounts while #/privacy shows
    renderLogin();
    expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('hoa.pham');
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
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('The service is not reachable. Check your connection and try again.'));
});
