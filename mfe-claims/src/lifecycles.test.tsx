import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, pending } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-claims lifecycles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    // single-spa-react resolves mount() from a React effect, so the real scheduler must run
    // (set per test: @testing-library/react turns the act environment back on in its beforeAll).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/claims';
  });
  afterEach(() => host.remove());

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = { name: 'mfe-claims', channel: getSessionChannel(), http: fakeHttp({ 'GET /claims': pending, 'GET /claims/summary': pending }), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
    await bootstrap(props as never);
    await mount(props as never);
    expect(host.querySelector('[data-testid="mfe-claims"]')).not.toBeNull();
    expect(host.textContent).toContain('My claims');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(host.textContent).toContain('Hồ sơ bồi thường'));

    await unmount(props as never);
    expect(host.querySelector('[data-testid="mfe-claims"]')).toBeNull();
  });
});
