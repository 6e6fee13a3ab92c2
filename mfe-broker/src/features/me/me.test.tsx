import { screen, waitFor } from '@testing-library/react';
import { expectLogoutAsksFirst, fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { AGENT_PROFILE, BROKER_STAFF, PROFILE } from '../../test/fixtures';

describe('Me (#/broker/me)', () => {
  test('the broker company with its code and status, the whole company as scope; log out asks first', async () => {
    const page = renderRoute(remote, '/broker/me', { http: fakeHttp({ 'GET /broker/me': () => PROFILE }), user: BROKER_STAFF, language: 'vi_VN' });
    await waitFor(() => expect(screen.getByTestId('broker-me-company').textContent).toBe('Saigon Insurance Brokers (BRK-SAIGON)'));
    expect(page.titles.at(-1)).toBe('Tôi');
    expect(screen.getByTestId('broker-me-status').textContent).toBe('Đang hoạt động');
    expect(screen.getByTestId('broker-me-agency').textContent).toBe('Toàn công ty');
    expect(screen.getByTestId('broker-me-access').textContent).toBe('Quản lý đại lý, nhân viên và quản trị nhân sự của khách hàng');
    await expectLogoutAsksFirst(page, 'broker-me-logout');
    page.cleanup();
  });

  test('an agent: their own agency, read only', async () => {
    const page = renderRoute(remote, '/broker/me', { http: fakeHttp({ 'GET /broker/me': () => AGENT_PROFILE }), user: BROKER_STAFF });
    await waitFor(() => expect(screen.getByTestId('broker-me-agency').textContent).toBe('Đại lý Quận 1 (AG-Q1)'));
    expect(screen.getByTestId('broker-me-access').textContent).toBe('Reads only');
    page.cleanup();
  });
});
