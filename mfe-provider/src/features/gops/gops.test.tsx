import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { gop, STAFF } from '../../test/fixtures';

const older = gop({ id: 5, caseNo: 'GOP-2026-000005', status: 'assessed', guaranteedAmount: 20_000_000, createdAt: '2026-02-01T08:00:00.000Z', patientName: 'Phạm Văn Hòa' });
const newer = gop({ id: 7, caseNo: 'GOP-2026-000007', status: 'to_be_replied', createdAt: '2026-03-02T08:00:00.000Z' });

describe('Guarantee requests (#/provider/gops)', () => {
  test('newest first, with state, patient, admission and amounts; each row links to its GOP', async () => {
    const http = fakeHttp({ 'GET /provider/gops': () => ({ items: [older, newer], nextCursor: null, total: 2, totalCapped: false }) });
    const page = renderRoute(remote, '/provider/gops', { http, user: STAFF });
    await screen.findAllByTestId('gop-row');
    expect(page.titles.at(-1)).toBe('Guarantee requests');
    const rows = screen.getAllByTestId('gop-row');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['to_be_replied', 'assessed']);
    expect(rows[0].textContent).toContain('To be replied');
    expect(rows[1].textContent).toContain('Phạm Văn Hòa');
    expect(rows[1].textContent).toContain('Admitted 02-03-2026');
    expect(rows[1].textContent).toContain('Guaranteed: 20,000,000 ₫');
    expect(rows[0].querySelector('a')?.getAttribute('href')).toBe('#/provider/gop?id=7');
    expect(http.to('GET /provider/gops')[0].query).toEqual({ status: undefined, pageSize: 20 });
    page.cleanup();
  });

  test('the status filter asks the API for that state and keeps it in the address (vi)', async () => {
    const http = fakeHttp({ 'GET /provider/gops': () => ({ items: [], nextCursor: null, total: 0, totalCapped: false }) });
    const page = renderRoute(remote, '/provider/gops', { http, user: STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('gop-list-empty')).textContent).toContain('Chưa có yêu cầu bảo lãnh nào. Hãy tra cứu bệnh nhân để tạo yêu cầu.');
    fireEvent.change(screen.getByLabelText('Lọc theo trạng thái'), { target: { value: 'to_be_replied' } });
    await waitFor(() => expect(window.location.hash).toBe('#/provider/gops?status=to_be_replied'));
    await waitFor(() => expect(http.to('GET /provider/gops').at(-1)?.query?.status).toBe('to_be_replied'));
    expect((await screen.findByTestId('gop-list-empty')).textContent).toContain('Chưa có yêu cầu bảo lãnh nào ở đây.');
    page.cleanup();
  });

  test('more pages load on request', async () => {
    const http = fakeHttp({ 'GET /provider/gops': (_call: unknown, n: number) => (n === 0 ? { items: [newer], nextCursor: 'c1', total: 2, totalCapped: false } : { items: [older], nextCursor: null, total: 2, totalCapped: false }) });
    const page = renderRoute(remote, '/provider/gops', { http, user: STAFF });
    fireEvent.click(await screen.findByTestId('gop-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('gop-row')).toHaveLength(2));
    expect(http.to('GET /provider/gops')[1].query?.cursor).toBe('c1');
    expect(screen.queryByTestId('gop-list-more')).toBeNull();
    page.cleanup();
  });

  test('loading, then error with retry', async () => {
    const loading = renderRoute(remote, '/provider/gops', { http: fakeHttp({ 'GET /provider/gops': pending }), user: STAFF });
    expect(screen.queryByTestId('gop-row')).toBeNull();
    loading.cleanup();
    const http = fakeHttp({ 'GET /provider/gops': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return { items: [newer], nextCursor: null, total: 1, totalCapped: false }; } });
    const broken = renderRoute(remote, '/provider/gops', { http, user: STAFF });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('gop-row')).toBeTruthy();
    broken.cleanup();
  });
});
