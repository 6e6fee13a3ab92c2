import { fireEvent, screen, within } from '@testing-library/react';
import { PolicyDetailPage } from './PolicyDetailPage';
import { fakeHttp, pending, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { notFoundError, serverError, policyDetail } from '../../test/fixtures';

const path = '/policies/POL-2026-0001';

describe('policy information', () => {
  test('shows summary, benefits with used against limit, members and waiting period (en)', async () => {
    const http = fakeHttp({ [path]: policyDetail });
    const { titles } = renderPage(remote, <PolicyDetailPage policyNo="POL-2026-0001" />, { http });
    await screen.findByTestId('policy-detail');
    expect(screen.getByTestId('policy-remaining').textContent).toBe('150,000,000 ₫');
    const summary = screen.getByTestId('policy-summary');
    expect(summary.textContent).toContain('POL-2026-0001');
    expect(summary.textContent).toContain('Effective date01-01-2026');
    expect(within(summary).getByText('1900 1234').getAttribute('href')).toBe('tel:19001234');

    const rows = screen.getAllByTestId('benefit-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Inpatient treatment');
    expect(rows[0].textContent).toContain('25% used');
    expect(rows[0].textContent).toContain('100,000,000 ₫');
    expect(rows[0].textContent).toContain('75,000,000 ₫');
    expect(rows[1].textContent).toContain('95% used');

    expect(screen.getAllByTestId('member').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Nguyen Van An'),
      expect.stringContaining('Tran Thi Binh'),
    ]);
    expect(screen.getAllByTestId('member')[1].textContent).toContain('Spouse');
    expect(screen.getByTestId('policy-waiting').textContent).toContain('30 days');
    expect(titles).toContain('Policy information');
    expect(http.calls).toContainEqual({ method: 'GET', path: path, query: undefined, options: { silent: true } });
  });

  test('the same page in Vietnamese', async () => {
    const { titles } = renderPage(remote, <PolicyDetailPage policyNo="POL-2026-0001" />, { http: fakeHttp({ [path]: policyDetail }), language: 'vi_VN' });
    await screen.findByTestId('policy-detail');
    expect(screen.getAllByTestId('benefit-row')[0].textContent).toContain('Điều trị nội trú');
    expect(screen.getAllByTestId('benefit-row')[0].textContent).toContain('Đã dùng 25%');
    expect(screen.getByTestId('policy-benefits').textContent).toContain('Hạn mức');
    expect(screen.getAllByTestId('member')[1].textContent).toContain('Vợ/Chồng');
    expect(screen.getByTestId('policy-waiting').textContent).toContain('30 ngày');
    expect(titles).toContain('Thông tin hợp đồng');
  });

  test('policy numbers are escaped into the path', async () => {
    const http = fakeHttp({ 'GET /policies/': pending });
    renderPage(remote, <PolicyDetailPage policyNo="A/B 1" />, { http });
    expect(http.calls).toContainEqual({ method: 'GET', path: '/policies/A%2FB%201', query: undefined, options: { silent: true } });
  });

  test.each([
    ['en_US', 'This policy was not found.', 'Back to my policies'],
    ['vi_VN', 'Không tìm thấy hợp đồng này.', 'Về danh sách hợp đồng'],
  ] as const)('another user’s or an unknown policy shows not found (%s)', async (language, message, back) => {
    renderPage(remote, <PolicyDetailPage policyNo="POL-OTHER" />, { http: fakeHttp({ '/policies/POL-OTHER': notFoundError() }), language });
    expect((await screen.findByTestId('policy-not-found')).textContent).toContain(message);
    fireEvent.click(screen.getByText(back));
    expect(window.location.hash).toBe('#/policies');
  });

  test.each([
    ['en_US', 'No policy was selected.'],
    ['vi_VN', 'Chưa chọn hợp đồng nào.'],
  ] as const)('no policyNo in the route (%s)', async (language, message) => {
    const http = fakeHttp({});
    renderPage(remote, <PolicyDetailPage policyNo="" />, { http, language });
    expect(screen.getByTestId('policy-missing').textContent).toContain(message);
    expect(http.calls).toHaveLength(0);
  });

  test.each([
    ['en_US', 'System error'],
    ['vi_VN', 'Lỗi hệ thống'],
  ] as const)('server failure shows the error view (%s)', async (language, message) => {
    renderPage(remote, <PolicyDetailPage policyNo="POL-2026-0001" />, { http: fakeHttp({ [path]: serverError() }), language });
    expect((await screen.findByTestId('policy-error')).textContent).toContain(message);
  });

  test('a policy without benefits says so', async () => {
    renderPage(remote, <PolicyDetailPage policyNo="POL-2026-0001" />, { http: fakeHttp({ [path]: { ...policyDetail, benefits: [] } }) });
    expect((await screen.findByTestId('policy-benefits')).textContent).toContain('No benefits are listed for this policy.');
  });
});
