import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { GopView } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { gop, INSURER_USER } from '../../fixtures';
import { confirmInDialog, fakeBlobUrls } from '../../testHelpers';

const user = INSURER_USER;
const blobs = fakeBlobUrls();

/** The GOP routes, the GOP moved by each action as the API would. */
function api(start: GopView, next: (body: Record<string, unknown>) => GopView | Error) {
  let current = start;
  return fakeHttp({
    'GET /insurer/gops/7': () => current,
    'POST /insurer/gops/7/actions': (call) => {
      const answer = next(call.body ?? {});
      if (answer instanceof Error) return answer;
      current = answer;
      return answer;
    },
  });
}

const open = (http: ReturnType<typeof fakeHttp>, language: 'en_US' | 'vi_VN' = 'en_US') => renderRoute(remote, '/insurer/gop?id=7', { http, user, language });
const choose = (label: string) => fireEvent.click(within(screen.getByTestId('gop-action-choice')).getByRole('radio', { name: label }));
const offered = () => within(screen.getByTestId('gop-action-choice')).getAllByRole('radio').map((r) => r.textContent);
const amountBox = () => within(screen.getByTestId('gop-amount')).getByRole('textbox');
const sent = (http: ReturnType<typeof fakeHttp>) => http.to('POST /insurer/gops/7/actions').map((c) => c.body);

describe('GOP queue (#/insurer/gops)', () => {
  test('lists the requests, filters by status through the hash, and links each to its assessment', async () => {
    const http = fakeHttp({ '/insurer/gops': (call) => ({ items: call.query?.status === 'final_submission' ? [] : [gop()], nextCursor: null, total: 1, totalCapped: false }) });
    const page = renderRoute(remote, '/insurer/gops', { http, user });
    const link = within(await screen.findByTestId('gops-list')).getByRole('link');
    expect(link.getAttribute('href')).toBe('#/insurer/gop?id=7');
    expect(link.textContent).toContain('GOP-2026-000007');
    expect(link.textContent).toContain('Chợ Rẫy Hospital');
    expect(link.textContent).toContain('20,000,000 ₫');
    expect(http.to('GET /insurer/gops')[0].query).toEqual({ pageSize: 100 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'final_submission' } });
    expect(await screen.findByTestId('gops-empty')).toBeTruthy();
    expect(window.location.hash).toBe('#/insurer/gops?status=final_submission');
    expect(http.to('GET /insurer/gops').at(-1)?.query).toEqual({ status: 'final_submission', pageSize: 100 });
    page.cleanup();
  });

  test('loading and error states', async () => {
    const loading = renderRoute(remote, '/insurer/gops', { http: fakeHttp({ '/insurer/gops': pending }), user });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const broken = renderRoute(remote, '/insurer/gops', { http: fakeHttp({ '/insurer/gops': new ApiError(500, 'error.system', 500) }), user });
    expect(await screen.findByTestId('gops-error')).toBeTruthy();
    broken.cleanup();
  });
});

