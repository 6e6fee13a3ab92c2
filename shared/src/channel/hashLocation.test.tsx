import { waitFor } from '@testing-library/react';
import { registerApplication, start } from 'single-spa';
import { getSessionChannel, resetSessionChannelForTests } from './index';
import type { HttpClient } from '../http';
import { createRemoteLifecycles } from '../kit/remoteLifecycles';
import { navigate, parseHash, useHashLocation } from './hashLocation';

/** A remote's router, reduced to what it reads: the path and query of the hash. */
function RouteProbe() {
  const { path, query } = useHashLocation();
  return <p>{`${path}${query.id ? `?id=${query.id}` : ''}`}</p>;
}

const host = document.createElement('div');

beforeAll(() => {
  // single-spa renders outside React's act(), as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetSessionChannelForTests();
  document.body.appendChild(host);
  window.location.hash = '#/probe';
  const remote = createRemoteLifecycles({ name: 'probe', namespace: 'probe', resources: { en: {}, vi: {} }, App: RouteProbe });
  // The real single-spa, as the shell starts it (shell/src/root/startRemotes.ts): it patches
  // history and delays the remote's hashchange/popstate listeners until it has rerouted.
  registerApplication({
    name: 'probe',
    app: async () => remote,
    activeWhen: () => window.location.hash.startsWith('#/probe'),
    customProps: { channel: getSessionChannel(), http: {} as HttpClient, domElementGetter: () => host },
  });
  start({ urlRerouteOnly: true });
});

describe('a mounted remote router under single-spa', () => {
  test('renders a route reached by a hash change', async () => {
    await waitFor(() => expect(host.textContent).toBe('/probe'));
    window.location.hash = '#/probe/detail?id=CL-1';
    await waitFor(() => expect(host.textContent).toBe('/probe/detail?id=CL-1'));
  });

  test('renders a route the hash was replaced with in place, as the shell does for spec aliases', async () => {
    navigate('/probe/new', { id: 'CL-2' }, { replace: true });
    expect(window.location.hash).toBe('#/probe/new?id=CL-2');
    await waitFor(() => expect(host.textContent).toBe('/probe/new?id=CL-2'));
  });

  test('renders every step of a burst of replacements, settling on the last', async () => {
    for (const page of ['a', 'b', 'c']) navigate(`/probe/${page}`, undefined, { replace: true });
    await waitFor(() => expect(host.textContent).toBe('/probe/c'));
  });
});

test('parseHash normalises slashes and keeps the query', () => {
  expect(parseHash('#//pages/e-card/e-card/?tab=invalid')).toEqual({ path: '/pages/e-card/e-card', query: { tab: 'invalid' } });
  expect(parseHash('')).toEqual({ path: '/', query: {} });
});
