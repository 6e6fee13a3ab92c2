import { act, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { loadRemoteModule } from '../federation/remoteRegistry';
import { ClaimBannerSlot } from './ClaimBannerSlot';
import type { ClaimBanner } from './liveUpdates';

// mfe-claims cannot load in jsdom: the loader hands over a parcel drawn here that shows what it is
// given, so the test is about what the shell passes, and when (mfe-claims tests the banner itself).
jest.mock('../federation/remoteRegistry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

type BannerProps = { domElement: HTMLElement; banner: ClaimBanner | null; onDismiss: () => void };
let latest: BannerProps | null = null;
const draw = (props: BannerProps) => {
  latest = props;
  props.domElement.textContent = props.banner ? `${props.banner.claimId}:${props.banner.status}` : '';
};
const parcel: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => draw(props as unknown as BannerProps),
  update: async (props) => draw(props as unknown as BannerProps),
  unmount: async (props) => void ((props as unknown as BannerProps).domElement.textContent = ''),
};

function renderSlot() {
  resetSessionChannelForTests();
  const dismiss = jest.fn();
  const view = (banner: ClaimBanner | null) => <ClaimBannerSlot banner={banner} onDismiss={dismiss} belowNav channel={getSessionChannel()} http={fakeHttp()} />;
  const { rerender, unmount } = render(view(null));
  return { show: (banner: ClaimBanner | null) => rerender(view(banner)), dismiss, unmount };
}

beforeEach(() => {
  latest = null;
  load.mockReset();
  load.mockResolvedValue(parcel);
});

test("nothing of mfe-claims loads until there is news; then its parcel shows each banner inside the shell's polite live region", async () => {
  const slot = renderSlot();
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(load).not.toHaveBeenCalled();

  slot.show({ claimId: 'CL-2026-000204', status: 'waiting_originals' });
  await waitFor(() => expect(region.textContent).toBe('CL-2026-000204:waiting_originals'));
  expect(load).toHaveBeenCalledWith('claims', 'claimStatusBannerParcel');

  slot.show({ claimId: 'CL-2026-000204', status: 'settled' });
  await waitFor(() => expect(region.textContent).toBe('CL-2026-000204:settled'));
  act(() => latest?.onDismiss());
  expect(slot.dismiss).toHaveBeenCalledTimes(1);
  slot.show(null);
  await waitFor(() => expect(region.textContent).toBe(''));
  expect(load).toHaveBeenCalledTimes(1);
  slot.unmount();
});

test('with the claims remote unavailable nothing is shown, and the next banner tries again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('claims is not reachable'));
  const slot = renderSlot();
  slot.show({ claimId: 'CL-2026-000204', status: 'processing' });
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(screen.getByRole('status').textContent).toBe('');
  slot.show({ claimId: 'CL-2026-000204', status: 'settled' });
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('CL-2026-000204:settled'));
  expect(load).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});
