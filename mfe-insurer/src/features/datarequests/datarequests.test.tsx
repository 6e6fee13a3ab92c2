import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import type { DataRequest } from '../../api/dataRequests';
import { INSURER_USER } from '../../fixtures';
import { remote } from '../../lifecycles';
import { confirmInDialog } from '../../testHelpers';

const user = INSURER_USER;
const request = (over: Partial<DataRequest> = {}): DataRequest => ({
  id: 12,
  kind: 'correction',
  field: 'phone',
  details: 'My phone is now 0912 345 678',
  state: 'received',
  reason: null,
  receivedAt: '2026-11-27T02:00:00.000Z',
  acknowledgeDue: '2026-12-01',
  doneDue: '2026-12-11',
  acknowledgedAt: null,
  closedAt: null,
  overdue: false,
  customer: { userCode: 'SC00000002', fullName: 'Trần Thị Lan', status: 'effective' },
  ...over,
});

describe('Data requests (#/insurer/data-requests)', () => {
  test('open requests, soonest due first, late ones marked; filters live in the hash', async () => {
    const http = fakeHttp({ 'GET /insurer/mydata-requests': { items: [request({ id: 3, overdue: true }), request({ id: 4, kind: 'closure', field: null })], page: 1, pageSize: 100, total: 2 } });
    const page = renderRoute(remote, '/insurer/data-requests', { http, user });
    const late = await screen.findByTestId('data-request-item-3');
    expect(late.getAttribute('data-overdue')).toBe('true');
    expect(within(late).getByTestId('data-request-overdue').textContent).toBe('Overdue');
    expect(screen.getByTestId('data-request-item-4').getAttribute('href')).toBe('#/insurer/data-request?id=4');
    expect(http.to('GET /insurer/mydata-requests')[0].query).toMatchObject({ state: 'open', kind: 'all' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'closure' } });
    await waitFor(() => expect(window.location.hash).toBe('#/insurer/data-requests?kind=closure'));
    expect(page.titles.at(-1)).toBe('Data requests');
    page.cleanup();
  });

  test('empty (in Vietnamese), loading and error states', async () => {
    const empty = renderRoute(remote, '/insurer/data-requests', { http: fakeHttp({ 'GET /insurer/mydata-requests': { items: [], page: 1, pageSize: 100, total: 0 } }), user, language: 'vi_VN' });
    expect((await screen.findByTestId('data-requests-empty')).textContent).toContain('Không có yêu cầu nào.');
    empty.cleanup();
    const loading = renderRoute(remote, '/insurer/data-requests', { http: fakeHttp({ 'GET /insurer/mydata-requests': pending }), user });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const failing = renderRoute(remote, '/insurer/data-requests', { http: fakeHttp({ 'GET /insurer/mydata-requests': new ApiError(500, 'error.system', 500) }), user });
    expect(await screen.findByTestId('data-requests-error')).toBeTruthy();
    failing.cleanup();
  });
});

describe('One data request (#/insurer/data-request?id=…)', () => {
  test('acknowledge, after a confirmation', async () => {
    const http = fakeHttp({ 'GET /insurer/mydata-requests/12': request(), 'POST /insurer/mydata-requests/12/actions': request({ state: 'acknowledged', acknowledgedAt: '2026-11-28T02:00:00.000Z' }), 'GET /insurer/mydata-requests': { items: [], page: 1, pageSize: 100, total: 0 } });
    const page = renderRoute(remote, '/insurer/data-request?id=12', { http, user });
    expect((await screen.findByTestId('data-request-details')).textContent).toBe('My phone is now 0912 345 678');
    fireEvent.click(screen.getByRole('radio', { name: 'Acknowledge' }));
    fireEvent.click(screen.getByTestId('data-request-submit'));
    await confirmInDialog('Acknowledge');
    await waitFor(() => expect(http.to('POST /insurer/mydata-requests/12/actions')).toHaveLength(1));
    expect(http.to('POST /insurer/mydata-requests/12/actions')[0].body).toEqual({ action: 'acknowledge' });
    expect((await screen.findByTestId('data-request-state')).textContent).toBe('Acknowledged');
    page.cleanup();
  });

  test('a refusal needs a reason (translated), then sends it; a request handled meanwhile says so', async () => {
    const http = fakeHttp({ 'GET /insurer/mydata-requests/12': request({ state: 'acknowledged' }), 'POST /insurer/mydata-requests/12/actions': new ApiError(409, 'mydata.wrongState', 409) });
    const page = renderRoute(remote, '/insurer/data-request?id=12', { http, user, language: 'vi_VN' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Từ chối' }));
    fireEvent.click(screen.getByTestId('data-request-submit'));
    expect((await screen.findByText('Nhập lý do để khách hàng đọc')).getAttribute('role')).toBe('alert');
    fireEvent.change(screen.getByLabelText('Lý do (khách hàng sẽ đọc)'), { target: { value: 'Cần giấy tờ gốc' } });
    fireEvent.click(screen.getByTestId('data-request-submit'));
    await confirmInDialog('Từ chối');
    expect((await screen.findByTestId('data-request-error')).textContent).toContain('Yêu cầu này đã được xử lý');
    expect(http.to('POST /insurer/mydata-requests/12/actions')[0].body).toEqual({ action: 'refuse', reason: 'Cần giấy tờ gốc' });
    page.cleanup();
  });

  test('closing an account warns what it does; a finished request has no actions', async () => {
    const http = fakeHttp({ 'GET /insurer/mydata-requests/12': request({ kind: 'closure', field: null, state: 'acknowledged' }) });
    const page = renderRoute(remote, '/insurer/data-request?id=12', { http, user });
    fireEvent.click(await screen.findByRole('radio', { name: 'Close the account' }));
    fireEvent.click(screen.getByTestId('data-request-submit'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('can no longer sign in');
    page.cleanup();

    const done = renderRoute(remote, '/insurer/data-request?id=12', { http: fakeHttp({ 'GET /insurer/mydata-requests/12': request({ state: 'done', closedAt: '2026-11-28T02:00:00.000Z', reason: 'Updated' }) }), user });
    expect((await screen.findByTestId('data-request-reason')).textContent).toBe('Updated');
    expect(screen.queryByTestId('data-request-form')).toBeNull();
    done.cleanup();
  });
});

describe('applying a correction', () => {
  test('a profile field takes its corrected value, sent with the completion', async () => {
    const http = fakeHttp({ 'GET /insurer/mydata-requests/12': request({ state: 'acknowledged' }), 'POST /insurer/mydata-requests/12/actions': request({ state: 'done', closedAt: '2026-11-28T02:00:00.000Z' }), 'GET /insurer/mydata-requests': { items: [], page: 1, pageSize: 100, total: 0 } });
    const page = renderRoute(remote, '/insurer/data-request?id=12', { http, user });
    fireEvent.click(await screen.findByRole('radio', { name: 'Correction applied' }));
    fireEvent.change(screen.getByLabelText('Corrected Phone'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByTestId('data-request-submit'));
    await confirmInDialog('Correction applied');
    await waitFor(() => expect(http.to('POST /insurer/mydata-requests/12/actions')).toHaveLength(1));
    expect(http.to('POST /insurer/mydata-requests/12/actions')[0].body).toEqual({ action: 'complete', value: '0912345678' });
    page.cleanup();
  });
});
