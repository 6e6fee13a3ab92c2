import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ParcelConfig } from 'single-spa';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { loadRemoteModule } from '../../federation/remoteRegistry';
import { SessionController } from '../../session/sessionController';
import { ProviderMapSlot } from './ProviderMapSlot';

// The cashless remote cannot load in jsdom: the loader is replaced by a parcel drawn here, so the
// test is about when the slot asks for the map, and what it shows meanwhile.
jest.mock('../../federation/remoteRegistry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const parcel: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    const element = (props as unknown as { domElement: HTMLElement }).domElement;
    element.innerHTML = '<div data-testid="provider-map-widget">map</div>';
  },
  unmount: async () => undefined,
};

function renderSlot(settled: boolean) {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage('en');
  const session = new SessionController();
  // The parcel drawn here calls nothing (a call would be answered 404: no route is given).
  const http = fakeHttp({});
  const view = (isSettled: boolean) => (
    <I18nextProvider i18n={i18n}>
      <ProviderMapSlot session={session} http={http} settled={isSettled} />
    </I18nextProvider>
  );
  const { rerender } = render(view(settled));
  return { settle: () => rerender(view(true)) };
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue(parcel as never);
});

describe('home map slot (the map loads when the person asks for it, never by itself)', () => {
  test('a home left alone never loads the map: it shows the static preview, whatever the time', async () => {
    jest.useFakeTimers();
    renderSlot(true);
    await act(async () => jest.advanceTimersByTime(60_000));
    jest.useRealTimers();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('home-map').getAttribute('data-state')).toBe('waiting');
    expect(screen.getByRole('button', { name: 'Show cashless providers near you' })).toBeTruthy();
  });

  test('a scroll before home settled waits for home; a tap on the preview loads the map into the slot', async () => {
    const { settle } = renderSlot(false);
    fireEvent.scroll(window);
    expect(load).not.toHaveBeenCalled();
    settle();
    fireEvent.click(screen.getByTestId('home-map-show'));
    expect(load).toHaveBeenCalledWith('cashless', 'providerMapParcel');
    expect(await screen.findByTestId('provider-map-widget')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('home-map').getAttribute('data-state')).toBe('mounted'));
    expect(screen.queryByTestId('home-map-show')).toBeNull();
  });

  test('scrolling the page or moving keyboard focus onto the map loads it', async () => {
    renderSlot(true);
    fireEvent.scroll(window);
    expect(load).toHaveBeenCalledTimes(1);
    await screen.findByTestId('provider-map-widget');

    cleanup();
    load.mockClear();
    renderSlot(true);
    act(() => screen.getByTestId('home-map-show').focus());
    expect(load).toHaveBeenCalledTimes(1);
    await screen.findByTestId('provider-map-widget');
  });
});
