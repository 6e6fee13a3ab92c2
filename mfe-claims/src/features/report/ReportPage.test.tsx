import { screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { ReportPage } from './ReportPage';

const item = (id: string, status: string) => ({ id, status, insuredName: 'Trần Thị Lan', riskDate: '2026-09-29', claimType: 'illness', treatment: 'outpatient', requestAmount: 1_200_000, reimbursementAmount: 1_100_000, submittedAt: '2026-10-02T02:30:00.000Z', updatedAt: 'x' });
const page = (items: unknown[]) => ({ items, page: 1, pageSize: 10, total: items.length, hasMore: false });
const detail = {
  ...item('CL-2026-000202', 'to_be_paid'), insuredId: 1, idType: 'citizen_id', idNumber: '079188045612', diagnosis: 'Viêm xoang', policies: [{ id: 1, policyNo: 'SCH-2026-000777' }],
  payee: { bankCode: 'TCB', branch: 'Sài Gòn', provinceCode: '79', accountName: 'TRAN THI LAN', accountNumber: '19033456789012', claimant: 'Trần Thị Lan', email: 'x', telephone: 'y', relationship: 'self' },
  feeItems: [{ id: 1, name: 'Khám', quantity: 1, type: 'consultation', unitPrice: 500_000, amount: 500_000, deductible: 0, decision: 'approved', approvedAmount: 500_000 }],
  documents: [],
  events: [
    { id: 1, from: 'draft', to: 'processing', actorRole: 'customer', note: null, createdAt: '2026-10-02T02:30:00.000Z' },
    { id: 2, from: 'processing', to: 'settled', actorRole: 'insurer', note: { en: 'Approved per the policy terms.', vi: 'Được duyệt theo điều khoản hợp đồng.' }, createdAt: '2026-10-03T02:30:00.000Z' },
  ],
  supplementItems: [], signature: null, version: 1,
};

describe.each([['en_US', en], ['vi_VN', vi]] as const)('claim report in %s', (lang, texts) => {
  test('a printable summary of one claim', async () => {
    renderPage(remote, <ReportPage id="CL-2026-000202" />, { http: fakeHttp({ '/claims/CL-2026-000202': detail }), language: lang });
    const sheet = await screen.findByTestId('claim-report-sheet');
    expect(sheet.textContent).toContain(texts.report.heading.replace('{{id}}', 'CL-2026-000202'));
    expect(sheet.textContent).toContain(texts.status.to_be_paid);
    // A printout left behind shows only the account's last four digits (components/maskAccount.ts).
    expect(sheet.textContent).toContain('****9012');
    expect(sheet.textContent).not.toContain('19033456789012');
    expect(screen.getByTestId('report-print').textContent).toBe(texts.report.print);
    // The insurer's note on the timeline, in the reader's language only.
    const [mine, other] = lang === 'vi_VN' ? ['Được duyệt theo điều khoản hợp đồng.', 'Approved per the policy terms.'] : ['Approved per the policy terms.', 'Được duyệt theo điều khoản hợp đồng.'];
    expect(sheet.textContent).toContain(mine);
    expect(sheet.textContent).not.toContain(other);
  });

  test('without an id: the claims to pick from, or an empty view', async () => {
    renderPage(remote, <ReportPage />, { http: fakeHttp({ '/claims': page([item('CL-2026-000202', 'to_be_paid')]) }), language: lang });
    expect((await screen.findByTestId('report-picker')).textContent).toContain(texts.report.pick);
    expect(screen.getAllByTestId('report-pick').length).toBeGreaterThan(0);
  });

  test('empty', async () => {
    renderPage(remote, <ReportPage />, { http: fakeHttp({ '/claims': page([]) }), language: lang });
    expect((await screen.findByTestId('report-empty')).textContent).toContain(texts.report.empty);
  });
});

test('error and not-found states', async () => {
  renderPage(remote, <ReportPage id="CL-1" />, { http: fakeHttp({ '/claims/CL-1': new ApiError(5, 'error.network', 0) }) });
  expect(await screen.findByTestId('claim-error')).toBeTruthy();
});

test("another user's claim reads as not found", async () => {
  renderPage(remote, <ReportPage id="CL-2" />, { http: fakeHttp({ '/claims/CL-2': new ApiError(404, 'claims.notFound', 404) }) });
  expect(await screen.findByTestId('claim-not-found')).toBeTruthy();
});

test('list error', async () => {
  renderPage(remote, <ReportPage />, { http: fakeHttp({ '/claims': new ApiError(5, 'error.network', 0) }) });
  expect(await screen.findByTestId('error-view')).toBeTruthy();
});
