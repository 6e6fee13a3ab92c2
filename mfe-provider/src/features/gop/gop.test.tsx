import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { hasDecision, hasLetter } from '../../api/gopActions';
import type { Gop } from '../../api/types';
import { remote } from '../../lifecycles';
import { gop, STAFF } from '../../test/fixtures';

const assessed = gop({
  status: 'assessed',
  guaranteedAmount: 25_000_000,
  customerPays: 5_000_000,
  actions: ['final_submit', 'cancel'],
  events: [
    { at: '2026-03-02T08:00:00.000Z', actorRole: 'provider', actorName: 'Lê Minh Tâm', action: 'create', from: null, to: 'pending', note: null, amounts: { estimatedAmount: 30_000_000 } },
    { at: '2026-03-02T10:00:00.000Z', actorRole: 'insurer', actorName: 'Assessor', action: 'assess', from: 'pending', to: 'assessed', note: 'Room upgrade not covered', amounts: { guaranteedAmount: 25_000_000 } },
  ],
});

/** Like the API: an accepted action moves the GOP, and every later read sees the new state. */
const server = (start: Gop, after: Gop) => {
  let current = start;
  return {
    detail: () => current,
    act: () => {
      current = after;
      return after;
    },
  };
};

const open = (detail: unknown, more: Record<string, unknown> = {}, language: 'en_US' | 'vi_VN' = 'en_US') => {
  const http = fakeHttp({ 'GET /provider/gops/7': detail as never, ...more } as never);
  return { http, page: renderRoute(remote, '/provider/gop?id=7', { http, user: STAFF, language }) };
};
const dialog = () => document.querySelector('.adm-dialog') as HTMLElement;
const inDialog = () => within(dialog());

beforeAll(() => {
  // jsdom has no blob URLs; the download hands the fetched PDF to one.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
});

