import { waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { bootstrap, mount, unmount } from './lifecycles';

// single-spa-react resolves mount() from a React effect, so the real scheduler must run
// (set per test: @testing-library/react turns it back on in its own beforeAll).
const realScheduler = () => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false);

function fakeHttp(): HttpClient {
  const status = () => Promise.resolve({ status: 'none', activatedAt: null, appliedAt: null }) as never;
  const never = () => new Promise<never>(() => undefined);
  return { get: status, post: never, put: never, del: never, upload: never };
}

describe('mfe-cashless lifecycles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    realScheduler();
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/cashless';
  });
  afterEach(() => host.remove());

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const titles: (string | null)[] = [];
    getSessionChannel().on('any:title-changed').subscribe((p) => titles.push(p.title));
    const props = { name: 'mfe-cashless', channel: getSessionChannel(), http: fakeHttp(), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
    await bootstrap(props as never);
    await mount(props as never);
    expect(host.querySelector('[data-testid="mfe-cashless"]')).not.toBeNull();
    await waitFor(() => expect(host.textContent).toContain('Apply for cashless service'));
    expect(titles).toContain('Cashless service');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(host.textContent).toContain('Đăng ký bảo lãnh viện phí'));
    await waitFor(() => expect(titles).toContain('Bảo lãnh viện phí'));

    await unmount(props as never);
    expect(host.querySelector('[data-testid="mfe-cashless"]')).toBeNull();
  });

  test('renders nothing outside its routes and a translated not-found under them', async () => {
    const props = { name: 'mfe-cashless', channel: getSessionChannel(), http: fakeHttp(), domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() };
    window.location.hash = '#/claims';
    await mount(props as never);
    expect(host.querySelector('[data-testid="mfe-cashless"]')?.textContent).toBe('');
    window.location.hash = '#/cashless/nowhere';
    await waitFor(() => expect(host.querySelector('[data-testid="cashless-not-found"]')).not.toBeNull());
    await unmount(props as never);
  });
});
