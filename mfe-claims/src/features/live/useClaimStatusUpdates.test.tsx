import { act, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { ClaimDetailPage } from '../details/ClaimDetailPage';
import { MyClaimsPage } from '../list/MyClaimsPage';

/** The insurer moves a claim while the customer looks at it: the shell says so on the channel. */
const claim = (status: string) => ({
  id: 'CL-2026-000204', status, insuredName: 'Trần Thị Lan', riskDate: '2026-11-17', claimType: 'illness', treatment: 'outpatient', requestAmount: 1_270_000, reimbursementAmount: null,
  submittedAt: '2026-11-19T02:30:00.000Z', updatedAt: '2026-11-19T02:30:00.000Z', idType: 'citizen_id', idNumber: '001', diagnosis: 'E11.9', policies: [{ id: 1, policyNo: 'SCH-2026-000777' }],
  payee: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'Hà Nội', provinceCode: '01', accountName: 'TRAN THI LAN', accountNumber: '0011003456789', claimant: 'Trần Thị Lan', email: 'a@x.vn', telephone: '0912', relationship: 'self' },
  feeItems: [{ id: 1, name: 'Khám', quantity: 1, type: 'consultation', unitPrice: 450_000, amount: 450_000, deductible: 0, decision: null, approvedAmount: null }],
  documents: [], events: [], supplementItems: [], signature: null, version: 1,
});

/** Answers `first` until the status changed, then `then`. */
const changing = (first: unknown, then: unknown) => {
  let moved = false;
  return { answer: () => (moved ? then : first), move: () => (moved = true) };
};

test("an open claim's details refetch when the shell says its status changed", async () => {
  const detail = changing(claim('processing'), claim('waiting_originals'));
  const http = fakeHttp({ '/claims/CL-2026-000204': detail.answer });
  const page = renderPage(remote, <ClaimDetailPage id="CL-2026-000204" />, { http });
  await waitFor(() => expect(screen.getByTestId('claim-detail').getAttribute('data-status')).toBe('processing'));

  detail.move();
  act(() => page.channel.emit('shell:claim-status-changed', { claimId: 'CL-2026-000204', status: 'waiting_originals' }));
  await waitFor(() => expect(screen.getByTestId('claim-detail').getAttribute('data-status')).toBe('waiting_originals'));
  expect(http.to('GET /claims/CL-2026-000204')).toHaveLength(2);
});

test('my claims refetch their list and counts', async () => {
  const row = (status: string) => ({ id: 'CL-2026-000204', status, insuredName: 'Trần Thị Lan', riskDate: '2026-11-17', requestAmount: 1_270_000, reimbursementAmount: null, submittedAt: '2026-11-19T02:30:00.000Z', updatedAt: '2026-11-19T02:30:00.000Z', claimType: 'illness', treatment: 'outpatient' });
  const list = changing({ items: [row('processing')], page: 1, pageSize: 10, total: 1, hasMore: false }, { items: [row('waiting_originals')], page: 1, pageSize: 10, total: 1, hasMore: false });
  const http = fakeHttp({ '/claims': list.answer, '/claims/summary': { inProgress: 1, open: 1, total: 1 } });
  const page = renderPage(remote, <MyClaimsPage tab="in_progress" />, { http });
  await waitFor(() => expect(screen.getAllByTestId('claim-status')[0].getAttribute('data-status')).toBe('processing'));

  list.move();
  act(() => page.channel.emit('shell:claim-status-changed', { claimId: 'CL-2026-000204', status: 'waiting_originals' }));
  await waitFor(() => expect(screen.getAllByTestId('claim-status')[0].getAttribute('data-status')).toBe('waiting_originals'));
  expect(http.to('GET /claims/summary').length).toBeGreaterThanOrEqual(2);
});
