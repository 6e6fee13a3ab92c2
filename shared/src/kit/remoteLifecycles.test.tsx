import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '../channel';
import type { HttpClient } from '../http';
import { createRemoteLifecycles } from './remoteLifecycles';
import { usePageTitle, useRemoteServices } from '../ui';
import { frontendTelemetry } from '../http/frontendTelemetry';

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

test("a render crash is counted under the remote's name and release, with nothing of the error's text", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // What earlier tests queued goes nowhere; this test's batch is caught.
  frontendTelemetry.configure({ sampleRate: 1, send: () => undefined });
  frontendTelemetry.flush();
  const sent: string[] = [];
  frontendTelemetry.configure({ sampleRate: 1, send: (json) => sent.push(json) });
  frontendTelemetry.releaseOf = (remote) => (remote === 'probe' ? '2.0.0-abcdef0123' : 'dist');
  const Broken = () => {
    throw new Error('boom for lan.tran');
  };
  const remote = createRemoteLifecycles({ name: 'mfe-probe', namespace: 'probe', resources: { en: {}, vi: {} }, App: Broken });
  const host = document.createElement('div');
  document.body.appendChild(host);
  await remote.bootstrap({ ...mountProps(host), name: 'mfe-probe' } as never);
  await remote.mount({ ...mountProps(host), name: 'mfe-probe' } as never).catch(() => undefined);
  await waitFor(() => expect(host.querySelector('[data-testid="render-error-mfe-probe"]')).not.toBeNull());
  frontendTelemetry.flush();
  expect(sent.map((json) => JSON.parse(json))).toEqual([[{ kind: 'crash', remote: 'probe', release: '2.0.0-abcdef0123' }]]);
  expect(sent.join()).not.toContain('lan.tran');
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
