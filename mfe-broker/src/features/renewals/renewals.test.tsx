import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { BROKER_STAFF, renewal } from '../../test/fixtures';

const soon = renewal({ clientId: 4, clientName: 'Công ty CP Bình Tây', policyNo: 'GP-2026-000202', expiryDate: '2026-12-01', daysToExpiry: 0, activeMembers: 1 });
const later = renewal();

describe('Renewals (#/broker/renewals)', () => {
  test("policies ending within 60 days, the API's order (soonest first); each opens its client; the window stays in the address", async () => {
    const http = fakeHttp({ 'GET /broker/renewals': (call: { query?: unknown }) => ({ days: (call.query as { days: number }).days, today: '2026-12-01', items: [soon, later] }) });
    const page = renderRoute(remote, '/broker/renewals', { http, user: BROKER_STAFF });
    const rows = await screen.findAllByTestId('broker-renewal-row');
    expect(page.titles.at(-1)).toBe('Renewals');
    expect(http.to('GET /broker/renewals')[0].query).toEqual({ days: 60 });
    expect(rows.map((r) => r.getAttribute('data-policy'))).toEqual(['GP-2026-000202', 'GP-2026-000101']);
    expect(rows[0].textContent).toContain('GP-2026-000202 · Ends today · 1 member');
    expect(rows[1].textContent).toContain('Công ty TNHH Minh An31-01-2027');
    expect(rows[1].textContent).toContain('Ends in 45 days · 3 members');
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('#/broker/client?id=3');
    fireEvent.change(screen.getByTestId('broker-renewals-window'), { target: { value: '90' } });
    await waitFor(() => expect(window.location.hash).toBe('#/broker/renewals?days=90'));
    await waitFor(() => expect(http.to('GET /broker/renewals').at(-1)?.query).toEqual({ days: 90 }));
    page.cleanup();
  });

  test('none in the window, in Vietnamese; an error with a retry', async () => {
    const empty = renderRoute(remote, '/broker/renewals?days=30', { http: fakeHttp({ 'GET /broker/renewals': () => ({ days: 30, today: '2026-12-01', items: [] }) }), user: BROKER_STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('broker-renewals-empty')).textContent).toContain('Không có hợp đồng nhóm nào hết hạn trong vòng 30 ngày.');
    expect(empty.titles.at(-1)).toBe('Tái tục');
    empty.cleanup();
    const http = fakeHttp({ 'GET /broker/renewals': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return { days: 60, today: '2026-12-01', items: [later] }; } });
    const broken = renderRoute(remote, '/broker/renewals', { http, user: BROKER_STAFF });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('broker-renewal-row')).toBeTruthy();
    broken.cleanup();
  });
});
