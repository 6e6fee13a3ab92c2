import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { ClaimStatusName } from '@sencare/shared/rules';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { claimDetail, INSURER_USER } from '../../fixtures';
import { confirmInDialog, fakeBlobUrls } from '../../testHelpers';
import type { InsurerClaimDetail } from '../../api/types';

const user = INSURER_USER;
const blobs = fakeBlobUrls();

/** The claim routes, with the claim moved by each action as the API would (GET answers the new state). */
function api(detail: InsurerClaimDetail = claimDetail(), next: (body: Record<string, unknown>) => InsurerClaimDetail | Error = (body) => ({ ...detail, status: 'settled', reimbursementAmount: (body.reimbursementAmount as number) ?? null })) {
  let current = detail;
  return fakeHttp({
    'GET /insurer/claims/CL-1': () => current,
    'POST /insurer/claims/CL-1/actions': (call) => {
      const answer = next(call.body ?? {});
      if (answer instanceof Error) return answer;
      current = answer;
      return answer;
    },
  });
}

const open = (detail?: InsurerClaimDetail, options: { language?: 'en_US' | 'vi_VN'; http?: ReturnType<typeof api> } = {}) => {
  const http = options.http ?? api(detail);
  return { http, page: renderRoute(remote, '/insurer/claim?id=CL-1', { http, user, language: options.language }) };
};

const offered = () => within(screen.getByTestId('claim-action-choice')).getAllByRole('radio').map((r) => r.textContent);
const choose = (label: string) => fireEvent.click(within(screen.getByTestId('claim-action-choice')).getByRole('radio', { name: label }));

// A slow shared machine: a whole form filled and confirmed takes a few seconds in jsdom.

