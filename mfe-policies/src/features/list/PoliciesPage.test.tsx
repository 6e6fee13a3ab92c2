import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PoliciesPage } from './PoliciesPage';
import { fakeHttp, pending, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { serverError, expiredSummary, policySummary } from '../../test/fixtures';

beforeEach(() => {
  window.location.hash = '#/policies';
});

describe('my policies', () => {
  test('lists each policy with its status, amounts and waiting period, and names the page (en)', async () => {
    const http = fakeHttp({ '/policies': [policySummary, expiredSummary] });
    const { titles } = renderPage(remote, <PoliciesPage />, { http });
    const cards = await screen.findAllByTestId('policy-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Family Health Care');
    expect(cards[0].textContent).toContain('Effective');
    expect(cards[0].textContent).toContain('POL-2026-0001');
    expect(cards[0].textContent).toContain('01-01-2026 – 31-12-2026');
    expect(cards[0].textContent).toContain('200,000,000 ₫');
    expect(cards[0].textContent).toContain('150,000,000 ₫');
    expect(cards[0].textContent).toContain('30 days');
    expect(cards[0].textContent).toContain('Nguyen Van An, Tran Thi Binh');
    expect(cards[1].textContent).toContain('Expired');
    expect(cards[1].textContent).toContain('No waiting period');
    expect(cards[1].textContent).toContain('Insured member');
    expect(titles).toContain('My policies');
    expect(http.calls).toContainEqual({ method: 'GET', path: '/policies', query: undefined, options: { silent: true } });
  });

  test('the same list in Vietnamese', async () => {
    const http = fakeHttp({ '/policies': [policySummary, expiredSummary] });
    const { titles } = renderPage(remote, <PoliciesPage />, { http, language: 'vi_VN' });
    const cards = await screen.findAllByTestId('policy-card');
    expect(cards[0].textContent).toContain('Chăm sóc sức khỏe gia đình');
    expect(cards[0].textContent).toContain('Có hiệu lực');
    expect(cards[0].textContent).toContain('Thời hạn bảo hiểm');
    expect(cards[0].textContent).toContain('30 ngày');
    expect(cards[1].textContent).toContain('Hết hiệu lực');
    expect(titles).toContain('Hợp đồng của tôi');
  });

  test('tapping a policy opens its information page', async () => {
    renderPage(remote, <PoliciesPage />, { http: fakeHttp({ '/policies': [policySummary] }) });
    fireEvent.click(await screen.findByTestId('policy-card'));
    expect(window.location.hash).toBe('#/policies/detail?policyNo=POL-2026-0001');
  });

  test('the e-card shortcut opens the e-cards', async () => {
    renderPage(remote, <PoliciesPage />, { http: fakeHttp({ '/policies': [policySummary] }) });
    fireEvent.click(await screen.findByTestId('policies-ecards-link'));
    expect(window.location.hash).toBe('#/ecards');
  });

  test.each([
    ['en_US', 'You have no policies yet.'],
    ['vi_VN', 'Bạn chưa có hợp đồng bảo hiểm nào.'],
  ] as const)('empty list (%s)', async (language, text) => {
    renderPage(remote, <PoliciesPage />, { http: fakeHttp({ '/policies': [] }), language });
    expect((await screen.findByTestId('policies-empty')).textContent).toContain(text);
  });

  test.each([
    ['en_US', 'System error', 'Tap to reload'],
    ['vi_VN', 'Lỗi hệ thống', 'Chạm để tải lại'],
  ] as const)('error view with retry (%s)', async (language, message, retry) => {
    let fail = true;
    const http = fakeHttp({ '/policies': () => (fail ? serverError() : [policySummary]) });
    renderPage(remote, <PoliciesPage />, { http, language });
    const error = await screen.findByTestId('policies-error');
    expect(error.textContent).toContain(message);
    fail = false;
    fireEvent.click(screen.getByText(retry));
    await waitFor(() => expect(screen.getAllByTestId('policy-card')).toHaveLength(1));
  });

  test('loading view appears after the 200 ms delay while the API has not answered', async () => {
    renderPage(remote, <PoliciesPage />, { http: fakeHttp({ '/policies': pending }) });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
  });
});
