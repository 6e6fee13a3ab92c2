import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { ClaimDetailPage } from './ClaimDetailPage';

/** The details screen as the customer reads it (claim number, fee lines, payee, the insurer's words), in both languages. */
/** The dialog's confirm button; antd-mobile shows it loading for a moment after each press. */
async function pressConfirm(label: string) {
  const button = await waitFor(() => {
    const found = screen.getAllByText(label).find((el) => el.closest('.adm-dialog-footer'));
    if (!found) throw new Error('confirm button not ready');
    return found;
  });
  fireEvent.click(button);
}

const claim = (status: string, extra: object = {}) => ({
  id: 'CL-2026-000109', status, insuredName: 'Nguyễn Thị Mai', riskDate: '2026-04-20', claimType: 'illness', treatment: 'outpatient', requestAmount: 300_000, reimbursementAmount: null,
  submittedAt: '2026-04-22T02:30:00.000Z', updatedAt: '2026-04-23T02:30:00.000Z', idType: 'citizen_id', idNumber: '001', diagnosis: 'Viêm tai giữa', policies: [{ id: 1, policyNo: 'SCH-2026-000451' }],
  payee: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'Hà Nội', provinceCode: '01', accountName: 'NGUYEN VAN AN', accountNumber: '0011003456789', claimant: 'Nguyễn Văn An', email: 'a@x.vn', telephone: '0912', relationship: 'parent' },
  feeItems: [{ id: 1, name: 'Khám tai mũi họng', quantity: 1, type: 'consultation', unitPrice: 300_000, amount: 300_000, deductible: 0, decision: null, approvedAmount: null }],
  documents: [], events: [{ id: 1, from: 'draft', to: 'processing', actorRole: 'customer', note: null, createdAt: '2026-04-22T02:30:00.000Z' }], supplementItems: [], signature: null, version: 1,
  ...extra,
});

