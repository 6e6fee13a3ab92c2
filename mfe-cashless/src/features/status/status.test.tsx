import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { CITIES, page, provider, serverDown } from '../../test/fixtures';
import { forgetDeviceLocationForTests } from '../providers/useDeviceLocation';
import { CashlessStatusPage } from './CashlessStatusPage';

beforeEach(() => {
  forgetDeviceLocationForTests();
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
  window.location.hash = '#/cashless';
});

type Rejection = { at: string; reason: string | null } | null;
const statusOf = (status: 'none' | 'pending' | 'active', rejection: Rejection = null, activatedAt = '2026-11-21T02:00:00.000Z') => ({
  'GET /cashless/status': () => ({ status, appliedAt: status === 'none' ? null : '2026-11-20T02:00:00.000Z', activatedAt: status === 'active' ? activatedAt : null, rejection }),
  'GET /providers/cities': () => CITIES,
  'GET /providers': () => page([provider(1, { name: 'Bệnh viện Hồng Ngọc', cashless: true, distanceKm: 0.45 }), provider(3, { cashless: true })]),
});

describe('#/cashless status page', () => {
  test('not applied: explains the benefit, says the customer has not applied, and offers to apply (en)', async () => {
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http: fakeHttp(statusOf('none')) });
    expect((await screen.findByTestId('cashless-not-applied')).textContent).toContain('Customer has not applied for cashless service');
    expect(screen.getByText('Get treated without paying up front')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cashless-apply'));
    expect(window.location.hash).toBe('#/cashless/apply');
    expect(titles[titles.length - 1]).toBe('Cashless service');
    expect(screen.queryByTestId('cashless-rejected')).toBeNull();
  });

  test('not applied, in Vietnamese', async () => {
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http: fakeHttp(statusOf('none')), language: 'vi_VN' });
    expect((await screen.findByTestId('cashless-not-applied')).textContent).toContain('Khách hàng chưa đăng ký dịch vụ bảo lãnh viện phí');
    expect((screen.getByTestId('cashless-apply')).textContent).toContain('Đăng ký bảo lãnh viện phí');
    expect(titles[titles.length - 1]).toBe('Bảo lãnh viện phí');
  });

  test.each([
    ['en_US', 'Application under review', 'Your application is pending review', 'You applied on 20-11-2026'],
    ['vi_VN', 'Hồ sơ đang xét duyệt', 'Hồ sơ của bạn đang chờ xét duyệt', 'Bạn đã đăng ký ngày 20-11-2026'],
  ] as const)('pending (%s): the title and the body both say the insurer is reviewing, since the application date', async (language, title, heading, text) => {
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http: fakeHttp(statusOf('pending')), language: language });
    const pending = await screen.findByTestId('cashless-pending');
    expect(pending.textContent).toContain(heading);
    expect(pending.textContent).toContain(text);
    expect(titles[titles.length - 1]).toBe(title);
    expect(screen.queryByTestId('cashless-card')).toBeNull();
    expect(screen.queryByTestId('cashless-apply')).toBeNull();
  });

  test.each([
    ['en_US', 'Application not approved', 'Your application was not approved', 'The insurer decided on 22-11-2026.', 'Reason: Ảnh mặt sau bị mờ', 'Apply again'],
    ['vi_VN', 'Hồ sơ chưa được chấp thuận', 'Hồ sơ của bạn chưa được chấp thuận', 'Công ty bảo hiểm đã xét duyệt ngày 22-11-2026.', 'Lý do: Ảnh mặt sau bị mờ', 'Đăng ký lại'],
  ] as const)("rejected (%s): says so in the title and the body, with the insurer's reason and a way to apply again", async (language, title, heading, decided, reason, again) => {
    const http = fakeHttp(statusOf('none', { at: '2026-11-22T03:00:00.000Z', reason: 'Ảnh mặt sau bị mờ' }));
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http, language: language });
    const rejected = await screen.findByTestId('cashless-rejected');
    expect(rejected.textContent).toContain(heading);
    expect(rejected.textContent).toContain(decided);
    expect(screen.getByTestId('cashless-rejection-reason').textContent).toBe(reason);
    expect(titles[titles.length - 1]).toBe(title);
    // Not "never applied": the customer did apply.
    expect(screen.queryByTestId('cashless-not-applied')).toBeNull();
    const apply = screen.getByTestId('cashless-apply');
    expect(apply.textContent).toBe(again);
    fireEvent.click(apply);
    expect(window.location.hash).toBe('#/cashless/apply');
  });

  test('rejected without a note: says what to check before applying again', async () => {
    renderPage(remote, <CashlessStatusPage />, { http: fakeHttp(statusOf('none', { at: '2026-11-22T03:00:00.000Z', reason: null })) });
    expect((await screen.findByTestId('cashless-rejection-reason')).textContent).toContain('No reason was given');
  });

  test('active: shows the digital card and the nearest cashless providers with their distance', async () => {
    const http = fakeHttp(statusOf('active'));
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http });
    const card = await screen.findByTestId('cashless-card');
    expect(screen.getByTestId('cashless-card-since').textContent).toBe('21-11-2026');
    expect(titles[titles.length - 1]).toBe('Cashless service active');
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

  test('active, the signal lost before the nearest providers came: it says nothing is saved instead of loading for ever; Try again brings them back online', async () => {
    let citiesArrive: (cities: typeof CITIES) => void = () => undefined;
    const routes = { ...statusOf('active'), 'GET /providers/cities': () => new Promise<typeof CITIES>((resolve) => (citiesArrive = resolve)) };
    const http = fakeHttp(routes);
    renderPage(remote, <CashlessStatusPage />, { http });
    await screen.findByTestId('cashless-card');
    await waitFor(() => expect(http.to('GET /providers/cities')).toHaveLength(1));
    onlineManager.setOnline(false);
    try {
      citiesArrive(CITIES);
      const offline = await screen.findByTestId('nearest-offline');
      expect(offline.textContent).toContain('No connection, and this page has not been saved on this phone yet.');
      expect(http.calls.filter((c) => c.path === '/providers')).toHaveLength(0);
      onlineManager.setOnline(true);
      fireEvent.click(offline.querySelector('button') as HTMLButtonElement);
      expect((await screen.findByTestId('nearest-providers')).textContent).toContain('Bệnh viện Hồng Ngọc');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  test('active, in Vietnamese: the title says active too, and active since the approval date', async () => {
    const { titles } = renderPage(remote, <CashlessStatusPage />, { http: fakeHttp(statusOf('active', null, '2026-03-05T02:00:00.000Z')), language: 'vi_VN' });
    const card = await screen.findByTestId('cashless-card');
    expect(card.textContent).toContain('Đã kích hoạt bảo lãnh');
    expect(card.textContent).toContain('Kích hoạt từ05-03-2026');
    expect(screen.getByText('Cơ sở bảo lãnh gần nhất')).toBeTruthy();
    expect(titles[titles.length - 1]).toBe('Bảo lãnh viện phí đã kích hoạt');
  });

  test('active with no known activation date: no made-up date (never today)', async () => {
    renderPage(remote, <CashlessStatusPage />, { http: fakeHttp({ ...statusOf('active'), 'GET /cashless/status': () => ({ status: 'active', appliedAt: null, activatedAt: null, rejection: null }) }) });
    const card = await screen.findByTestId('cashless-card');
    expect(screen.queryByTestId('cashless-card-since')).toBeNull();
    expect(card.textContent).not.toContain('Active since');
  });

  test('a failed load shows the error view; tapping it loads again', async () => {
    let fail = true;
    const http = fakeHttp({ ...statusOf('none'), 'GET /cashless/status': () => (fail ? serverDown() : { status: 'none', activatedAt: null, appliedAt: null, rejection: null }) });
    renderPage(remote, <CashlessStatusPage />, { http });
    const error = await screen.findByTestId('cashless-status-error');
    fail = false;
    fireEvent.click(error);
    await waitFor(() => expect(screen.getByTestId('cashless-not-applied')).toBeTruthy());
  });
});
