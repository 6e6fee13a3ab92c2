import { screen, waitFor } from '@testing-library/react';
import { Dialog, Toast } from '@sencare/shared/antd';
import { claimSessionWriter, getSessionChannel } from '@sencare/shared/channel';
import { fakeHttp, pending, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

/** Not applied yet; the nearest providers never answer (the status page's list stays loading). */
const api = () => fakeHttp({ 'GET /cashless/status': { status: 'none', activatedAt: null, appliedAt: null }, 'GET /providers/': pending, 'GET /providers': pending });

describe('mfe-cashless lifecycles', () => {
  const spa = singleSpaHost('#/cashless');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const titles: (string | null)[] = [];
    getSessionChannel().on('any:title-changed').subscribe((p) => titles.push(p.title));
    const props = spa.props('mfe-cashless', api());
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-cashless"]')).not.toBeNull();
    await waitFor(() => expect(spa.host().textContent).toContain('Apply for cashless service'));
    expect(titles).toContain('Cashless service');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toContain('Đăng ký bảo lãnh viện phí'));
    await waitFor(() => expect(titles).toContain('Bảo lãnh viện phí'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-cashless"]')).toBeNull();
  });

  test('renders nothing outside its routes and a translated not-found under them', async () => {
    const props = spa.props('mfe-cashless', api());
    window.location.hash = '#/claims';
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-cashless"]')?.textContent).toBe('');
    window.location.hash = '#/cashless/nowhere';
    await waitFor(() => expect(spa.host().querySelector('[data-testid="cashless-not-found"]')).not.toBeNull());
    await unmount(props as never);
  });

  test("antd-mobile's imperative Toast and Dialog show on React 19: the UI kit set the page's renderer", async () => {
    // antd-mobile draws these in a root of their own with react-dom's legacy render, which React 19
    // removed: without the kit (@sencare/shared/antd) setting unstableSetRender once, nothing appears.
    const props = spa.props('mfe-cashless', api());
    await mount(props as never);
    Toast.show({ content: 'Application sent' });
    expect((await screen.findByText('Application sent')).closest('.adm-toast-mask')).not.toBeNull();
    Dialog.alert({ content: 'Photos kept on this phone' });
    expect((await screen.findByText('Photos kept on this phone')).closest('.adm-dialog')).not.toBeNull();
    Toast.clear();
    Dialog.clear();
    await unmount(props as never);
  });
});
