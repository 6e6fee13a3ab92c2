import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Consents, ConsentView } from '@sencare/shared/contracts';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, type FakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { behaviorConsent } from '../../session/behaviorConsent';
import { SessionController } from '../../session/sessionController';
import { ConsentPage } from './ConsentPage';

const V = '2026-11-01';
const purpose = (name: ConsentView['purpose'], needed: boolean, due: boolean): ConsentView => ({
  purpose: name,
  needed,
  current: { version: V, title: { en: `Title ${name}`, vi: `Tiêu đề ${name}` }, text: { en: `Text of ${name}.`, vi: `Nội dung ${name}.` } },
  state: due ? 'unanswered' : 'given',
  answer: due ? null : { version: V, language: 'en', channel: 'web', at: '2026-11-01T01:00:00.000Z', title: `Title ${name}`, text: `Text of ${name}.` },
  due,
});
/** A person who answered the biometric purpose on another phone: only the rest is asked. */
const consents = (dueOnes: string[]): Consents => {
  const purposes = [purpose('contract', true, dueOnes.includes('contract')), purpose('biometric', true, dueOnes.includes('biometric')), purpose('analytics', false, dueOnes.includes('analytics'))];
  return { purposes, due: purposes.filter((p) => p.due).map((p) => p.purpose) };
};
const user = { userCode: 'SC3', account: 'hoa.pham', fullName: 'Hoa', email: 'hoa@x.vn', role: 'customer' as const };

function show(http: FakeHttp, language: 'en' | 'vi-VN' = 'en') {
  resetSessionChannelForTests();
  const session = new SessionController();
  session.signIn({ token: 'tok', userCode: 'SC3', user, consentsDue: ['contract', 'analytics'] } as never);
  if (language === 'vi-VN') session.setLanguage('vi_VN');
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ConsentPage http={http} session={session} />
    </I18nextProvider>,
  );
  return session;
}

beforeEach(() => localStorage.clear());

test('only the purposes due are asked; a needed one left unticked stops the form with the reason, nothing is sent', async () => {
  const http = fakeHttp({ 'GET /consents': consents(['contract', 'analytics']) });
  show(http);
  expect(await screen.findByRole('heading', { level: 1, name: 'Your consent' })).toBeTruthy();
  expect(screen.getByTestId('consent-item-contract')).toBeTruthy();
  expect(screen.queryByTestId('consent-item-biometric')).toBeNull();
  // Silence is not consent: every box starts unticked.
  expect((screen.getByTestId('consent-analytics') as HTMLInputElement).checked).toBe(false);
  expect((screen.getByTestId('consent-contract') as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByTestId('consent-submit'));
  expect(screen.getByTestId('consent-missing').textContent).toMatch(/cannot serve your policies and claims/);
  expect(screen.getByTestId('consent-contract').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(screen.getByTestId('consent-contract'));
  expect(http.to('POST /consents')).toEqual([]);
});

test('ticking the needed one and leaving the optional one unticked says no to it; the screen closes and the behaviour log stops', async () => {
  const http = fakeHttp({ 'GET /consents': consents(['contract', 'analytics']), 'POST /consents': consents([]) });
  const session = show(http);
  fireEvent.click(await screen.findByTestId('consent-contract'));
  fireEvent.click(screen.getByTestId('consent-submit'));
  await waitFor(() => expect(session.consents.snapshot()).toEqual([]));
  expect(http.to('POST /consents')[0].body).toEqual({ answers: [{ purpose: 'contract', version: V, given: true }, { purpose: 'analytics', version: V, given: false }], language: 'en', channel: 'web' });
  // The POST's answer (all given in this fixture) is what the log follows.
  expect(behaviorConsent.isOff()).toBe(false);
});

test('in Vietnamese the texts and the answer are Vietnamese; an API refusal is shown and nothing ticked is lost', async () => {
  const http = fakeHttp({ 'GET /consents': consents(['contract']), 'POST /consents': new ApiError(409, 'consent.errors.versionChanged', 409) });
  show(http, 'vi-VN');
  expect(await screen.findByText('Nội dung contract.')).toBeTruthy();
  fireEvent.click(screen.getByTestId('consent-contract'));
  fireEvent.click(screen.getByTestId('consent-submit'));
  expect((await screen.findByTestId('consent-form-error')).textContent).toBe('Nội dung này vừa thay đổi. Vui lòng đọc phiên bản mới và trả lời lại.');
  expect((http.to('POST /consents')[0].body as { language: string }).language).toBe('vi');
  expect((screen.getByTestId('consent-contract') as HTMLInputElement).checked).toBe(true);
});

test('answered meanwhile on another phone: nothing is left to ask and the screen closes', async () => {
  const session = show(fakeHttp({ 'GET /consents': consents([]) }));
  await waitFor(() => expect(session.consents.snapshot()).toEqual([]));
});

test('when the purposes cannot be read the error view offers a retry', async () => {
  let calls = 0;
  const http = fakeHttp({ 'GET /consents': () => (++calls === 1 ? new ApiError(5, 'error.network', 502) : consents(['contract'])) });
  show(http);
  fireEvent.click(await screen.findByTestId('consent-error'));
  expect(await screen.findByTestId('consent-item-contract')).toBeTruthy();
});

test('the lock opening asks the server what is due; offline, nothing is asked', async () => {
  resetSessionChannelForTests();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC3');
  const session = new SessionController({ lockOnStart: true });
  session.updateUser(user as never);
  const http = fakeHttp({ 'GET /consents': consents(['analytics']) });
  session.attachHttp(http);
  session.lock.unlock();
  await waitFor(() => expect(session.consents.snapshot()).toEqual(['analytics']));
  session.consents.set([]);
  const offline = fakeHttp({ 'GET /consents': new ApiError(5, 'error.network', 0) });
  session.attachHttp(offline);
  session.lock.lock();
  session.lock.unlock();
  await waitFor(() => expect(offline.to('GET /consents')).toHaveLength(1));
  expect(session.consents.snapshot()).toEqual([]);
});
