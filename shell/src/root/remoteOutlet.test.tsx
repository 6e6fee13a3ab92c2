import { screen, waitFor } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { useHashLocation } from '@sencare/shared/routing';
import { createRemoteLifecycles } from '@sencare/shared/kit';
import { routeBook } from '../routing/remoteRouteBook';
import { SessionController } from '../session/sessionController';
import { pinSetHttp, renderSignedInShell } from '../test/renderSignedInShell';
import { outletFor } from './remoteOutlet';

/** A remote whose router shows the path it is on, mounted the way single-spa mounts one. */
function RouteProbe() {
  const { path } = useHashLocation();
  return <p data-testid="probe-route">{path}</p>;
}

async function mountProbeRemote(session: SessionController) {
  const remote = createRemoteLifecycles({ name: 'probe', namespace: 'probe', resources: { en: {}, vi: {} }, App: RouteProbe });
  const props = { name: 'mfe-policies', channel: session.channel, http: pinSetHttp, domElementGetter: () => outletFor('policies'), singleSpa: {}, mountParcel: jest.fn() };
  await remote.bootstrap(props as never);
  await remote.mount(props as never);
  return { unmount: () => remote.unmount(props as never) };
}

beforeEach(() => {
  // single-spa mounts and unmounts outside React's act(), as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetSessionChannelForTests();
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC1');
  window.location.hash = '#/policies';
});

// What the policies manifest declares (its src/remote.json), as the catalog learns it after sign-in.
routeBook.expect(['policies']);
routeBook.learn('policies', {
  prefixes: ['/policies', '/ecards'],
  aliases: { '/pages/e-card/e-card': '/ecards', '/pages/ui-rebuild/policy-information/policy-information': '/policies/detail' },
});

describe('the remote outlet', () => {
  test.each([
    ['#/pages/e-card/e-card', '/ecards'],
    ['#/pages/ui-rebuild/policy-information/policy-information?policyNo=P1', '/policies/detail'],
  ])('keeps the mounted remote on the page while the shell rewrites %s in place', async (alias, canonical) => {
    const session = renderSignedInShell();
    const remote = await mountProbeRemote(session);
    await waitFor(() => expect(screen.getByTestId('probe-route').textContent).toBe('/policies'));

    window.location.hash = alias;

    await waitFor(() => expect(window.location.hash.split('?')[0]).toBe(`#${canonical}`));
    // What the user sees: the remote's screen for the new route, inside the page's outlet.
    await waitFor(() => expect(screen.getByTestId('probe-route').textContent).toBe(canonical));
    expect(document.getElementById('sc-outlet')?.contains(outletFor('policies'))).toBe(true);
    await remote.unmount();
  });

  test('a remote element left over from an earlier outlet is moved into the current one', () => {
    const stale = document.createElement('div');
    stale.id = 'sc-outlet';
    document.body.appendChild(stale);
    const element = outletFor('claims');
    stale.remove();
    const current = document.createElement('div');
    current.id = 'sc-outlet';
    document.body.appendChild(current);

    expect(outletFor('claims')).toBe(element);
    expect(current.contains(element)).toBe(true);
    current.remove();
  });
});
