import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { BROKER_STAFF, DUE_CLIENT, OTHER_CLIENT } from '../../test/fixtures';

const clientsApi = () => fakeHttp({ 'GET /broker/clients': () => ({ items: [DUE_CLIENT, OTHER_CLIENT], renewalWindowDays: 60 }) });

describe('Clients (#/broker)', () => {
  test('each client employer with its policies, "Renewal due" and its loss ratio; a row opens the client', async () => {
    const page = renderRoute(remote, '/broker', { http: clientsApi(), user: BROKER_STAFF });
    const rows = await screen.findAllByTestId('broker-client-row');
    expect(page.titles.at(-1)).toBe('Clients');
    expect(rows.map((r) => r.getAttribute('data-renewal-due'))).toEqual(['true', 'false']);
    expect(rows[0].textContent).toContain('Renewal due');
    expect(rows[0].textContent).toContain('EMP-MINHAN · 3 members · loss ratio 42.5%');
    expect(rows[0].textContent).toContain('GP-2026-000101 ends 31-01-2027');
    expect(rows[1].textContent).not.toContain('Renewal due');
    expect(rows[1].textContent).toContain('loss ratio No premium recorded');
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('#/broker/client?id=4');
    expect(screen.getByTestId('broker-clients').textContent).toContain('ending within 60 days');
    page.cleanup();
  });

  test('in Vietnamese', async () => {
    const page = renderRoute(remote, '/broker', { http: clientsApi(), user: BROKER_STAFF, language: 'vi_VN' });
    const rows = await screen.findAllByTestId('broker-client-row');
    expect(page.titles.at(-1)).toBe('Khách hàng');
    expect(rows[0].textContent).toContain('Sắp đến hạn tái tục');
    expect(rows[0].textContent).toContain('EMP-MINHAN · 3 thành viên · tỷ lệ bồi thường 42.5%');
    expect(rows[0].textContent).toContain('GP-2026-000101 hết hạn ngày 31-01-2027');
    page.cleanup();
  });

  test('loading, empty, error with a retry, and nothing saved with no signal', async () => {
    const loading = renderRoute(remote, '/broker', { http: fakeHttp({ 'GET /broker/clients': pending }), user: BROKER_STAFF });
    expect(await screen.findByTestId('loading-view', undefined, { timeout: 2_000 })).toBeTruthy();
    loading.cleanup();

    const empty = renderRoute(remote, '/broker', { http: fakeHttp({ 'GET /broker/clients': () => ({ items: [], renewalWindowDays: 60 }) }), user: BROKER_STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('broker-clients-empty')).textContent).toContain('Chưa có doanh nghiệp khách hàng nào.');
    empty.cleanup();

    const http = fakeHttp({ 'GET /broker/clients': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return { items: [DUE_CLIENT], renewalWindowDays: 60 }; } });
    const broken = renderRoute(remote, '/broker', { http, user: BROKER_STAFF });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('broker-client-row')).toBeTruthy();
    broken.cleanup();

    const offlineSpy = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderRoute(remote, '/broker', { http: fakeHttp({ 'GET /broker/clients': () => { throw new ApiError(5, 'error.network', 0); } }), user: BROKER_STAFF });
    expect((await screen.findByTestId('offline-empty')).textContent).toContain('not been saved on this phone');
    offline.cleanup();
    offlineSpy.mockRestore();
  });
});