describe('Guarantee request (#/provider/gop)', () => {
  test('assessed: state, amounts, timeline with notes and amounts, the letter, and the two actions the API allows', async () => {
    const { http, page } = open(() => assessed, { 'GET /provider/gops/7/letter.pdf': () => new Blob(['%PDF'], { type: 'application/pdf' }) });
    expect((await screen.findByTestId('gop-status')).textContent).toBe('Assessed');
    expect(page.titles.at(-1)).toBe('Guarantee request');
    expect(screen.getByTestId('gop-case-no').textContent).toBe('GOP-2026-000007');
    expect(screen.getByTestId('gop-estimated').textContent).toBe('30,000,000 ₫');
    expect(screen.getByTestId('gop-guaranteed').textContent).toBe('25,000,000 ₫');
    expect(screen.getByTestId('gop-customer-pays').textContent).toBe('5,000,000 ₫');
    expect(screen.queryByTestId('gop-payable')).toBeNull();
    expect(screen.getAllByTestId('gop-event').map((e) => e.textContent)).toEqual(['Requested', 'Assessed']);
    expect(screen.getByTestId('gop-timeline').textContent).toContain('Room upgrade not covered');
    expect(screen.getByTestId('gop-timeline').textContent).toContain('Guaranteed amount: 25,000,000 ₫');
    expect(screen.getAllByTestId(/^gop-action-/).map((b) => b.textContent)).toEqual(['Final submission', 'Cancel request']);
    expect(screen.queryByTestId('gop-download-decision')).toBeNull();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const saved: string[] = [];
    fireEvent.click(screen.getByTestId('gop-download-letter'));
    await waitFor(() => expect(saved).toEqual(['GOP-2026-000007-letter.pdf']));
    expect(URL.createObjectURL).toHaveBeenCalled();
    click.mockRestore();
    expect(http.to('GET /provider/gops/7/letter.pdf')).toHaveLength(1);
    page.cleanup();
  });

  test('final submission asks for the final bill and discharge date, then sends them with the documents', async () => {
    const after = { ...assessed, status: 'final_submission', finalBillAmount: 28_000_000, dischargeDate: '2026-03-05', actions: [] } as Gop;
    const api = server(assessed, after);
    const { http, page } = open(api.detail, {
      'POST /provider/gops/7/actions': api.act,
      'UPLOAD /provider/gops/7/documents': () => ({ id: 3, name: 'final.pdf', kind: 'final_bill', size: 3 }),
    });
    fireEvent.click(await screen.findByTestId('gop-action-final_submit'));
    expect(await screen.findByText('Send the final bill to the insurer?')).toBeTruthy();
    fireEvent.click(inDialog().getByText('Send'));
    expect((await screen.findByTestId('action-final-bill-error')).textContent).toBe('Enter an amount greater than 0');
    expect(screen.getByTestId('action-discharge-error').textContent).toBe('Enter the discharge date');
    fireEvent.change(inDialog().getByLabelText('Final bill (VND)'), { target: { value: '28000000' } });
    fireEvent.change(inDialog().getByLabelText('Discharge date'), { target: { value: '01-03-2026' } });
    fireEvent.click(inDialog().getByText('Send'));
    await waitFor(() => expect(screen.getByTestId('action-discharge-error').textContent).toBe('Enter a date as dd-mm-yyyy'));
    expect(screen.queryByTestId('action-final-bill-error')).toBeNull();
    fireEvent.change(inDialog().getByLabelText('Discharge date'), { target: { value: '05-03-2026' } });
    fireEvent.change(screen.getByTestId('action-docs-input'), { target: { files: [new File(['%PDF'], 'final.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(inDialog().getByText('Send'));
    await waitFor(() => expect(screen.getByTestId('gop-status').textContent).toBe('Final submission'));
    expect(http.to('POST /provider/gops/7/actions')[0].body).toEqual({ action: 'final_submit', note: undefined, finalBillAmount: 28_000_000, dischargeDate: '2026-03-05' });
    expect(http.to('UPLOAD /provider/gops/7/documents')[0].form?.get('kind')).toBe('final_bill');
    expect(screen.getByTestId('gop-no-actions').textContent).toBe('Nothing to do now: the insurer has the next step.');
    page.cleanup();
  });

  test('returned: the reason is shown; a reply needs a note and may change the estimate (vi)', async () => {
    const returned = gop({ status: 'to_be_replied', returnReason: 'Thiếu kết quả xét nghiệm', returnedFrom: 'pending', actions: ['reply', 'withdraw'] });
    const api = server(returned, { ...returned, status: 'pending', returnReason: null, actions: ['withdraw'] });
    const { http, page } = open(api.detail, { 'POST /provider/gops/7/actions': api.act }, 'vi_VN');
    expect((await screen.findByTestId('gop-return-reason')).textContent).toContain('Lý do: Thiếu kết quả xét nghiệm');
    expect(screen.getByTestId('gop-status').textContent).toBe('Chờ phản hồi');
    fireEvent.click(screen.getByTestId('gop-action-reply'));
    fireEvent.click(await inDialog().findByText('Gửi'));
    expect((await screen.findByTestId('action-note-error')).textContent).toBe('Hãy viết ghi chú');
    fireEvent.change(inDialog().getByLabelText('Ghi chú cho công ty bảo hiểm'), { target: { value: 'Đã bổ sung kết quả' } });
    fireEvent.change(inDialog().getByLabelText('Chi phí dự kiến mới (VND, không bắt buộc)'), { target: { value: '32,000,000' } });
    fireEvent.click(inDialog().getByText('Gửi'));
    await waitFor(() => expect(screen.getByTestId('gop-status').textContent).toBe('Chờ xử lý'));
    expect(http.to('POST /provider/gops/7/actions')[0].body).toEqual({ action: 'reply', note: 'Đã bổ sung kết quả', estimatedAmount: 32_000_000 });
    page.cleanup();
  });

  test('cancel needs a reason; a request someone else moved meanwhile is said and reloaded', async () => {
    const { http, page } = open(() => assessed, { 'POST /provider/gops/7/actions': () => { throw new ApiError(-409, 'gop.errors.transitionNotAllowed', 409); } });
    fireEvent.click(await screen.findByTestId('gop-action-cancel'));
    fireEvent.click(await inDialog().findByText('Send'));
    expect((await screen.findByTestId('action-note-error')).textContent).toBe('Write the reason');
    fireEvent.change(inDialog().getByLabelText('Reason'), { target: { value: 'Patient not admitted' } });
    fireEvent.click(inDialog().getByText('Send'));
    expect((await screen.findByTestId('action-server-error')).textContent).toBe('This request has changed meanwhile. It was reloaded: check its status and try again.');
    expect(http.to('POST /provider/gops/7/actions')[0].body).toEqual({ action: 'cancel', note: 'Patient not admitted' });
    await waitFor(() => expect(http.to('GET /provider/gops/7').length).toBeGreaterThan(1));
    fireEvent.click(inDialog().getByText('Back'));
    await waitFor(() => expect(screen.queryByTestId('action-form-cancel')).toBeNull());
    page.cleanup();
  });

  test('concluded: payable, conclusion, both PDFs, nothing to do; a failed download says so', async () => {
    const concluded = gop({ status: 'concluded', guaranteedAmount: 25_000_000, finalBillAmount: 28_000_000, payableAmount: 25_000_000, customerPays: 3_000_000, conclusion: 'partially_pay', actions: [] });
    const { page } = open(() => concluded, { 'GET /provider/gops/7/decision.pdf': () => { throw new ApiError(-404, 'gop.errors.documentNotReady', 404); } });
    expect((await screen.findByTestId('gop-conclusion')).textContent).toBe('Partially pay');
    expect(screen.getByTestId('gop-payable').textContent).toBe('25,000,000 ₫');
    expect(screen.getByTestId('gop-final-bill').textContent).toBe('28,000,000 ₫');
    expect(screen.getByTestId('gop-customer-pays').textContent).toBe('3,000,000 ₫');
    expect(screen.getByTestId('gop-download-letter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('gop-download-decision'));
    expect((await screen.findByTestId('gop-download-error')).textContent).toBe('The PDF could not be downloaded. Try again.');
    expect(screen.queryByTestId(/^gop-action-/)).toBeNull();
    // Over, not waiting: the insurer has no next step on a concluded request.
    expect(screen.getByTestId('gop-no-actions').textContent).toBe('This request is concluded: payment is settled and there is nothing more to do.');
    page.cleanup();
  });

  test.each([
    ['en_US', 'Nothing to do now: the insurer has the next step.', 'This request is concluded: payment is settled and there is nothing more to do.'],
    ['vi_VN', 'Chưa cần làm gì: bước tiếp theo thuộc về công ty bảo hiểm.', 'Yêu cầu đã kết luận thanh toán: không còn việc gì cần làm.'],
  ] as const)('%s: no patient share before the insurer decides; waiting and concluded are told apart', async (language, waiting, concludedText) => {
    const pending = open(() => gop({ status: 'pending', customerPays: 30_000_000, actions: [] }), {}, language);
    expect(await screen.findByTestId('gop-estimated')).toBeTruthy();
    expect(screen.queryByTestId('gop-customer-pays')).toBeNull();
    expect(screen.getByTestId('gop-no-actions').textContent).toBe(waiting);
    pending.page.cleanup();
    const concluded = open(() => gop({ status: 'concluded', guaranteedAmount: 25_000_000, finalBillAmount: 28_000_000, payableAmount: 28_000_000, customerPays: 0, conclusion: 'fully_pay', actions: [] }), {}, language);
    expect((await screen.findByTestId('gop-no-actions')).textContent).toBe(concludedText);
    expect(screen.getByTestId('gop-customer-pays').textContent).toMatch(/^0\s?₫$/);
    concluded.page.cleanup();
  });

  test('the treating doctor the hospital named is shown with the facts, in Vietnamese; none named, no row', async () => {
    const named = open(gop({ doctor: { id: 1, code: 'CR-0001', fullName: 'Trần Quốc Bảo' } }), {}, 'vi_VN');
    const facts = await screen.findByTestId('gop-facts');
    expect(within(facts).getByText('Bác sĩ điều trị')).toBeTruthy();
    expect(screen.getByTestId('gop-doctor').textContent).toBe('Trần Quốc Bảo (CR-0001)');
    named.page.cleanup();
    const none = open(gop());
    await screen.findByTestId('gop-facts');
    expect(screen.queryByTestId('gop-doctor')).toBeNull();
    none.page.cleanup();
  });

  test('withdrawn: the API offers resubmit', async () => {
    const withdrawn = gop({ status: 'withdrawn' });
    const api = server(withdrawn, { ...withdrawn, status: 'pending' });
    const { http, page } = open(api.detail, { 'POST /provider/gops/7/actions': api.act });
    fireEvent.click(await screen.findByTestId('gop-action-resubmit'));
    fireEvent.click(await inDialog().findByText('Send'));
    await waitFor(() => expect(screen.getByTestId('gop-status').textContent).toBe('Pending'));
    expect(http.to('POST /provider/gops/7/actions')[0].body).toEqual({ action: 'resubmit', note: undefined });
    page.cleanup();
  });

  test('not found, failure with retry, no id', async () => {
    const missing = open(() => { throw new ApiError(-404, 'gop.errors.notFound', 404); });
    expect((await screen.findByTestId('gop-not-found')).textContent).toContain("This guarantee request does not exist or is not your hospital's.");
    expect(screen.getByRole('link', { name: 'All guarantee requests' }).getAttribute('href')).toBe('#/provider/gops');
    missing.page.cleanup();

    const broken = open((_: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return assessed; });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('gop-detail')).toBeTruthy();
    broken.page.cleanup();

    const none = renderRoute(remote, '/provider/gop', { http: fakeHttp({}), user: STAFF });
    expect(screen.getByTestId('gop-no-id').textContent).toContain('No guarantee request was given.');
    none.cleanup();
  });
});

describe('which PDFs exist', () => {
  test('the letter once an amount is guaranteed (a later return keeps it); the decision once concluded or declined', () => {
    expect(hasLetter(gop({ status: 'pending' }))).toBe(false);
    expect(hasLetter(gop({ status: 'to_be_replied', guaranteedAmount: null }))).toBe(false);
    expect(hasLetter(gop({ status: 'to_be_replied', guaranteedAmount: 1 }))).toBe(true);
    expect(hasLetter(gop({ status: 'cancelled', guaranteedAmount: 1 }))).toBe(false);
    expect(hasDecision(gop({ status: 'declined' }))).toBe(true);
    expect(hasDecision(gop({ status: 'final_approval' }))).toBe(false);
  });
});