describe('GOP assessment (#/insurer/gop?id=…)', () => {
  test('case facts, bill documents and the history; a pending request offers assess, return and decline', async () => {
    const page = open(fakeHttp({ 'GET /insurer/gops/7': gop() }));
    expect((await screen.findByTestId('gop-case-no')).textContent).toBe('GOP-2026-000007');
    expect(screen.getByTestId('gop-status').textContent).toBe('Pending');
    expect(screen.getByTestId('gop-patient').textContent).toBe('Trần Thị Lan');
    expect(screen.getByTestId('gop-estimated').textContent).toBe('20,000,000 ₫');
    expect(screen.getByTestId('doc-3').textContent).toContain('bill.pdf');
    expect(screen.getByTestId('gop-timeline-list').textContent).toContain('Requested: Pending');
    expect(screen.getByTestId('gop-no-pdfs')).toBeTruthy();
    expect(offered()).toEqual(['Assess', 'Return', 'Decline']);
    expect(page.titles.at(-1)).toBe('GOP assessment');
    expect(screen.queryByTestId('gop-doctor')).toBeNull();
    page.cleanup();
  });

  test('the treating doctor the hospital named is among the facts, in Vietnamese', async () => {
    const page = open(fakeHttp({ 'GET /insurer/gops/7': gop({ doctor: { id: 4, code: 'CR-0001', fullName: 'Trần Quốc Bảo' } }) }), 'vi_VN');
    expect((await screen.findByTestId('gop-doctor')).textContent).toBe('Trần Quốc Bảo (CR-0001)');
    expect(within(screen.getByTestId('gop-facts-list')).getByText('Bác sĩ điều trị')).toBeTruthy();
    page.cleanup();
  });

  test('return: "Return reason required" when empty, then the reason is sent', async () => {
    const http = api(gop(), () => gop({ status: 'to_be_replied', returnReason: 'Need the admission note', returnedFrom: 'pending', actions: [] }));
    const page = open(http);
    await screen.findByTestId('gop-action-choice');
    choose('Return');
    fireEvent.click(screen.getByTestId('gop-return-submit'));
    expect(await screen.findByText('Return reason required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Need the admission note' } });
    fireEvent.click(screen.getByTestId('gop-return-submit'));
    await confirmInDialog('Return');
    await waitFor(() => expect(sent(http)).toEqual([{ action: 'return', note: 'Need the admission note' }]));
    await waitFor(() => expect(screen.getByTestId('gop-status').textContent).toBe('To be replied'));
    expect(screen.getByTestId('gop-no-actions')).toBeTruthy();
    page.cleanup();
  });

  test('assess: a partial guarantee says what the customer pays; over the estimate is refused', async () => {
    const http = api(gop(), (body) => gop({ status: 'assessed', guaranteedAmount: body.guaranteedAmount as number, actions: [] }));
    const page = open(http);
    await screen.findByTestId('gop-action-choice');
    choose('Assess');
    expect((amountBox() as HTMLInputElement).value).toBe('20,000,000');
    fireEvent.change(amountBox(), { target: { value: '25000000' } });
    fireEvent.click(screen.getByTestId('gop-assess-submit'));
    expect(await screen.findByText('The guaranteed amount is more than 0 and at most 20,000,000 ₫')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '15000000' } });
    expect(screen.getByTestId('gop-partial').textContent).toBe('Partial guarantee: the customer pays 5,000,000 ₫');
    fireEvent.click(screen.getByTestId('gop-assess-submit'));
    expect(await screen.findByText('Guarantee 15,000,000 ₫ for this stay?')).toBeTruthy();
    await confirmInDialog('Assess');
    await waitFor(() => expect(sent(http)).toEqual([{ action: 'assess', guaranteedAmount: 15_000_000 }]));
    await waitFor(() => expect(screen.getByTestId('gop-pdf-letter')).toBeTruthy());
    page.cleanup();
  });

  test('decline needs a reason', async () => {
    const http = api(gop(), () => gop({ status: 'declined', actions: [] }));
    const page = open(http, 'vi_VN');
    await screen.findByTestId('gop-action-choice');
    choose('Từ chối');
    fireEvent.click(screen.getByTestId('gop-decline-submit'));
    expect(await screen.findByText('Vui lòng nhập lý do từ chối')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'Không thuộc phạm vi bảo hiểm' } });
    fireEvent.click(screen.getByTestId('gop-decline-submit'));
    await confirmInDialog('Từ chối');
    await waitFor(() => expect(sent(http)).toEqual([{ action: 'decline', note: 'Không thuộc phạm vi bảo hiểm' }]));
    page.cleanup();
  });

  test('final approval with the payable amount, up to the final bill', async () => {
    const start = gop({ status: 'final_submission', guaranteedAmount: 15_000_000, finalBillAmount: 18_000_000, dischargeDate: '2026-03-14', actions: ['return', 'final_approve'] });
    const http = api(start, (body) => ({ ...start, status: 'final_approval', payableAmount: body.payableAmount as number, actions: ['conclude'] }));
    const page = open(http);
    await screen.findByTestId('gop-action-choice');
    expect(offered()).toEqual(['Final approve', 'Return']);
    choose('Final approve');
    fireEvent.change(amountBox(), { target: { value: '19000000' } });
    fireEvent.click(screen.getByTestId('gop-final_approve-submit'));
    expect(await screen.findByText('The payable amount is from 0 up to 18,000,000 ₫')).toBeTruthy();
    fireEvent.change(amountBox(), { target: { value: '15000000' } });
    fireEvent.click(screen.getByTestId('gop-final_approve-submit'));
    await confirmInDialog('Final approve');
    await waitFor(() => expect(sent(http)).toEqual([{ action: 'final_approve', payableAmount: 15_000_000 }]));
    page.cleanup();
  });

  test('payment conclusion: a conclusion that does not match the amount is stopped in the form', async () => {
    const start = gop({ status: 'final_approval', guaranteedAmount: 15_000_000, finalBillAmount: 18_000_000, payableAmount: 15_000_000, actions: ['conclude'] });
    const http = api(start, (body) => ({ ...start, status: 'concluded', conclusion: body.conclusion as GopView['conclusion'], actions: [] }));
    const page = open(http);
    await screen.findByTestId('gop-action-choice');
    expect(offered()).toEqual(['Conclude payment']);
    fireEvent.click(within(screen.getByTestId('gop-conclusion')).getByRole('radio', { name: 'Fully pay' }));
    fireEvent.click(screen.getByTestId('gop-conclude-submit'));
    expect((await screen.findByTestId('gop-conclusion-error')).textContent).toBe('Please check unmatched amounts or claim decisions');
    expect(sent(http)).toEqual([]);
    fireEvent.click(within(screen.getByTestId('gop-conclusion')).getByRole('radio', { name: 'Partially pay' }));
    fireEvent.click(screen.getByTestId('gop-conclude-submit'));
    expect(await screen.findByText('Conclude: Partially pay, 15,000,000 ₫?')).toBeTruthy();
    await confirmInDialog('Conclude payment');
    await waitFor(() => expect(sent(http)).toEqual([{ action: 'conclude', conclusion: 'partially_pay', payableAmount: 15_000_000 }]));
    await waitFor(() => expect(screen.getByTestId('gop-pdf-decision')).toBeTruthy());
    page.cleanup();
  });

  test('an API refusal is said in the form, translated', async () => {
    const http = api(gop(), () => new ApiError(409, 'error.unmatchedAmounts', 409));
    const page = open(http, 'vi_VN');
    await screen.findByTestId('gop-action-choice');
    choose('Thẩm định');
    fireEvent.click(screen.getByTestId('gop-assess-submit'));
    await confirmInDialog('Thẩm định');
    expect((await screen.findByTestId('gop-action-error')).textContent).toBe('Vui lòng kiểm tra số tiền chưa khớp hoặc quyết định bồi thường');
    page.cleanup();
  });

  test.each([
    ['en_US', 'Inpatient treatment', ['Requested: Pending', 'Assessed: Pending → Assessed']],
    ['vi_VN', 'Điều trị nội trú', ['Gửi yêu cầu: Chờ thẩm định', 'Thẩm định: Chờ thẩm định → Đã thẩm định']],
  ] as const)('%s: the benefit by its name, the history as real transitions, no customer share before a decision', async (language, benefit, history) => {
    const pendingPage = open(fakeHttp({ 'GET /insurer/gops/7': gop({ customerPays: 20_000_000 }) }), language);
    expect((await screen.findByTestId('gop-benefit')).textContent).toBe(benefit);
    expect(screen.getByTestId('gop-facts-list').textContent).not.toContain('INPATIENT');
    expect(screen.queryByTestId('gop-customer-pays')).toBeNull();
    pendingPage.cleanup();
    const assessed = gop({
      status: 'assessed',
      guaranteedAmount: 15_000_000,
      customerPays: 5_000_000,
      actions: [],
      events: [...gop().events, { at: '2026-03-10T04:00:00.000Z', actorRole: 'insurer', actorName: 'Assessor', action: 'assess', from: 'pending', to: 'assessed', note: null, amounts: { guaranteedAmount: 15_000_000 } }],
    });
    const assessedPage = open(fakeHttp({ 'GET /insurer/gops/7': assessed }), language);
    expect((await screen.findByTestId('gop-customer-pays')).textContent).toMatch(/^5[.,]000[.,]000\s?₫$/);
    expect(within(screen.getByTestId('gop-timeline-list')).getAllByRole('listitem').map((li) => li.children[1].textContent)).toEqual(history);
    assessedPage.cleanup();
  });

  test.each([
    ['en_US', 'Assessment content has been changed, close and reopen the page', 'Assessed'],
    ['vi_VN', 'Nội dung thẩm định đã thay đổi, vui lòng đóng và mở lại trang', 'Đã thẩm định'],
  ] as const)('%s: losing a race to another assessor says the record changed and reloads it, the old form closed', async (language, message, assessedText) => {
    // Another assessor assessed it first: this page still shows it pending.
    let current = gop();
    const http = fakeHttp({
      'GET /insurer/gops/7': () => current,
      'POST /insurer/gops/7/actions': () => {
        current = gop({ status: 'assessed', guaranteedAmount: 15_000_000, actions: [] });
        return new ApiError(409, 'gop.errors.transitionNotAllowed', 409);
      },
    });
    const page = open(http, language);
    await screen.findByTestId('gop-action-choice');
    choose(language === 'en_US' ? 'Decline' : 'Từ chối');
    fireEvent.change(within(screen.getByTestId('gop-note')).getByRole('textbox'), { target: { value: 'Not covered' } });
    fireEvent.click(screen.getByTestId('gop-decline-submit'));
    await confirmInDialog(language === 'en_US' ? 'Decline' : 'Từ chối');
    expect((await screen.findByTestId('gop-changed-meanwhile')).textContent).toBe(message);
    await waitFor(() => expect(screen.getByTestId('gop-status').textContent).toBe(assessedText));
    expect(screen.queryByTestId('gop-decline-form')).toBeNull();
    expect(screen.queryByTestId('gop-action-error')).toBeNull();
    expect(http.to('GET /insurer/gops/7').length).toBeGreaterThan(1);
    page.cleanup();
  });

  test('the PDFs download with the token under the case number', async () => {
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const http = fakeHttp({ 'GET /insurer/gops/7': gop({ status: 'concluded', guaranteedAmount: 1, actions: [] }), 'GET /insurer/gops/7/letter.pdf': new Blob(['%PDF'], { type: 'application/pdf' }), 'GET /insurer/gops/7/decision.pdf': new Blob(['%PDF'], { type: 'application/pdf' }) });
    const page = open(http);
    fireEvent.click(await screen.findByTestId('gop-pdf-letter'));
    await waitFor(() => expect(clicks).toEqual(['GOP-2026-000007-letter.pdf blob:test/1']));
    fireEvent.click(screen.getByTestId('gop-pdf-decision'));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(blobs.made).toHaveLength(2);
    click.mockRestore();
    page.cleanup();
  });

  test('loading, error and not found', async () => {
    const loading = open(fakeHttp({ 'GET /insurer/gops/7': pending }));
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const broken = open(fakeHttp({ 'GET /insurer/gops/7': new ApiError(500, 'error.system', 500) }));
    expect(await screen.findByTestId('gop-error')).toBeTruthy();
    broken.cleanup();
    const missing = open(fakeHttp({}));
    expect(await screen.findByTestId('gop-not-found')).toBeTruthy();
    missing.cleanup();
  });
});
