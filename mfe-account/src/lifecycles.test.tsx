import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, pending } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';


describe('mfe-account lifecycles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    // single-spa-react resolves mount() from a React effect, so the real scheduler must run
    // (set per test: @testing-library/react turns the act environment back on in its beforeAll).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/mine';
  });
  afterEach(() => host.remove());

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = { name: 'mfe-account', channel: getSessionChannel(), http: fakeHttp({ 'POST /customer/getuserinfo': pending, 'GET /messages/unread-count': pending }), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
    await bootstrap(props as never);
    await mount(props as never);
    expect(host.querySelector('[data-testid="mfe-account"]')).not.toBeNull();
    expect(host.textContent).toContain('My policies');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(host.textContent).toContain('Hợp đồng của tôi'));

    await unmount(props as never);
    expect(host.querySelector('[data-testid="mfe-account"]')).toBeNull();
  });
});
