import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { fakeHttp, type FakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPinPage } from './ResetPinPage';

/** Every password field says the limit, keeps all that is typed, refuses 21. */
const TWENTY_ONE = 'Abcdefghij0123456789k';

function renderWith(ui: (http: HttpClient, session: SessionController) => React.ReactElement, http: FakeHttp, language: 'en' | 'vi-VN' = 'en') {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  render(<I18nextProvider i18n={i18n}>{ui(http, new SessionController())}</I18nextProvider>);
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

test('forgot password: the new password says 5–20 and a 21-character one is refused whole', async () => {
  const http = fakeHttp({ 'POST /': { email: 'l***@sencare.vn' } });
  renderWith((page) => <ForgotPasswordPage http={page} />, http);
  type('fp-account', 'lan.tran');
  fireEvent.click(screen.getByTestId('fp-send'));
  await screen.findByTestId('fp-code');
  expect(screen.getByText('5–20 characters, letters and numbers only')).toBeTruthy();
  type('fp-code', '123456');
  type('fp-new', TWENTY_ONE);
  type('fp-confirm', TWENTY_ONE);
  fireEvent.click(screen.getByTestId('fp-reset'));
  expect(await screen.findByText('Password must be 5 to 20 characters')).toBeTruthy();
  expect((screen.getByTestId('fp-new') as HTMLInputElement).value).toBe(TWENTY_ONE);
  expect(http.calls).toHaveLength(1);
});

test('reset PIN by password: the same limit and message, in Vietnamese', async () => {
  const http = fakeHttp();
  renderWith((page, session) => <ResetPinPage http={page} session={session} />, http, 'vi-VN');
  expect(screen.getByText('Từ 5 đến 20 ký tự, chỉ gồm chữ và số')).toBeTruthy();
  type('rp-account', 'lan.tran');
  type('rp-password', TWENTY_ONE);
  type('rp-new', '258036');
  type('rp-confirm', '258036');
  fireEvent.click(screen.getByTestId('rp-submit'));
  expect(await screen.findByText('Mật khẩu phải từ 5 đến 20 ký tự')).toBeTruthy();
  expect((screen.getByTestId('rp-password') as HTMLInputElement).value).toBe(TWENTY_ONE);
  expect(http.calls).toEqual([]);
});
