import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import type { ExportJob, MyDataOverview, MyDataRequest } from '../../api/mydata';
import { remote } from '../../lifecycles';

const OVERVIEW: MyDataOverview = {
  profile: { userCode: 'SC00000002', fullName: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', phone: '0901234567', idType: 'citizen_id', idNumber: '079190000002', dateOfBirth: '1990-05-12', gender: 'female', createdAt: '2026-01-10T02:00:00.000Z' },
  sections: [
    { key: 'profile', count: 1 },
    { key: 'claims', count: 4 },
    { key: 'consents', count: 2 },
  ],
  closure: { erased: ['profile', 'cashless', 'messages', 'devices'], kept: [{ data: 'claims', until: '2036-11-20', basis: 'accounting' }, { data: 'policies', until: null, basis: 'insurance' }] },
};
const job = (over: Partial<ExportJob>): ExportJob => ({ id: 'job-abcdefgh', state: 'queued', progress: 0, createdAt: '2026-11-27T02:00:00.000Z', finishedAt: null, expiresAt: null, ...over });
const REQUEST: MyDataRequest = { id: 7, kind: 'correction', field: 'phone', details: 'new phone', state: 'acknowledged', reason: null, receivedAt: '2026-11-27T02:00:00.000Z', acknowledgeDue: '2026-12-01', doneDue: '2026-12-11', acknowledgedAt: '2026-11-28T02:00:00.000Z', closedAt: null, overdue: true };

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /mydata/overview': () => OVERVIEW,
  'GET /mydata/exports/latest': () => ({ job: null }),
  'GET /mydata/requests': () => ({ items: [] }),
  ...extra,
});

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}
afterEach(() => setOnline(true));

