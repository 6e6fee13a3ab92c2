import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { providerDistanceKm } from '@sencare/shared/rules';
import { fakeHttp, renderPage, type FakeCall } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { CITIES, page, provider, serverDown } from '../../test/fixtures';
import { ProvidersPage } from './ProvidersPage';
import { ProviderMapPage } from './ProviderMapPage';
import { forgetDeviceLocationForTests } from './useDeviceLocation';

jest.mock('./leafletLoader', () => {
  const markers: unknown[] = [];
  const tooltips: string[] = [];
  const chain = () => {
    const layer: Record<string, unknown> = {};
    for (const m of ['addTo', 'remove', 'bindPopup', 'bindTooltip', 'openPopup', 'on', 'off', 'setStyle', 'clearLayers', 'setView', 'fitBounds', 'invalidateSize']) layer[m] = jest.fn(() => layer);
    return layer;
  };
  const L = {
    markers,
    map: jest.fn(() => chain()),
    tileLayer: jest.fn(() => {
      const tiles = chain();
      // Offline here: every tile fails, as in the sandbox.
      tiles.on = jest.fn((event: string, fn: () => void) => {
        if (event === 'tileerror') setTimeout(fn, 0);
        return tiles;
      });
      return tiles;
    }),
    tooltips,
    circleMarker: jest.fn((at: unknown) => {
      markers.push(at);
      const marker = chain();
      marker.bindTooltip = jest.fn((text: string) => {
        tooltips.push(text);
        return marker;
      });
      return marker;
    }),
    layerGroup: jest.fn(() => chain()),
    control: { zoom: jest.fn(() => chain()) },
  };
  return { __esModule: true, default: L };
});

const leaflet = () => (jest.requireMock('./leafletLoader') as { default: { markers: unknown[]; tooltips: string[] } }).default;

function geolocation(outcome: 'unsupported' | 'denied' | 'network' | { lat: number; lng: number }) {
  const value =
    outcome === 'unsupported'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
            typeof outcome === 'object'
              ? ok({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition)
              : fail({ code: outcome === 'denied' ? 1 : 2, message: '' } as GeolocationPositionError),
        };
  Object.defineProperty(window.navigator, 'geolocation', { value, configurable: true });
}

const routes = (items = [provider(1, { name: 'Bệnh viện Hồng Ngọc' }), provider(2, { name: 'Bệnh viện Bạch Mai', cashless: false })]) => ({
  'GET /providers/cities': () => CITIES,
  'GET /providers': () => page(items),
  'GET /providers/1': () => provider(1, { name: 'Bệnh viện Hồng Ngọc' }),
});

beforeEach(() => {
  forgetDeviceLocationForTests();
  leaflet().markers.length = 0;
  leaflet().tooltips.length = 0;
  window.location.hash = '#/providers';
});

