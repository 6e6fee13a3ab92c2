import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { bootstrap, mount, unmount } from './lifecycles';

// single-spa-react resolves mount() from a React effect, so the real scheduler must run.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function fakeHttp(): HttpClient {
  const never = () => new Promise<never>(() => undefined);
  return { get: never, post: never, put: never, del: never, upload: never };
}

describe('mfe-account lifecycles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/mine';
  });
  afterEach(() => host.remove());

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = { name: 'mfe-account', channel: getSessionChannel(), http: fakeHttp(), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
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
