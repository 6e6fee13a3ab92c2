import { fireEvent, waitFor } from '@testing-library/react';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { bootstrap, mount, unmount, update as maybeUpdate } from './claimStatusBannerParcel';

// single-spa-react gives parcels an update lifecycle; the type leaves it optional.
const update = maybeUpdate!;

// single-spa-react renders outside act(); the real scheduler, as on the page.
const realScheduler = () => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false);

/** What the customer reads when the insurer moves a claim, in both languages (the shell's banner until this parcel). */
describe.each([
  ['en_US', 'Claim CL-2026-000204 is now: Waiting for original documents for settlement', 'View claim', 'Dismiss'],
  ['vi_VN', 'Hồ sơ CL-2026-000204 đã chuyển sang: Chờ chứng từ gốc để giải quyết', 'Xem hồ sơ', 'Đóng'],
] as const)('claimStatusBannerParcel (%s)', (language, text, link, dismiss) => {
  let host: HTMLElement;
  beforeEach(() => {
    realScheduler();
    resetSessionChannelForTests();
    claimSessionWriter().update({ language });
    host = document.createElement('div');
    document.body.appendChild(host);
  });
  afterEach(() => host.remove());

  test('draws nothing until the shell has news, then the claim, its new status, a link to its details and a dismiss button', async () => {
    const onDismiss = jest.fn();
    const props = { name: 'claim-banner', domElement: host, channel: getSessionChannel(), http: fakeHttp(), banner: null, onDismiss, singleSpa: {}, mountParcel: jest.fn() };
    await bootstrap(props as never);
    await mount(props as never);
    expect(host.textContent).toBe('');

    await update({ ...props, banner: { claimId: 'CL-2026-000204', status: 'waiting_originals' } } as never);
    await waitFor(() => expect(host.textContent).toContain(text));
    const anchor = host.querySelector('[data-testid="live-claim-banner-link"]') as HTMLAnchorElement;
    expect(anchor.textContent).toBe(link);
    expect(anchor.getAttribute('href')).toBe('#/claims/detail?id=CL-2026-000204');
    const close = host.querySelector('[data-testid="live-claim-banner-dismiss"]') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe(dismiss);
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);

    await update({ ...props, banner: null } as never);
    await waitFor(() => expect(host.textContent).toBe(''));
    await unmount(props as never);
    expect(host.innerHTML).toBe('');
  });
});
