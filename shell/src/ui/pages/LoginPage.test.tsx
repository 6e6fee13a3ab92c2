import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import { LoginPage } from './LoginPage';

function renderLogin(post: HttpClient['post'], language: 'en' | 'vi-VN' = 'en') {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const http = { post, get: jest.fn(), put: jest.fn(), del: jest.fn(), upload: jest.fn() } as unknown as HttpClient;
  const session = new SessionController();
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPage http={http} session={session} query={{ redirect: '/claims' }} />
    </I18nextProvider>,
  );
  return session;
}

beforeEach(() => localStorage.clear());

test('empty form: every problem named next to its field, in English', async () => {
  const post = jest.fn();
  renderLogin(post);
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(await screen.findByText('Please enter your account or email')).toBeTruthy();
  expect(screen.getByText('Please enter your password')).toBeTruthy();
  expect(screen.getByText('Please read and accept the privacy policy')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
});

test('the same in Vietnamese', async () => {
  renderLogin(jest.fn(), 'vi-VN');
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(await screen.findByText('Vui lòng nhập tài khoản hoặc email')).toBeTruthy();
  expect(screen.getByText('Vui lòng đọc và đồng ý với chính sách quyền riêng tư')).toBeTruthy();
});

test('a lockout from the API is shown translated and nothing typed is lost', async () => {
  const post = jest.fn(() => Promise.reject(new ApiError(423, 'auth.locked', 423, undefined, { until: '2026-11-22 10:15:00' })));
  renderLogin(post as never);
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
  const post = jest.fn(() => Promise.resolve({ token: 'tok', userCode: 'SC1', user }));
  const session = renderLogin(post as never);
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo2026' } });
  fireEvent.click(screen.getByTestId('login-remember'));
  fireEvent.click(screen.getByTestId('login-privacy'));
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims'));
  expect(post).toHaveBeenCalledWith('/auth/login', { account: 'demo', password: 'Demo2026', privacyAccepted: true }, { json: true, silent: true });
  expect(localStorage.getItem('token')).toBe('tok');
  expect(localStorage.getItem('shell:remembered-account')).toBe('demo');
  expect(JSON.stringify(localStorage)).not.toContain('Demo2026');
  expect(session.channel.getState()).toMatchObject({ status: 'authenticated', userCode: 'SC1' });
});