describe('Claim assessment (#/insurer/claim?id=…)', () => {
  test('the claim facts, fee lines, documents and history', async () => {
    const { page } = open();
    expect((await screen.findByTestId('claim-no')).textContent).toBe('CL-1');
    expect(screen.getByTestId('claim-status').textContent).toBe('Processing');
    expect(screen.getByTestId('claim-insured').textContent).toBe('Trần Thị Lan');
    expect(screen.getByTestId('claim-request-amount').textContent).toBe('1,500,000 ₫');
    expect(screen.getByTestId('fee-lines').textContent).toContain('Medicine');
    expect(within(screen.getByTestId('claim-documents')).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('timeline').textContent).toContain('Customer');
    expect(page.titles.at(-1)).toBe('Claim assessment');
    page.cleanup();
  });

  test.each<[ClaimStatusName, string[]]>([
    ['processing', ['Request documents', 'Request revision', 'Request originals', 'Settle', 'Deny', 'Close as cancelled']],
    ['waiting_originals', ['Originals received']],
    ['settled', ['Approve payment']],
    ['to_be_paid', ['Mark paid', 'Payment failed']],
    ['payment_failed', ['Retry payment']],
    ['paid', ['Finish']],
  ])('from %s it offers exactly the state machine\'s insurer moves', async (status, labels) => {
    const { page } = open(claimDetail({ status }));
    await screen.findByTestId('claim-action-choice');
    expect(offered()).toEqual(labels);
    page.cleanup();
  });

  test('a closed claim offers nothing; the API\'s own list narrows the offer', async () => {
    const closed = open(claimDetail({ status: 'denied' }));
    expect((await screen.findByTestId('claim-no-actions')).textContent).toBe('Nothing more can be done by the insurer in this status.');
    closed.page.cleanup();
    const narrowed = open(claimDetail({ actions: ['settle', 'deny'] }));
    await screen.findByTestId('claim-action-choice');
    expect(offered()).toEqual(['Settle', 'Deny']);
    narrowed.page.cleanup();
  });

  test('settle: a decision per line, the total follows, confirmed, and the body carries every line', async () => {
    const { http, page } = open();
    await screen.findByTestId('claim-action-choice');
    choose('Settle');
    expect(screen.getByTestId('settle-total').textContent).toBe('Total to reimburse: 1,500,000 ₫');
    fireEvent.click(within(screen.getByTestId('line-12-decision')).getByRole('radio', { name: 'Reduce' }));
    fireEvent.change(within(screen.getByTestId('line-12-amount')).getByRole('textbox'), { target: { value: '600000' } });
    fireEvent.change(within(screen.getByTestId('line-12-reason')).getByRole('textbox'), { target: { value: 'Generic medicine only' } });
    fireEvent.click(within(screen.getByTestId('line-11-decision')).getByRole('radio', { name: 'Reject' }));
    fireEvent.change(within(screen.getByTestId('line-11-reason')).getByRole('textbox'), { target: { value: 'Not covered' } });
    expect(screen.getByTestId('settle-total').textContent).toBe('Total to reimburse: 600,000 ₫');
    fireEvent.click(screen.getByTestId('settle-submit'));
    expect(await screen.findByText('Settle this claim for 600,000 ₫?')).toBeTruthy();
    expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(0);
    await confirmInDialog('Settle');
    await waitFor(() => expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(1));
    expect(http.to('POST /insurer/claims/CL-1/actions')[0].body).toEqual({
      action: 'settle',
      lines: [
        { feeItemId: 11, decision: 'reject', amount: 0, reason: 'Not covered' },
        { feeItemId: 12, decision: 'reduce', amount: 600_000, reason: 'Generic medicine only' },
      ],
      reimbursementAmount: 600_000,
    });
    await waitFor(() => expect(screen.getByTestId('claim-status').textContent).toBe('Settled'));
    page.cleanup();
  });

  test('settle: a reduction needs an amount below the line and a reason, said in the form', async () => {
    const { http, page } = open(undefined, { language: 'vi_VN' });
    await screen.findByTestId('claim-action-choice');
    choose('Giải quyết bồi thường');
    fireEvent.click(within(screen.getByTestId('line-11-decision')).getByRole('radio', { name: 'Giảm' }));
    fireEvent.change(within(screen.getByTestId('line-11-amount')).getByRole('textbox'), { target: { value: '500000' } });
    fireEvent.click(screen.getByTestId('settle-submit'));
    expect(await screen.findByText('Số tiền giảm phải lớn hơn 0 và nhỏ hơn 500,000 ₫')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập lý do giảm hoặc từ chối khoản này')).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(0);
    page.cleanup();
  });

  test('request a supplement: a checklist with a reason per document and a deadline', async () => {
    const { http, page } = open(undefined, { http: api(claimDetail(), () => claimDetail({ status: 'supplement_requested' })) });
    await screen.findByTestId('claim-action-choice');
    choose('Request documents');
    fireEvent.click(screen.getByTestId('supplement-submit'));
    expect(await screen.findByText('List at least one requested document')).toBeTruthy();
    expect(screen.getByText('Please enter the deadline')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discharge paper' }));
    fireEvent.change(screen.getByLabelText('Why is the Invoice needed?'), { target: { value: 'The VAT invoice is unreadable' } });
    fireEvent.click(screen.getByTestId('supplement-submit'));
    expect(await screen.findByText('Please enter the reason')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why is the Discharge paper needed?'), { target: { value: 'Inpatient stay' } });
    fireEvent.change(within(screen.getByTestId('supplement-deadline')).getByRole('textbox'), { target: { value: '31122099' } });
    fireEvent.click(screen.getByTestId('supplement-submit'));
    await confirmInDialog('Request documents');
    await waitFor(() => expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(1));
    expect(http.to('POST /insurer/claims/CL-1/actions')[0].body).toEqual({
      action: 'requestSupplement',
      requestedItems: [
        { code: 'invoice', reason: 'The VAT invoice is unreadable' },
        { code: 'discharge_paper', reason: 'Inpatient stay' },
      ],
      deadline: '2099-12-31',
    });
    page.cleanup();
  });

  test('a past deadline is refused before sending', async () => {
    const { http, page } = open();
    await screen.findByTestId('claim-action-choice');
    choose('Request documents');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice' }));
    fireEvent.change(screen.getByLabelText('Why is the Invoice needed?'), { target: { value: 'x' } });
    fireEvent.change(within(screen.getByTestId('supplement-deadline')).getByRole('textbox'), { target: { value: '01012020' } });
    fireEvent.click(screen.getByTestId('supplement-submit'));
    expect(await screen.findByText('The deadline cannot be in the past')).toBeTruthy();
    expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(0);
    page.cleanup();
  });

  test('deny needs a reason; revision sends its note', async () => {
    const { http, page } = open(undefined, { http: api(claimDetail(), () => claimDetail({ status: 'denied' })) });
    await screen.findByTestId('claim-action-choice');
    choose('Deny');
    fireEvent.click(screen.getByTestId('deny-submit'));
    expect(await screen.findByText('Please enter the reason')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Pre-existing condition ' } });
    fireEvent.click(screen.getByTestId('deny-submit'));
    await confirmInDialog('Deny');
    await waitFor(() => expect(http.to('POST /insurer/claims/CL-1/actions')[0]?.body).toEqual({ action: 'deny', note: 'Pre-existing condition' }));
    page.cleanup();
  });

  test('mark paid and payment failed (with its reason) from to be paid', async () => {
    const paid = open(claimDetail({ status: 'to_be_paid' }), { http: api(claimDetail({ status: 'to_be_paid' }), () => claimDetail({ status: 'paid' })) });
    await screen.findByTestId('claim-action-choice');
    choose('Mark paid');
    fireEvent.click(screen.getByTestId('markPaid-submit'));
    await confirmInDialog('Mark paid');
    await waitFor(() => expect(paid.http.to('POST /insurer/claims/CL-1/actions')[0]?.body).toEqual({ action: 'markPaid' }));
    paid.page.cleanup();

    const failed = open(claimDetail({ status: 'to_be_paid' }), { http: api(claimDetail({ status: 'to_be_paid' }), () => claimDetail({ status: 'payment_failed' })) });
    await screen.findByTestId('claim-action-choice');
    choose('Payment failed');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Account closed' } });
    fireEvent.click(screen.getByTestId('paymentFailed-submit'));
    await confirmInDialog('Payment failed');
    await waitFor(() => expect(failed.http.to('POST /insurer/claims/CL-1/actions')[0]?.body).toEqual({ action: 'paymentFailed', note: 'Account closed' }));
    failed.page.cleanup();
  });

  test('Request documents: the note is optional (no note sent); the API’s refusals sit under the fields they name, in both languages', async () => {
    for (const language of ['en_US', 'vi_VN'] as const) {
      const http = api(claimDetail(), () => new ApiError(400, 'validation.claims.deadlinePast', 400, { deadline: 'validation.claims.deadlinePast', 'items.1.reason': 'validation.claims.reasonRequired' }));
      const { page } = open(undefined, { http, language });
      const en = language === 'en_US';
      await screen.findByTestId('claim-action-choice');
      choose(en ? 'Request documents' : 'Yêu cầu bổ sung');
      expect(within(screen.getByTestId('supplement-note')).getByText(en ? 'Note to the customer (optional)' : 'Ghi chú cho khách hàng (không bắt buộc)')).toBeTruthy();
      fireEvent.click(screen.getAllByRole('checkbox')[0]);
      fireEvent.click(screen.getAllByRole('checkbox')[3]);
      for (const reason of within(screen.getByTestId('supplement-form')).getAllByRole('textbox').slice(0, 2)) fireEvent.change(reason, { target: { value: 'Needed' } });
      fireEvent.change(within(screen.getByTestId('supplement-deadline')).getByRole('textbox'), { target: { value: '31122099' } });
      fireEvent.click(screen.getByTestId('supplement-submit'));
      await confirmInDialog(en ? 'Request documents' : 'Yêu cầu bổ sung');
      await waitFor(() => expect(http.to('POST /insurer/claims/CL-1/actions')).toHaveLength(1));
      expect(http.to('POST /insurer/claims/CL-1/actions')[0].body).not.toHaveProperty('note');
      const deadline = await within(screen.getByTestId('supplement-deadline')).findByText(en ? 'The deadline cannot be in the past' : 'Hạn nộp không được ở quá khứ');
      expect(within(screen.getByTestId('supplement-deadline')).getByRole('textbox').getAttribute('aria-describedby')).toContain(deadline.id);
      // items.1 is the second ticked document (discharge paper), not the second of the list.
      const second = screen.getByTestId('supplement-discharge_paper');
      expect(within(second).getByText(en ? 'Please enter the reason' : 'Vui lòng nhập lý do')).toBeTruthy();
      expect(within(screen.getByTestId('supplement-invoice')).queryByRole('alert')).toBeNull();
      expect(screen.queryByTestId('claim-action-error')).toBeNull();
      page.cleanup();
    }
  });

  test('a refused move is said in the form, translated; nothing else changes', async () => {
    const http = api(claimDetail(), () => new ApiError(400, 'validation.claims.reasonRequired', 400));
    const { page } = open(undefined, { http, language: 'vi_VN' });
    await screen.findByTestId('claim-action-choice');
    choose('Yêu cầu chứng từ gốc');
    fireEvent.click(screen.getByTestId('requestOriginals-submit'));
    await confirmInDialog('Yêu cầu chứng từ gốc');
    const error = await screen.findByTestId('claim-action-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).not.toBe('');
    expect(error.textContent).not.toContain('validation.claims.reasonRequired');
    expect(screen.getByTestId('claim-status').textContent).toBe('Đang xử lý');
    page.cleanup();
  });

  test.each([
    ['en_US', 'claims.transitionNotAllowed', 'Assessment content has been changed, close and reopen the page', 'Request originals', 'Waiting for original documents for settlement'],
    ['vi_VN', 'error.assessmentChanged', 'Nội dung thẩm định đã thay đổi, vui lòng đóng và mở lại trang', 'Yêu cầu chứng từ gốc', null],
  ] as const)('%s: another assessor moved the claim first (%s): the record is reloaded and the page says it changed', async (language, msg, message, action, movedText) => {
    let current = claimDetail();
    const http = fakeHttp({
      'GET /insurer/claims/CL-1': () => current,
      'POST /insurer/claims/CL-1/actions': () => {
        current = claimDetail({ status: 'waiting_originals' });
        return new ApiError(409, msg, 409);
      },
    });
    const { page } = open(undefined, { http, language });
    await screen.findByTestId('claim-action-choice');
    choose(action);
    fireEvent.click(screen.getByTestId('requestOriginals-submit'));
    await confirmInDialog(action);
    expect((await screen.findByTestId('claim-changed-meanwhile')).textContent).toBe(message);
    await waitFor(() => expect(http.to('GET /insurer/claims/CL-1').length).toBeGreaterThan(1));
    if (movedText) await waitFor(() => expect(screen.getByTestId('claim-status').textContent).toBe(movedText));
    expect(screen.queryByTestId('requestOriginals-submit')).toBeNull();
    expect(screen.queryByTestId('claim-action-error')).toBeNull();
    page.cleanup();
  });

  test('documents: an image opens in the zoom viewer, a PDF in a new tab, both fetched with the token', async () => {
    const opened: unknown[] = [];
    const windowOpen = jest.spyOn(window, 'open').mockImplementation((...args) => {
      opened.push(args[0]);
      return null;
    });
    const http = fakeHttp({
      'GET /insurer/claims/CL-1': claimDetail(),
      'GET /insurer/claims/CL-1/documents/D1': new Blob(['jpg'], { type: 'image/jpeg' }),
      'GET /insurer/claims/CL-1/documents/D2': new Blob(['%PDF'], { type: 'application/pdf' }),
    });
    const { page } = open(undefined, { http });
    fireEvent.click(await screen.findByTestId('doc-D1'));
    expect(await screen.findByTestId('zoom-viewer')).toBeTruthy();
    const viewer = screen.getByRole('dialog', { name: 'invoice.jpg' });
    expect(within(viewer).getByRole('img', { name: 'invoice.jpg' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('zoom-close')));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom-viewer').textContent).toContain('150%');
    fireEvent.click(screen.getByTestId('zoom-close'));
    fireEvent.click(screen.getByTestId('doc-D2'));
    await waitFor(() => expect(opened).toEqual(['blob:test/2']));
    expect(blobs.made.map((b) => b.type)).toEqual(['image/jpeg', 'application/pdf']);
    windowOpen.mockRestore();
    page.cleanup();
  });

  test('loading, an error with retry, and a claim that does not exist', async () => {
    const loading = open(undefined, { http: fakeHttp({ 'GET /insurer/claims/CL-1': pending }) });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.page.cleanup();
    const broken = open(undefined, { http: fakeHttp({ 'GET /insurer/claims/CL-1': (_c, n) => (n === 0 ? new ApiError(0, 'error.network', 0) : claimDetail()) }) });
    fireEvent.click(within(await screen.findByTestId('claim-error')).getByRole('button'));
    expect(await screen.findByTestId('claim-no')).toBeTruthy();
    broken.page.cleanup();
    const missing = open(undefined, { http: fakeHttp({}) });
    expect(await screen.findByTestId('claim-not-found')).toBeTruthy();
    missing.page.cleanup();
  });
});
