import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { INSURER_USER, queueClaim } from '../../fixtures';
import { fakeBlobUrls } from '../../testHelpers';

const user = INSURER_USER;
// jsdom has no blob URLs: the download hands the browser one (shared/src/ui/blobUrls.ts saveBlob).
fakeBlobUrls();

describe('Claims queue (#/insurer)', () => {
  test('oldest waiting first as the API sends them, with status, amount and days waiting; the row opens the assessment', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1), queueClaim(2, { status: 'waiting_originals' })], nextCursor: null, total: 2, totalCapped: false } });
    const page = renderRoute(remote, '/insurer', { http, user });
    const list = await screen.findByTestId('queue-list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['#/insurer/claim?id=CL-1', '#/insurer/claim?id=CL-2']);
    expect(rows[0].textContent).toContain('CLM-2026-000001');
    expect(rows[0].textContent).toContain('1,500,001 ₫');
    expect(rows[0].textContent).toContain('Waiting 29 days');
    expect(rows[1].textContent).toContain('Waiting for original documents for settlement');
    expect(screen.getByTestId('queue-count').textContent).toBe('2 claims, oldest waiting first');
    expect(http.to('GET /insurer/claims')[0].query).toEqual({ pageSize: 20 });
    expect(page.titles.at(-1)).toBe('Claims queue');
    page.cleanup();
  });

  test('CSV of the filtered queue, in Vietnamese: fetched with the filters of the view and saved under the day; a failure says so', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let fail = false;
    const http = fakeHttp({
      '/insurer/claims': { items: [queueClaim(1)], nextCursor: null, total: 1, totalCapped: false },
      'GET /insurer/claims.csv': () => {
        if (fail) throw new ApiError(5, 'error.network', 0);
        return new Blob(['\uFEFFclaim_no\r\n'], { type: 'text/csv' });
      },
    });
    const page = renderRoute(remote, '/insurer?status=processing&minAmount=1000000', { http, user, language: 'vi_VN' });
    const button = await screen.findByRole('button', { name: 'Tải CSV' });
    expect(button.getAttribute('aria-describedby')).toBe('queue-csv-hint');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^claims-queue-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(http.calls.find((c) => c.path.startsWith('/insurer/claims.csv'))?.path).toBe('/insurer/claims.csv?status=processing&minAmount=1000000');
    fail = true;
    fireEvent.click(button);
    expect((await screen.findByTestId('queue-csv-error')).textContent).toBe('Không tải được tệp CSV. Hãy thử lại.');
    click.mockRestore();
    page.cleanup();
  });

  test('filters go to the hash and to the API: status, waiting at least N days, amount range', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1)], nextCursor: null, total: 1, totalCapped: false } });
    const page = renderRoute(remote, '/insurer', { http, user });
    await screen.findByTestId('queue-list');
    fireEvent.change(within(screen.getByTestId('filter-status')).getByRole('combobox'), { target: { value: 'processing' } });
    fireEvent.change(screen.getByLabelText('Waiting at least (days)'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Amount from (₫)'), { target: { value: '1,000,000' } });
    fireEvent.change(screen.getByLabelText('Amount up to (₫)'), { target: { value: '5000000' } });
    expect((screen.getByLabelText('Amount up to (₫)') as HTMLInputElement).value).toBe('5,000,000');
    fireEvent.click(screen.getByTestId('filters-apply'));
    await waitFor(() => expect(window.location.hash).toBe('#/insurer?status=processing&minAgeDays=7&minAmount=1000000&maxAmount=5000000'));
    await waitFor(() => expect(http.to('GET /insurer/claims').at(-1)?.query).toEqual({ status: 'processing', minAgeDays: 7, minAmount: 1_000_000, maxAmount: 5_000_000, pageSize: 20 }));
    page.cleanup();
  });

  test('an upper amount below the lower one is refused in the form, translated', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1)], nextCursor: null, total: 1, totalCapped: false } });
    const page = renderRoute(remote, '/insurer', { http, user, language: 'vi_VN' });
    await screen.findByTestId('queue-list');
    fireEvent.change(screen.getByLabelText('Số tiền từ (₫)'), { target: { value: '5000000' } });
    fireEvent.change(screen.getByLabelText('Số tiền đến (₫)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('filters-apply'));
    expect(await screen.findByText('Số tiền đến không được nhỏ hơn số tiền từ')).toBeTruthy();
    expect(screen.getByLabelText('Số tiền đến (₫)').getAttribute('aria-invalid')).toBe('true');
    expect(http.to('GET /insurer/claims')).toHaveLength(1);
    page.cleanup();
  });

  test('filters in the link are applied at once', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [], nextCursor: null, total: 0, totalCapped: false } });
    const page = renderRoute(remote, '/insurer?status=to_be_paid&minAgeDays=3', { http, user });
    expect(await screen.findByTestId('queue-empty')).toBeTruthy();
    expect(screen.getByText('No claims match these filters.')).toBeTruthy();
    expect(http.to('GET /insurer/claims')[0].query).toEqual({ status: 'to_be_paid', minAgeDays: 3, pageSize: 20 });
    expect((screen.getByLabelText('Waiting at least (days)') as HTMLInputElement).value).toBe('3');
    page.cleanup();
  });

  test('pages: "Load more" asks for the next 20 until all are shown', async () => {
    const first = Array.from({ length: 20 }, (_, i) => queueClaim(i + 1));
    const http = fakeHttp({ '/insurer/claims': (call) => (call.query?.cursor === undefined ? { items: first, nextCursor: 'c20', total: 21, totalCapped: false } : { items: [queueClaim(21)], nextCursor: null, total: 21, totalCapped: false }) });
    const page = renderRoute(remote, '/insurer', { http, user });
    const links = () => screen.getByTestId('queue-list').querySelectorAll('a').length;
    await screen.findByTestId('queue-list');
    expect(links()).toBe(20);
    fireEvent.click(screen.getByTestId('queue-more'));
    await waitFor(() => expect(links()).toBe(21));
    expect(http.to('GET /insurer/claims').at(-1)?.query).toMatchObject({ cursor: 'c20' });
    expect(screen.queryByTestId('queue-more')).toBeNull();
    page.cleanup();
  });

  test('loading, then an error view whose retry asks again', async () => {
    const loading = renderRoute(remote, '/insurer', { http: fakeHttp({ '/insurer/claims': pending }), user });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();

    const http = fakeHttp({ '/insurer/claims': (_call, n) => (n === 0 ? new ApiError(500, 'error.system', 500) : { items: [queueClaim(1)], nextCursor: null, total: 1, totalCapped: false }) });
    const broken = renderRoute(remote, '/insurer', { http, user, language: 'vi_VN' });
    const error = await screen.findByTestId('queue-error');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('queue-list')).toBeTruthy();
    broken.cleanup();
  });
});
