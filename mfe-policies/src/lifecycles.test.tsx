import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, pending } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

// single-spa-react resolves mount() from a React effect, so the real scheduler must run.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('mfe-policies lifecycles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    // Again here: @testing-library/react turns the act environment back on in its beforeAll.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/policies';
  });
  afterEach(() => host.remove());

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = { name: 'mfe-policies', channel: getSessionChannel(), http: fakeHttp({ '/policies': pending }), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
    // The shell draws the nav bar; the page names itself through the channel, in the session language.
    const titles: Array<string | null> = [];
    props.channel.on('any:title-changed').subscribe((p) => titles.push(p.title));
    await bootstrap(props as never);
    await mount(props as never);
    expect(host.querySelector('[data-testid="mfe-policies"]')).not.toBeNull();
    await waitFor(() => expect(titles).toContain('My policies'));
    await waitFor(() => expect(host.textContent).toContain('Loading'));

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(titles).toContain('Hợp đồng của tôi'));
    await waitFor(() => expect(host.textContent).toContain('Đang tải'));

    await unmount(props as never);
    expect(host.querySelector('[data-testid="mfe-policies"]')).toBeNull();
  });
});