describe('#/providers', () => {
  test('lists providers nearest first with their distance, measured from the device', async () => {
    geolocation({ lat: 21.03, lng: 105.85 });
    const http = fakeHttp(routes());
    const { titles } = renderPage(remote, <ProvidersPage />, { http });
    const cards = await screen.findAllByTestId('provider-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Bệnh viện Hồng Ngọc');
    expect(cards[0].textContent).toContain('700 m');
    expect(cards[0].textContent).toContain('Cashless');
    expect(cards[1].textContent).toContain('1.4 km');
    expect(screen.getByTestId('provider-count').textContent).toBe('Providers found: 2');
    expect(http.calls.find((c) => c.path === '/providers')?.query).toMatchObject({ lat: 21.03, lng: 105.85 });
    expect(titles).toContain('Medical providers');
    expect(screen.queryByTestId('location-failed')).toBeNull();
  });

  test('without geolocation says so (spec: device nonsupport geolocation) and measures from the city centre, in Vietnamese', async () => {
    geolocation('unsupported');
    const http = fakeHttp(routes());
    const { titles } = renderPage(remote, <ProvidersPage />, { http, language: 'vi_VN' });
    const notice = await screen.findByTestId('location-failed');
    expect(notice.textContent).toContain('Thiết bị không hỗ trợ định vị.');
    await waitFor(() => expect(notice.textContent).toContain('Khoảng cách được tính từ trung tâm Hà Nội.'));
    await screen.findAllByTestId('provider-card');
    await waitFor(() => expect(http.calls.filter((c) => c.path === '/providers').pop()?.query).toMatchObject({ lat: 21.029, lng: 105.854 }));
    expect(titles).toContain('Cơ sở y tế');
  });

  test('a location network error is explained (spec: network error) and can be retried', async () => {
    geolocation('network');
    renderPage(remote, <ProvidersPage />, { http: fakeHttp(routes()) });
    const notice = await screen.findByTestId('location-failed');
    expect(notice.textContent).toContain('Your location could not be found (network error).');
    geolocation({ lat: 16.05, lng: 108.2 });
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(screen.queryByTestId('location-failed')).toBeNull());
  });

  test('a refused permission falls back to the chosen city', async () => {
    geolocation('denied');
    window.location.hash = `#/providers?city=${encodeURIComponent('Đà Nẵng')}`;
    const http = fakeHttp(routes());
    renderPage(remote, <ProvidersPage />, { http });
    const notice = await screen.findByTestId('location-failed');
    await waitFor(() => expect(notice.textContent).toContain('Distances are from the centre of Đà Nẵng.'));
    await waitFor(() => expect(http.calls.filter((c) => c.path === '/providers').pop()?.query).toMatchObject({ city: 'Đà Nẵng', lat: 16.054, lng: 108.202 }));
  });

  test('search text, city and the cashless switch go to the API and into the address', async () => {
    geolocation('unsupported');
    const http = fakeHttp(routes());
    renderPage(remote, <ProvidersPage />, { http });
    await screen.findAllByTestId('provider-card');
    const input = screen.getByTestId('provider-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'hồng ngọc' } });
    await waitFor(() => expect(window.location.hash).toContain('q=h%E1%BB%93ng+ng%E1%BB%8Dc'));
    await waitFor(() => expect(http.calls.filter((c) => c.path === '/providers').pop()?.query).toMatchObject({ q: 'hồng ngọc' }));

    fireEvent.click(screen.getByText('Đà Nẵng'));
    await waitFor(() => expect(http.calls.filter((c) => c.path === '/providers').pop()?.query).toMatchObject({ city: 'Đà Nẵng' }));

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(window.location.hash).toContain('cashless=true'));
    await waitFor(() => expect(http.calls.filter((c) => c.path === '/providers').pop()?.query).toMatchObject({ cashless: 'true', q: 'hồng ngọc', city: 'Đà Nẵng' }));
  });

  test.each([
    ['en_US', 'Clear search'],
    ['vi_VN', 'Xóa nội dung tìm kiếm'],
  ] as const)('%s: the search is cleared by a real, named button (no antd div), and the query leaves the address', async (language, name) => {
    geolocation('unsupported');
    renderPage(remote, <ProvidersPage />, { http: fakeHttp(routes()), language });
    await screen.findAllByTestId('provider-card');
    const input = screen.getByTestId('provider-search').querySelector('input') as HTMLInputElement;
    expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.change(input, { target: { value: 'vinmec' } });
    await waitFor(() => expect(window.location.hash).toContain('q=vinmec'));
    expect(document.querySelector('.adm-input-clear')).toBeNull();
    const clear = screen.getByRole('button', { name });
    expect(clear.tagName).toBe('BUTTON');
    fireEvent.click(clear);
    expect(input.value).toBe('');
    await waitFor(() => expect(window.location.hash).not.toContain('q='));
  });

  test.each([
    ['en_US', 'Search name, address or specialty', 'Search Bar'],
    ['vi_VN', 'Tìm theo tên, địa chỉ hoặc chuyên khoa', 'Khung tìm kiếm'],
  ] as const)("%s: the search field is named by the page's own label, not antd-mobile's", async (language, name, antdName) => {
    geolocation('unsupported');
    renderPage(remote, <ProvidersPage />, { http: fakeHttp(routes()), language });
    await screen.findAllByTestId('provider-card');
    const input = screen.getByRole('searchbox', { name });
    expect(screen.getByTestId('provider-search').contains(input)).toBe(true);
    expect(screen.queryByRole('searchbox', { name: antdName })).toBeNull();
    // The name is on the field itself, not on antd-mobile's wrapping div (a div may not carry one).
    expect(screen.getByTestId('provider-search').hasAttribute('aria-label')).toBe(false);
  });

  test('nothing found shows the empty view', async () => {
    geolocation('unsupported');
    renderPage(remote, <ProvidersPage />, { http: fakeHttp(routes([])) });
    expect((await screen.findByTestId('providers-empty')).textContent).toContain('No providers match your search');
  });

  test('a failed search shows the error view and retries on tap', async () => {
    geolocation('unsupported');
    let down = true;
    const http = fakeHttp({ ...routes(), 'GET /providers': () => (down ? serverDown() : page([provider(1)])) });
    renderPage(remote, <ProvidersPage />, { http });
    const error = await screen.findByTestId('providers-error');
    down = false;
    fireEvent.click(error);
    expect(await screen.findAllByTestId('provider-card')).toHaveLength(1);
  });

  test('tapping a provider opens its details (GET /providers/:id) with a call link', async () => {
    geolocation('unsupported');
    renderPage(remote, <ProvidersPage />, { http: fakeHttp(routes()) });
    fireEvent.click((await screen.findAllByTestId('provider-card'))[0]);
    await waitFor(() => expect(window.location.hash).toContain('id=1'));
    const call = await screen.findByTestId('provider-call');
    expect(call.getAttribute('href')).toBe('tel:02438693731');
  });
});

