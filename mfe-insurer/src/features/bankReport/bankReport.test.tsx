import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { BankReportResult } from '@sencare/shared/contracts';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { INSURER_USER } from '../../fixtures';

const CSV = 'claimNo,amount,reference\r\nCL-2026-000202,1200000,VCB-1\r\nCL-2026-000203,5,VCB-2\r\n';
const rows = (first: BankReportResult['rows'][number]['outcome']): BankReportResult['rows'] => [
  { line: 2, claimNo: 'CL-2026-000202', amount: 1_200_000, reference: 'VCB-1', outcome: first, reason: null },
  { line: 3, claimNo: 'CL-2026-000203', amount: 5, reference: 'VCB-2', outcome: 'refused', reason: 'bankReport.reason.amountMismatch' },
];
const checked: BankReportResult = { applied: false, rows: rows('wouldPay'), counts: { paid: 0, wouldPay: 1, already: 0, refused: 1 } };
const applied: BankReportResult = { applied: true, rows: rows('paid'), counts: { paid: 1, wouldPay: 0, already: 0, refused: 1 } };

async function choose(text: string) {
  fireEvent.change(await screen.findByTestId('bank-report-file'), { target: { files: [new File([text], 'vcb-28-11.csv', { type: 'text/csv' })] } });
  await screen.findByTestId('bank-report-file-name');
}

describe('Bank payment report (#/insurer/bank-report)', () => {
  test('the check lists every row and what applying would do; applying marks the matching claims paid, in Vietnamese', async () => {
    const http = fakeHttp({ 'POST /insurer/claims/bank-report': (call: { body?: unknown }) => ((call.body as { apply: boolean }).apply ? applied : checked) });
    const page = renderRoute(remote, '/insurer/bank-report', { http, user: INSURER_USER, language: 'vi_VN' });
    expect((await screen.findByTestId('bank-report-template')).getAttribute('href')).toContain('claimNo%2Camount%2Creference');
    await choose(CSV);
    expect(screen.getByTestId('bank-report-file-name').textContent).toBe('Đã chọn: vcb-28-11.csv');
    expect(screen.queryByTestId('bank-report-apply')).toBeNull();
    fireEvent.click(screen.getByTestId('bank-report-check'));
    await waitFor(() => expect(screen.getByTestId('bank-report-counts').textContent).toBe('1 sẽ đánh dấu đã thanh toán, 0 đã thanh toán trước đó, 1 bị từ chối'));
    const table = screen.getByTestId('bank-report-rows');
    expect(within(table).getAllByTestId('bank-report-outcome').map((o) => o.textContent)).toEqual(['Sẽ đánh dấu thanh toán', 'Bị từ chối — số tiền khác số tiền đã duyệt chi']);
    expect(http.to('POST /insurer/claims/bank-report')[0].body).toEqual({ csv: CSV, apply: false });
    fireEvent.click(screen.getByTestId('bank-report-apply'));
    await waitFor(() => expect(screen.getByTestId('bank-report-counts').textContent).toBe('1 vừa đánh dấu đã thanh toán, 0 đã thanh toán trước đó, 1 bị từ chối'));
    expect(http.to('POST /insurer/claims/bank-report')[1].body).toEqual({ csv: CSV, apply: true });
    expect(screen.queryByTestId('bank-report-apply')).toBeNull();
    page.cleanup();
  });

  test('no file, a file that is not a bank report, and a failed send are each said in words on the page; the file stays chosen', async () => {
    let answer: () => BankReportResult = () => {
      throw new ApiError(400, 'validation.bankReport.header', 400, { csv: 'validation.bankReport.header' });
    };
    const http = fakeHttp({ 'POST /insurer/claims/bank-report': () => answer() });
    const page = renderRoute(remote, '/insurer/bank-report', { http, user: INSURER_USER });
    fireEvent.click(await screen.findByTestId('bank-report-check'));
    expect((await screen.findByTestId('bank-report-file-field-error')).textContent).toBe("Choose the bank's CSV file first");
    expect(http.calls.filter((c) => c.path === '/insurer/claims/bank-report')).toHaveLength(0);
    await choose('name,amount\r\nx,1\r\n');
    fireEvent.click(screen.getByTestId('bank-report-check'));
    await waitFor(() => expect(screen.getByTestId('bank-report-file-field-error').textContent).toBe('This is not a bank report: the first row must be claimNo,amount,reference'));
    expect(screen.getByTestId('bank-report-file').getAttribute('aria-invalid')).toBe('true');
    answer = () => {
      throw new ApiError(503, 'error.unavailable', 503);
    };
    fireEvent.click(screen.getByTestId('bank-report-check'));
    expect((await screen.findByTestId('bank-report-error')).textContent).not.toBe('');
    expect(screen.queryByTestId('bank-report-file-field-error')).toBeNull();
    expect(screen.getByTestId('bank-report-file-name').textContent).toBe('Chosen: vcb-28-11.csv');
    page.cleanup();
  });

  test('the queue links to it', async () => {
    const http = fakeHttp({ 'GET /insurer/claims': { items: [], total: 0, totalCapped: false, nextCursor: null } });
    const page = renderRoute(remote, '/insurer', { http, user: INSURER_USER });
    expect((await screen.findByTestId('queue-bank-report')).getAttribute('href')).toBe('#/insurer/bank-report');
    page.cleanup();
  });
});
