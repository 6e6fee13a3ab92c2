import { fireEvent, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp } from '@sencare/shared/testing';
import { CITIES, page, provider } from './test/fixtures';
import { forgetDeviceLocationForTests } from './features/providers/useDeviceLocation';
import { bootstrap, mount, unmount } from './providerMapParcel';

let leafletWorks = true;
let leafletLoaded = false;
const markers: unknown[] = [];
jest.mock('./features/providers/leafletLoader', () => {
  const chain = () => {
    const layer: Record<string, unknown> = {};
    for (const m of ['addTo', 'remove', 'bindTooltip', 'on', 'clearLayers', 'setView', 'fitBounds']) layer[m] = jest.fn(() => layer);
    return layer;
  };
  leafletLoaded = true;
  return {
    __esModule: true,
    default: {
      map: jest.fn(() => {
        if (!leafletWorks) throw new Error('Leaflet failed to load');
        return chain();
      }),
      tileLayer: jest.fn(() => chain()),
      circleMarker: jest.fn((at: unknown) => {
        markers.push(at);
        return chain();
      }),
      layerGroup: jest.fn(() => chain()),
    },
  };
});

/** The widget's static map preview, once drawn. */
const previewIn = (host: HTMLElement) =>
  waitFor(() => {
    const preview = host.querySelector<HTMLElement>('[data-testid="provider-map-preview"]');
    if (!preview) throw new Error('no map preview yet');
    return preview;
  });

const realScheduler = () => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false);

describe('providerMapParcel (home widget)', () => {
  let host: HTMLElement;
  beforeEach(() => {
    realScheduler();
    resetSessionChannelForTests();
    forgetDeviceLocationForTests();
    markers.length = 0;
    Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = '#/home';
  });
  afterEach(() => host.remove());

  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    onlineManager.setOnline(online);
  };
  afterEach(() => setOnline(true));

  const http = () =>
    fakeHttp({
      'GET /providers/cities': () => CITIES,
      'GET /providers': () => page([provider(1, { name: 'Bệnh viện Hồng Ngọc', cashless: true }), provider(3, { name: 'Vinmec Times City', cashless: true })]),
    });

  test('mounts into the parcel element with { channel, http }, shows a map of the nearest cashless providers and a See all link, and unmounts clean', async () => {
    leafletWorks = true;
    const api = http();
    const props = { name: 'provider-map', domElement: host, channel: getSessionChannel(), http: api, singleSpa: {}, mountParcel: jest.fn() };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(host.querySelector('[data-testid="provider-map-widget"]')).not.toBeNull());
    // Untouched, the map is a static preview: the two providers drawn, Leaflet not loaded.
    const preview = await previewIn(host);
    await waitFor(() => expect(preview.querySelectorAll('circle')).toHaveLength(2));
    expect(leafletLoaded).toBe(false);
    expect(preview.getAttribute('aria-label')).toBe('Map of the nearest providers. Open the interactive map');
    // A touch brings the live map in its place.
    fireEvent.pointerDown(preview);
    await waitFor(() => expect(markers.length).toBe(2));
    expect(host.querySelector('[data-testid="provider-map-preview"]')).toBeNull();
    expect(host.textContent).toContain('Cashless providers, nearest first');
    const seeAll = host.querySelector('[data-testid="provider-widget-see-all"]') as HTMLAnchorElement;
    expect(seeAll.getAttribute('href')).toBe('#/providers?cashless=true');
    expect(api.calls.find((c) => c.path === '/providers')?.query).toMatchObject({ cashless: 'true', pageSize: 5 });

    await unmount(props as never);
    expect(host.querySelector('[data-testid="provider-map-widget"]')).toBeNull();
  });

  test('falls back to a static list when Leaflet cannot load, and follows the language', async () => {
    leafletWorks = false;
    const writer = claimSessionWriter();
    const props = { name: 'provider-map', domElement: host, channel: getSessionChannel(), http: http(), singleSpa: {}, mountParcel: jest.fn() };
    await mount(props as never);
    // Keyboard focus on the preview asks for the live map too.
    const preview = await previewIn(host);
    fireEvent.focus(preview);
    await waitFor(() => expect(host.querySelector('[data-testid="provider-map"]') ?? host.querySelector('[data-testid="provider-map-preview"]')).toBeNull());
    expect(host.querySelector('[data-testid="nearest-providers"]')?.textContent).toContain('Bệnh viện Hồng Ngọc');
    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(host.textContent).toContain('Cơ sở bảo lãnh, gần nhất trước'));
    expect(host.textContent).toContain('Xem tất cả');
    await unmount(props as never);
    expect(host.innerHTML).toBe('');
  });

  test('opened with no signal (home mounts it afresh), it says nothing is saved instead of loading for ever; back online, Try again shows the providers', async () => {
    setOnline(false);
    const api = http();
    const props = { name: 'provider-map', domElement: host, channel: getSessionChannel(), http: api, singleSpa: {}, mountParcel: jest.fn() };
    await mount(props as never);
    const offline = await waitFor(() => {
      const view = host.querySelector<HTMLElement>('[data-testid="provider-widget-offline"]');
      if (!view) throw new Error('no offline view yet');
      return view;
    });
    expect(offline.textContent).toContain('No connection, and this page has not been saved on this phone yet.');
    expect(host.querySelector('[aria-busy="true"]')).toBeNull();
    expect(api.calls).toHaveLength(0);
    setOnline(true);
    fireEvent.click(offline.querySelector('button') as HTMLButtonElement);
    const preview = await previewIn(host);
    await waitFor(() => expect(preview.querySelectorAll('circle')).toHaveLength(2));
    await unmount(props as never);
  });
});