afterEach(() => {
  window.location.hash = '';
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('claim details in %s', (lang, texts) => {
  test('no id: says so and links to My claims (not a blank page or an endless spinner)', async () => {
    const http = fakeHttp({});
    renderPage(remote, <ClaimDetailPage id="" />, { http, language: lang });
    expect(screen.getByTestId('claim-no-id').textContent).toContain(texts.detail.noId);
    const link = screen.getByRole('link', { name: texts.detail.toMyClaims });
    expect(link.getAttribute('href')).toBe('#/claims');
    fireEvent.click(link);
    expect(window.location.hash).toBe('#/claims');
    expect(http.calls).toEqual([]);
  });

  test('an unknown claim links to My claims too', async () => {
    renderPage(remote, <ClaimDetailPage id="CL-X" />, { http: fakeHttp({ '/claims/CL-X': new ApiError(404, 'claims.notFound', 404) }), language: lang });
    expect((await screen.findByTestId('claim-not-found')).textContent).toContain(texts.detail.notFound);
    expect(screen.getByRole('link', { name: texts.detail.toMyClaims })).toBeTruthy();
  });

  test.each([
    ['cancelled', 'notAssessedCancelled'],
    ['denied', 'notPaidDenied'],
    ['processing', 'pending'],
  ] as const)('an undecided fee line of a %s claim reads "%s"', async (status, key) => {
    renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http: fakeHttp({ '/claims/CL-2026-000109': claim(status) }), language: lang });
    expect((await screen.findByTestId('fee-decision')).textContent).toBe(texts.decision[key]);
  });

  test("the insurer's note and requested documents in the reader's language, never the other one", async () => {
    const events = [
      { id: 1, from: 'draft', to: 'processing', actorRole: 'customer', note: null, createdAt: '2026-04-22T02:30:00.000Z' },
      { id: 2, from: 'processing', to: 'supplement_requested', actorRole: 'insurer', note: { en: 'Please upload the discharge paper.', vi: 'Vui lòng bổ sung giấy ra viện.' }, createdAt: '2026-04-23T02:30:00.000Z' },
    ];
    const supplementItems = [
      { id: 7, name: { en: 'Original VAT invoice', vi: 'Hóa đơn GTGT gốc' }, kind: 'invoice', reason: { en: 'The invoice is not readable.', vi: 'Hóa đơn không đọc được.' }, deadline: '2026-12-31', answeredAt: null, note: null },
      { id: 8, name: null, kind: 'discharge_paper', reason: { en: 'Needed for inpatient treatment.', vi: 'Bắt buộc với điều trị nội trú.' }, deadline: null, answeredAt: null, note: null },
    ];
    renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http: fakeHttp({ '/claims/CL-2026-000109': claim('supplement_requested', { events, supplementItems }) }), language: lang });
    const timeline = await screen.findByTestId('claim-timeline');
    const requested = screen.getAllByTestId('claim-requested-item').map((el) => el.textContent);
    const [mine, other]: ['en' | 'vi', 'en' | 'vi'] = lang === 'vi_VN' ? ['vi', 'en'] : ['en', 'vi'];
    expect(timeline.textContent).toContain(events[1].note![mine]);
    expect(timeline.textContent).not.toContain(events[1].note![other]);
    expect(requested[0]).toContain(supplementItems[0].name![mine]);
    expect(requested[0]).toContain(supplementItems[0].reason[mine]);
    expect(requested[0]).not.toContain(supplementItems[0].name![other]);
    expect(requested[0]).toContain(`31-12-2026`);
    // No name: the kind names it, translated.
    expect(requested[1]).toContain(texts.docKind.discharge_paper);
    expect(requested[1]).toContain(supplementItems[1].reason[mine]);
    expect(requested[1]).not.toContain(supplementItems[1].reason[other]);
  });

  test('the payee: claimant, relationship, bank and branch, account name, account number masked', async () => {
    renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http: fakeHttp({ '/claims/CL-2026-000109': claim('processing') }), language: lang });
    const payee = await screen.findByTestId('claim-payee');
    for (const text of ['Nguyễn Văn An', texts.relationship.parent, 'Vietcombank · Hà Nội', 'NGUYEN VAN AN', '****6789']) expect(payee.textContent).toContain(text);
    expect(document.body.textContent).not.toContain('0011003456789');
    expect(screen.getByTestId('claim-payee-account').getAttribute('aria-label')).toBe(texts.detail.accountMasked.replace('{{last}}', '6789'));
  });

  test('cancel asks for a reason: none → a message and nothing sent; a choice → sent in the words shown', async () => {
    const posts: { path: string; body: unknown }[] = [];
    const base = fakeHttp({ '/claims/CL-2026-000109': claim('processing') });
    const http: HttpClient = { ...base, post: (path, body) => { posts.push({ path, body }); return Promise.resolve(claim('cancelled') as never); } };
    renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http, language: lang });
    fireEvent.click(await screen.findByTestId('claim-cancel'));
    expect((await screen.findByTestId('cancel-reason-form')).textContent).toContain(texts.detail.cancelReason.replace('{{id}}', 'CL-2026-000109'));
    await pressConfirm(texts.detail.cancel);
    expect(screen.getByTestId('cancel-reason-error').textContent).toBe(texts.detail.cancelReasonRequired);
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByText(texts.cancelReason.other));
    await pressConfirm(texts.detail.cancel);
    expect(screen.getByTestId('cancel-reason-error')).toBeTruthy();
    expect(posts).toHaveLength(0); // "other" needs the customer's words
    fireEvent.click(screen.getByText(texts.cancelReason.paidElsewhere));
    await pressConfirm(texts.detail.cancel);
    await waitFor(() => expect(posts).toEqual([{ path: '/claims/CL-2026-000109/cancel', body: { note: texts.cancelReason.paidElsewhere } }]));
    await waitFor(() => expect(screen.getByTestId('claim-detail').dataset.status).toBe('cancelled'));
  });
});

test('"Other reason" sends what the customer typed', async () => {
  const posts: unknown[] = [];
  const http: HttpClient = { ...fakeHttp({ '/claims/CL-2026-000109': claim('supplement_requested') }), post: (_path, body) => { posts.push(body); return Promise.resolve(claim('cancelled') as never); } };
  renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http });
  fireEvent.click(await screen.findByTestId('claim-cancel'));
  fireEvent.click(await screen.findByText(en.cancelReason.other));
  fireEvent.change(screen.getByLabelText(en.detail.cancelOther), { target: { value: 'Bệnh viện đã hoàn tiền' } });
  await pressConfirm(en.detail.cancel);
  await waitFor(() => expect(posts).toEqual([{ note: 'Bệnh viện đã hoàn tiền' }]));
});

test("the cancel reason is on the timeline, under the customer's step", async () => {
  const events = [
    { id: 1, from: 'draft', to: 'processing', actorRole: 'customer', note: null, createdAt: '2026-04-22T02:30:00.000Z' },
    { id: 2, from: 'processing', to: 'cancelled', actorRole: 'customer', note: { en: 'Gửi nhầm hồ sơ', vi: 'Gửi nhầm hồ sơ' }, createdAt: '2026-04-23T02:30:00.000Z' },
  ];
  renderPage(remote, <ClaimDetailPage id="CL-2026-000109" />, { http: fakeHttp({ '/claims/CL-2026-000109': claim('cancelled', { events }) }), language: 'vi_VN' });
  const timeline = await screen.findByTestId('claim-timeline');
  expect(timeline.textContent).toContain(vi.status.cancelled);
  expect(timeline.textContent).toContain('Gửi nhầm hồ sơ');
  expect(screen.queryByTestId('claim-cancel')).toBeNull();
});
