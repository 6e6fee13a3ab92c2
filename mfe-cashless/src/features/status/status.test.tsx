import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CITIES, fakeHttp, page, provider, renderPage, serverDown } from '../../test/render';
import { forgetDeviceLocationForTests } from '../providers/useDeviceLocation';
import { CashlessStatusPage } from './CashlessStatusPage';

beforeEach(() => {
  forgetDeviceLocationForTests();
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
  window.location.hash = '#/cashless';
});

const statusOf = (status: 'none' | 'pending' | 'active') => ({
  'GET /cashless/status': () => ({ status, appliedAt: status === 'none' ? null : '2026-11-20T02:00:00.000Z', activatedAt: status === 'active' ? '2026-11-21T02:00:00.000Z' : null }),
  'GET /providers/cities': () => CITIES,
  'GET /providers': () => page([provider(1, { name: 'Bệnh viện Hồng Ngọc', cashless: true, distanceKm: 0.45 }), provider(3, { cashless: true })]),
});

describe('#/cashless status page', () => {
  test('not applied: explains the benefit, says the customer has not applied, and offers to apply (en)', async () => {
    const { titles } = renderPage((p) => <CashlessStatusPage {...p} />, fakeHttp(statusOf('none')));
    expect((await screen.findByTestId('cashless-not-applied')).textContent).toContain('Customer has not applied for cashless service');
    expect(screen.getByText('Get treated without paying up front')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cashless-apply'));
    expect(window.location.hash).toBe('#/cashless/apply');
    expect(titles).toContain('Cashless service');
  });

  test('not applied, in Vietnamese', async () => {
    const { titles } = renderPage((p) => <CashlessStatusPage {...p} />, fakeHttp(statusOf('none')), 'vi_VN');
    expect((await screen.findByTestId('cashless-not-applied')).textContent).toContain('Khách hàng chưa đăng ký dịch vụ bảo lãnh viện phí');
    expect((screen.getByTestId('cashless-apply')).textContent).toContain('Đăng ký bảo lãnh viện phí');
    expect(titles).toContain('Bảo lãnh viện phí');
  });

  test('pending: says the insurer is reviewing since the application date', async () => {
    renderPage((p) => <CashlessStatusPage {...p} />, fakeHttp(statusOf('pending')));
    expect((await screen.findByTestId('cashless-pending')).textContent).toContain('You applied on 20-11-2026');
  });

  test('active: shows the digital card and the nearest cashless providers with their distance', async () => {
    const http = fakeHttp(statusOf('active'));
    const { channel } = renderPage((p) => <CashlessStatusPage {...p} />, http);
    const statuses: string[] = [];
    channel.on('cashless:status').subscribe((p) => statuses.push(p.status));
    const card = await screen.findByTestId('cashless-card');
    expect((card).textContent).toContain('Nguyễn Văn An');
    expect((card).textContent).toContain('SC00000001');
    expect((card).textContent).toContain('21-11-2026');
    expect((card).textContent).toContain('••••••••2345');
    expect((card).textContent).not.toContain('001090012345');
    const nearest = await screen.findByTestId('nearest-providers');
    expect((nearest).textContent).toContain('Bệnh viện Hồng Ngọc');
    expect((nearest).textContent).toContain('450 m');
    const search = http.calls.find((c) => c.path === '/providers');
    expect(search?.query).toMatchObject({ cashless: 'true', pageSize: 3, lat: 21.029, lng: 105.854 });
  });

  test('active, in Vietnamese', async () => {
    renderPage((p) => <CashlessStatusPage {...p} />, fakeHttp(statusOf('active')), 'vi_VN');
    expect((await screen.findByTestId('cashless-card')).textContent).toContain('Đã kích hoạt bảo lãnh');
    expect(screen.getByText('Cơ sở bảo lãnh gần nhất')).toBeTruthy();
  });

  test('a failed load shows the error view; tapping it loads again', async () => {
    let fail = true;
    const http = fakeHttp({ ...statusOf('none'), 'GET /cashless/status': () => (fail ? serverDown() : { status: 'none', activatedAt: null, appliedAt: null }) });
    renderPage((p) => <CashlessStatusPage {...p} />, http);
    const error = await screen.findByTestId('cashless-status-error');
    fail = false;
    fireEvent.click(error);
    await waitFor(() => expect(screen.getByTestId('cashless-not-applied')).toBeTruthy());
  });
});