describe('#/providers/map', () => {
  test('draws a marker per provider even when the map tiles cannot load, and keeps the list', async () => {
    geolocation({ lat: 21.03, lng: 105.85 });
    window.location.hash = '#/providers/map?cashless=true';
    const http = fakeHttp(routes());
    const { titles } = renderPage(remote, <ProviderMapPage />, { http });
    expect(await screen.findAllByTestId('provider-card')).toHaveLength(2);
    await waitFor(() => expect(leaflet().markers.length).toBeGreaterThanOrEqual(3)); // 2 providers + "you are here"
    expect((await screen.findByTestId('map-tiles-offline')).textContent).toContain('the markers and the list still work');
    expect(http.calls.find((c) => c.path === '/providers')?.query).toMatchObject({ cashless: 'true', pageSize: 50 });
    expect(titles).toContain('Providers map');
    fireEvent.click(screen.getByTestId('open-list'));
    expect(window.location.hash).toBe('#/providers?cashless=true');
  });

  test('when Leaflet itself cannot load, the list stays and says why (vi)', async () => {
    geolocation('unsupported');
    const L = leaflet() as unknown as { map: jest.Mock };
    L.map.mockImplementationOnce(() => {
      throw new Error('no leaflet');
    });
    window.location.hash = '#/providers/map';
    renderPage(remote, <ProviderMapPage />, { http: fakeHttp(routes()), language: 'vi_VN' });
    expect(await screen.findAllByTestId('provider-card')).toHaveLength(2);
    await screen.findByText('Không hiển thị được bản đồ; hãy dùng danh sách bên dưới.');
    expect(screen.queryByTestId('provider-map')).toBeNull();
    await act(async () => undefined);
  });
});

describe('one provider, one distance', () => {
  // A few hundred metres from the device: 10 m steps show any difference in the origin.
  const vietDuc = provider(1, { name: 'Bệnh viện Việt Đức', lat: 21.0255, lng: 105.85, cashless: true });
  const from = (query: unknown) => query as { lat: number; lng: number };
  // Like the API: every answer measures from the position the request gives.
  const measuring = {
    'GET /providers/cities': () => CITIES,
    'GET /providers': ({ query }: FakeCall) => page([{ ...vietDuc, distanceKm: providerDistanceKm(from(query), vietDuc) }]),
    'GET /providers/1': ({ query }: FakeCall) => ({ ...vietDuc, distanceKm: providerDistanceKm(from(query), vietDuc) }),
  };

  test.each(['en_US', 'vi_VN'] as const)('the list, the map marker and the details sheet show the same distance from the same point (%s)', async (language) => {
    geolocation({ lat: 21.0285, lng: 105.8542 });
    window.location.hash = '#/providers/map?cashless=true';
    const http = fakeHttp(measuring);
    renderPage(remote, <ProviderMapPage />, { http, language });
    const card = (await screen.findAllByTestId('provider-card'))[0];
    const listed = card.querySelector('[data-testid="provider-distance"]')?.textContent;
    expect(listed).toMatch(/^\d+ m$/);
    await waitFor(() => expect(leaflet().tooltips).toContain(`Bệnh viện Việt Đức · ${listed}`));

    fireEvent.click(card);
    const sheet = await screen.findByTestId('provider-detail');
    await waitFor(() => expect(sheet.querySelector('[data-testid="provider-distance"]')?.textContent).toBe(listed));
    const origins = http.calls.filter((c) => c.path.startsWith('/providers/') && c.path !== '/providers/cities').concat(http.calls.filter((c) => c.path === '/providers'));
    for (const call of origins) expect(call.query).toMatchObject({ lat: 21.029, lng: 105.854 });
  });
});
