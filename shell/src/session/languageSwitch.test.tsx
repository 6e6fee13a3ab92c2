import { waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { createRemoteLifecycles } from '@sencare/shared/kit';
import { SessionController } from './sessionController';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const http = fakeHttp({ 'POST /auth/logout': null });

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('hello')}</p>;
}

beforeEach(() => {
  resetSessionChannelForTests();
  localStorage.clear();
});

test('a language change reaches a mounted remote at once and persists in CURRENT_LANG', async () => {
  const session = new SessionController();
  const remote = createRemoteLifecycles({ name: 'probe', namespace: 'probe', resources: { en: { hello: 'Hello' }, vi: { hello: 'Xin chào' } }, App: Greeting });
  const host = document.createElement('div');
  document.body.appendChild(host);
  const props = { name: 'probe', channel: session.channel, http, domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
  await remote.bootstrap(props as never);
  await remote.mount(props as never);
  expect(host.textContent).toBe('Hello');

  session.channel.emit('account:language-requested', { language: 'vi_VN' });
  await waitFor(() => expect(host.textContent).toBe('Xin chào'));
  expect(localStorage.getItem('CURRENT_LANG')).toBe('vi_VN');
  expect(session.channel.getState().language).toBe('vi_VN');
  await remote.unmount(props as never);
});

test('session expiry tells remotes first, then clears the session and keeps the return route', () => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC1');
  window.location.hash = '#/claims/new?step=2';
  const session = new SessionController();
  const seen: string[] = [];
  session.channel.on('shell:session-expired').subscribe(({ returnTo }) => seen.push(`${returnTo}|token=${localStorage.getItem('token')}`));
  session.expire();
  expect(seen).toEqual(['/claims/new?step=2|token=tok']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(window.location.hash).toBe('#/login?redirect=%2Fclaims%2Fnew%3Fstep%3D2');
  expect(session.channel.getState().status).toBe('expired');
});

test('logout requested by a remote ends the session and goes to login', async () => {
  localStorage.setItem('token', 'tok');
  const session = new SessionController();
  session.attachHttp(http);
  session.channel.emit('account:logout-requested', {});
  await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  expect(http.to('POST /auth/logout')).toEqual([{ method: 'POST', path: '/auth/logout', body: {}, options: { silent: true, endsSession: true } }]);
  expect(window.location.hash).toBe('#/login');
});
