import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import type { HospitalStay } from '../../api/stays';
import { remote } from '../../lifecycles';

const concluded: HospitalStay = {
  id: 7,
  caseNo: 'GOP-2026-000007',
  providerName: 'Chợ Rẫy Hospital',
  patientName: 'Trần Thị Lan',
  status: 'concluded',
  admissionDate: '2026-03-02',
  dischargeDate: '2026-03-05',
  estimatedAmount: 30_000_000,
  finalBillAmount: 28_000_000,
  guaranteedAmount: 25_000_000,
  payableAmount: 25_000_000,
  customerPays: 3_000_000,
  conclusion: 'partially_pay',
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-06T09:00:00.000Z',
  events: [
    { at: '2026-03-02T08:00:00.000Z', actorRole: 'provider', action: 'create', from: null, to: 'pending', note: null, amounts: { estimatedAmount: 30_000_000 } },
    { at: '2026-03-02T10:00:00.000Z', actorRole: 'insurer', action: 'assess', from: 'pending', to: 'assessed', amounts: { guaranteedAmount: 25_000_000 }, note: 'Guaranteed 25,000,000 ₫ of 30,000,000 ₫' },
    { at: '2026-03-06T09:00:00.000Z', actorRole: 'insurer', action: 'conclude', from: 'final_approval', to: 'concluded', amounts: { payableAmount: 25_000_000 }, note: 'Insurer pays 25,000,000 ₫; you pay 3,000,000 ₫' },
  ],
};
const waiting: HospitalStay = { ...concluded, id: 9, caseNo: 'GOP-2026-000009', providerName: 'FV Hospital', status: 'pending', admissionDate: '2026-04-10', dischargeDate: null, finalBillAmount: null, guaranteedAmount: null, payableAmount: null, customerPays: 12_000_000, conclusion: null, estimatedAmount: 12_000_000, events: [{ at: '2026-04-10T07:00:00.000Z', actorRole: 'provider', action: 'create', from: null, to: 'pending', note: null, amounts: { estimatedAmount: 12_000_000 } }] };

const open = (answer: unknown, language: 'en_US' | 'vi_VN' = 'en_US') => renderRoute(remote, '/cashless/stays', { http: fakeHttp({ 'GET /gops': answer as never }), language });

describe('Hospital stays (#/cashless/stays)', () => {
  test('each stay: hospital, admission, state, amount guaranteed, what the customer pays, and the messages in order', async () => {
    const page = open(() => [concluded, waiting]);
    const stays = await screen.findAllByTestId('stay');
    expect(page.titles.at(-1)).toBe('Hospital stays');
    // Newest admission first.
    expect(stays.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual(['FV Hospital', 'Chợ Rẫy Hospital']);
    const [fv, choRay] = stays;
    expect(within(fv).getByTestId('stay-status').textContent).toBe('Pending');
    expect(within(fv).getByTestId('stay-covered').textContent).toBe('Not decided yet');
    expect(within(fv).getByTestId('stay-you-pay').textContent).toBe('Not decided yet');
    expect(within(choRay).getByTestId('stay-status').textContent).toBe('Payment conclusion');
    expect(choRay.textContent).toContain('Admitted 02-03-2026 · discharged 05-03-2026 · GOP-2026-000007');
    expect(within(choRay).getByTestId('stay-bill').textContent).toBe('28,000,000 ₫');
    expect(within(choRay).getByTestId('stay-covered').textContent).toBe('25,000,000 ₫');
    expect(within(choRay).getByTestId('stay-you-pay').textContent).toBe('3,000,000 ₫');
    expect(within(choRay).getAllByTestId('stay-event').map((e) => e.textContent)).toEqual(['The hospital asked for a guarantee', 'Guarantee approved', 'Payment concluded']);
    expect(within(choRay).getAllByTestId('stay-message').map((e) => e.textContent)).toEqual(['Guaranteed 25,000,000 ₫ of 30,000,000 ₫', 'Insurer pays 25,000,000 ₫; you pay 3,000,000 ₫']);
    page.cleanup();
  });

  test('in Vietnamese', async () => {
    const page = open(() => [concluded], 'vi_VN');
    const stay = await screen.findByTestId('stay');
    expect(page.titles.at(-1)).toBe('Đợt điều trị nội trú');
    expect(within(stay).getByTestId('stay-status').textContent).toBe('Kết luận thanh toán');
    expect(stay.textContent).toContain('Bạn trả');
    expect(stay.textContent).toContain('Bảo hiểm chi trả');
    expect(within(stay).getAllByTestId('stay-event').map((e) => e.textContent)).toContain('Đã chấp thuận bảo lãnh');
    page.cleanup();
  });

  test('none yet: said so; loading; error with retry', async () => {
    const empty = open(() => []);
    expect((await screen.findByTestId('stays-empty')).textContent).toContain('No hospital stays under cashless service yet.');
    empty.cleanup();

    const loading = open(pending);
    expect(screen.queryByTestId('stays-page')).toBeNull();
    loading.cleanup();

    const broken = open((_c: unknown, n: number) => {
      if (n === 0) throw new ApiError(500, 'error.system', 500);
      return [waiting];
    });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('stay')).toBeTruthy();
    broken.cleanup();
  });

  test('the active cashless status page links here, as a real link', async () => {
    const http = fakeHttp({ 'GET /cashless/status': () => ({ status: 'active', appliedAt: null, activatedAt: '2026-03-01T02:00:00.000Z', rejection: null }), 'GET /providers': () => ({ items: [], total: 0 }) });
    const page = renderRoute(remote, '/cashless', { http, language: 'vi_VN' });
    const link = await screen.findByTestId('cashless-stays-link');
    expect(link.getAttribute('href')).toBe('#/cashless/stays');
    expect(link.textContent).toContain('Các đợt nằm viện của tôi');
    page.cleanup();
  });
});

describe('Hospital stays, live', () => {
  test.each(['en_US', 'vi_VN'] as const)('a GOP change on the live stream refetches the stays without a pull (%s)', async (language) => {
    let answer: HospitalStay[] = [waiting];
    const page = open(() => answer, language);
    await screen.findAllByTestId('stay');
    answer = [{ ...waiting, status: 'assessed', guaranteedAmount: 10_000_000, customerPays: 2_000_000 }];
    act(() => page.channel.emit('shell:record-changed', { kind: 'gop', id: '9', status: 'assessed', mine: false }));
    await waitFor(() => expect(screen.getByTestId('stay').textContent).toContain('10,000,000'));
    page.cleanup();
  });
});
