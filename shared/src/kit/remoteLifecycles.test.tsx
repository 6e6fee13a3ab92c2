import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '../channel';
import type { HttpClient } from '../http';
import { createRemoteLifecycles } from './remoteLifecycles';
import { usePageTitle, useRemoteServices } from '../ui';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const http = {} as HttpClient;

function mountProps(host: HTMLElement) {
  return { name: 'probe', channel: getSessionChannel(), http, domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
}

beforeEach(() => resetSessionChannelForTests());

test('a remote that throws while rendering shows its translated error boundary, not a blank', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('boom');
  };
  const remote = createRemoteLifecycles({ name: 'probe', namespace: 'probe', resources: { en: {}, vi: {} }, App: Broken });
  const host = document.createElement('div');
  document.body.appendChild(host);
  await remote.bootstrap(mountProps(host) as never);
  await remote.mount(mountProps(host) as never).catch(() => undefined);
  await waitFor(() => expect(host.querySelector('[data-testid="render-error-probe"]')).not.toBeNull());
  expect(host.textContent).toContain('This section stopped working.');
});

test('pages reach the services and name themselves in the session language', async () => {
  const writer = claimSessionWriter();
  const titles: (string | null)[] = [];
  getSessionChannel().on('any:title-changed').subscribe(({ title }) => titles.push(title));
  function Page() {
    const { language } = useRemoteServices();
    usePageTitle('title');
    return <p>{language}</p>;
  }
  const remote = createRemoteLifecycles({ name: 'probe', namespace: 'probe', resources: { en: { title: 'Claims' }, vi: { title: 'Bồi thường' } }, App: Page });
  const host = document.createElement('div');
  document.body.appendChild(host);
  await remote.bootstrap(mountProps(host) as never);
  await remote.mount(mountProps(host) as never);
  expect(host.textContent).toBe('en_US');
  writer.update({ language: 'vi_VN' });
  await waitFor(() => expect(host.textContent).toBe('vi_VN'));
  await waitFor(() => expect(titles).toEqual(['Claims', 'Bồi thường']));
  await remote.unmount(mountProps(host) as never);
});
