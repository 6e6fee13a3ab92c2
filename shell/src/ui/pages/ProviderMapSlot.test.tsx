import { act, render, screen } from '@testing-library/react';
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

/** The page's IntersectionObserver, driven by the test: `scrollIntoView()` reports the slot on screen. */
const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {}
}
const scrollIntoView = () =>
  act(async () => observed.forEach(({ callback, target }) => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver)));

beforeEach(() => {
  observed.length = 0;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  jest.useFakeTimers();
  load.mockReset();
  load.mockResolvedValue(parcel as never);
});
afterEach(() => jest.useRealTimers());

describe('home map slot (the map never competes with home’s first figures)', () => {
  test('asks for the map only once home has settled, the page is idle and the slot is on screen, then shows it in the slot', async () => {
    const { settle } = renderSlot(false);
    await act(async () => jest.advanceTimersByTime(5000));
    await scrollIntoView();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('home-map').getAttribute('data-state')).toBe('waiting');
    expect(screen.getByText('Provider map is loading…')).toBeTruthy();

    settle();
    expect(load).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the idle fallback (federation/prefetchPolicy.ts) starts watching the slot.
    await act(async () => jest.advanceTimersByTime(1500));
    expect(load).not.toHaveBeenCalled();
    await scrollIntoView();
    expect(load).toHaveBeenCalledWith('cashless', 'providerMapParcel');
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(await screen.findByTestId('provider-map-widget')).toBeTruthy();
    expect(screen.getByTestId('home-map').getAttribute('data-state')).toBe('mounted');
  });
});