describe('My data (#/mydata)', () => {
  test('shows what is held, with a count per section (a section added by another team by its key)', async () => {
    const page = renderRoute(remote, '/mydata', { http: fakeHttp(routes()) });
    expect((await screen.findByTestId('mydata-held')).textContent).toContain('lan.tran@sencare.vn');
    expect(screen.getByTestId('mydata-count-claims').textContent).toBe('4');
    expect(screen.getByTestId('mydata-counts').textContent).toContain('consents');
    expect((await screen.findByTestId('mydata-requests-empty')).textContent).toContain('no requests yet');
    expect(page.titles.at(-1)).toBe('My data');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['What we hold', 'Download my data', 'My requests']);
    page.cleanup();
  });

  test('download: ask, see progress, then download with the expiry shown', async () => {
    const latest = [{ job: null }, { job: job({ state: 'running', progress: 40 }) }];
    const done = job({ state: 'done', progress: 100, finishedAt: '2026-11-27T02:01:00.000Z', expiresAt: '2099-11-30T02:01:00.000Z' });
    const http = fakeHttp(routes({
      'GET /mydata/exports/latest': (_c: unknown, n: number) => (n < latest.length ? latest[n] : { job: done }),
      'POST /mydata/exports': () => job({}),
      'POST /mydata/exports/job-abcdefgh/link': () => ({ path: '/mydata/exports/job-abcdefgh/download?token=t', expiresAt: '2099-11-27T02:16:00.000Z' }),
      'GET /mydata/exports/job-abcdefgh/download': () => new Blob(['zip']),
    }));
    const page = renderRoute(remote, '/mydata', { http, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('mydata-export-request'));
    await waitFor(() => expect(http.to('POST /mydata/exports')).toHaveLength(1));
    expect(http.to('POST /mydata/exports')[0].body).toEqual({ language: 'vi' });
    expect((await screen.findByTestId('mydata-export-progress')).textContent).toContain('Đang chuẩn bị dữ liệu');
    expect(screen.getByRole('progressbar', { name: /Đang chuẩn bị/ })).toBeTruthy();
    expect((await screen.findByTestId('mydata-export-expiry', undefined, { timeout: 15_000 })).textContent).toContain('2099');
    fireEvent.click(screen.getByTestId('mydata-export-download'));
    await waitFor(() => expect(http.to('GET /mydata/exports/job-abcdefgh/download')).toHaveLength(1));
    page.cleanup();
  });

  test('an expired link says so, translated', async () => {
    const http = fakeHttp(routes({
      'GET /mydata/exports/latest': () => ({ job: job({ state: 'done', progress: 100, expiresAt: '2099-01-01T00:00:00.000Z' }) }),
      'POST /mydata/exports/job-abcdefgh/link': () => {
        throw new ApiError(410, 'mydata.exportExpired', 410);
      },
    }));
    const page = renderRoute(remote, '/mydata', { http });
    fireEvent.click(await screen.findByTestId('mydata-export-download'));
    expect((await screen.findByTestId('mydata-export-error')).textContent).toBe('This archive has expired. Ask for a new one.');
    page.cleanup();
  });

  test('my requests show their state, dates and lateness', async () => {
    const page = renderRoute(remote, '/mydata', { http: fakeHttp(routes({ 'GET /mydata/requests': () => ({ items: [REQUEST] }) })) });
    const item = await screen.findByTestId('mydata-request');
    expect(within(item).getByTestId('mydata-request-state').textContent).toBe('Acknowledged');
    expect(item.textContent).toContain('Correction: Phone');
    expect(item.textContent).toContain('This request is late');
    page.cleanup();
  });

  test('loading, error with retry, and no signal with nothing saved', async () => {
    const loading = renderRoute(remote, '/mydata', { http: fakeHttp(routes({ 'GET /mydata/overview': pending })) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.cleanup();

    let fail = true;
    const http = fakeHttp(routes({
      'GET /mydata/overview': () => {
        if (fail) throw new ApiError(500, 'error.system', 500);
        return OVERVIEW;
      },
    }));
    const failing = renderRoute(remote, '/mydata', { http });
    const error = await screen.findByTestId('mydata-error');
    fail = false;
    fireEvent.click(error);
    await screen.findByTestId('mydata-held');
    failing.cleanup();

    setOnline(false);
    const offline = renderRoute(remote, '/mydata', { http: fakeHttp(routes({ 'GET /mydata/overview': pending })) });
    expect((await screen.findAllByTestId('offline-empty')).length).toBeGreaterThan(0);
    offline.cleanup();
  });
});

describe('Ask for a correction (#/mydata/correction)', () => {
  test('empty fields get translated errors and nothing is sent; the API error keeps what was typed', async () => {
    const http = fakeHttp(routes({ 'POST /mydata/requests/correction': () => { throw new ApiError(-1, 'error.system', 500); } }));
    const page = renderRoute(remote, '/mydata/correction', { http, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('mydata-correction-submit'));
    expect((await screen.findByTestId('mydata-correction-details-error')).textContent).toBe('Trường này là bắt buộc');
    expect(http.to('POST /mydata/requests/correction')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('mydata-correction-field-select'), { target: { value: 'phone' } });
    fireEvent.change(screen.getByTestId('mydata-correction-details-input'), { target: { value: 'Số mới 0912345678' } });
    fireEvent.click(screen.getByTestId('mydata-correction-submit'));
    await screen.findByTestId('form-error');
    expect(http.to('POST /mydata/requests/correction')[0].body).toEqual({ field: 'phone', details: 'Số mới 0912345678' });
    expect((screen.getByTestId('mydata-correction-details-input') as HTMLTextAreaElement).value).toBe('Số mới 0912345678');
    expect(screen.getByLabelText('Dữ liệu cần sửa')).toBeTruthy();
    page.cleanup();
  });
});

describe('Close my account (#/mydata/close)', () => {
  test('says what is deleted and what is kept until when, asks first, then files the request', async () => {
    const http = fakeHttp(routes({ 'POST /mydata/requests/closure': () => ({ request: { ...REQUEST, kind: 'closure', field: null, state: 'received' }, retention: OVERVIEW.closure }) }));
    const page = renderRoute(remote, '/mydata/close', { http });
    expect((await screen.findByTestId('mydata-close-kept')).textContent).toContain('Claims and their documents until 20-11-2036 (accounting records)');
    expect(screen.getByTestId('mydata-close-erased').textContent).toContain('Messages');
    fireEvent.click(screen.getByTestId('mydata-close-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You will not be able to sign in again');
    expect(http.to('POST /mydata/requests/closure')).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('Close account'));
    await waitFor(() => expect(http.to('POST /mydata/requests/closure')).toHaveLength(1));
    expect(http.to('POST /mydata/requests/closure')[0].body).toEqual({ confirm: true });
    page.cleanup();
  });

  test('a closure already open is said in Vietnamese', async () => {
    const http = fakeHttp(routes({ 'POST /mydata/requests/closure': () => { throw new ApiError(409, 'mydata.closureOpen', 409); } }));
    const page = renderRoute(remote, '/mydata/close', { http, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('mydata-close-submit'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Đóng tài khoản'));
    expect((await screen.findByTestId('mydata-close-error')).textContent).toContain('Bạn đã yêu cầu đóng tài khoản');
    page.cleanup();
  });
});
