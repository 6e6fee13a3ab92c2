import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClaimsOverview } from '@sencare/shared/contracts';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN } from '../../test/fixtures';

const OVERVIEW: ClaimsOverview = {
  from: '2025-12',
  minimumCell: 3,
  totals: { claims: 6, requested: 16_200_000, reimbursed: 3_600_000 },
  cells: [
    { month: '2026-11', department: 'Engineering', outcome: 'open', claims: 3, requested: 6_000_000, reimbursed: 2_500_000 },
    { month: '2026-11', department: 'Engineering', outcome: 'paid', claims: null, requested: null, reimbursed: null },
    { month: '2026-10', department: 'Sales', outcome: 'denied', claims: null, requested: null, reimbursed: null },
  ],
  plans: [{ code: 'A', name: { en: 'Plan A', vi: 'Gói A' }, budget: 100_000_000, used: 3_600_000 }],
};

describe('Claims overview (#/hr/claims)', () => {
  test('totals, budget used and each month by department and outcome; a small cell says "fewer than" with no figures; the period goes to the API and the address', async () => {
    const http = fakeHttp({ 'GET /hr/claims/overview': () => OVERVIEW });
    const page = renderRoute(remote, '/hr/claims', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-claims-totals')).textContent).toContain('16,200,000');
    expect(page.titles.at(-1)).toBe('Claims overview');
    expect(screen.getByTestId('hr-plan-A').textContent).toContain('3,600,000 ₫ of 100,000,000 ₫ (4%)');
    const cells = screen.getAllByTestId('hr-claims-cell').map((cell) => cell.textContent);
    expect(cells[0]).toContain('3 claims · 6,000,000 ₫ requested · 2,500,000 ₫ reimbursed');
    expect(cells[1]).toContain('Fewer than 3 claims');
    expect(screen.getByTestId('hr-claims-month-2026-10').textContent).toContain('10-2026');
    expect(http.to('GET /hr/claims/overview')[0].query).toEqual({ months: 12 });
    fireEvent.change(screen.getByTestId('hr-claims-period'), { target: { value: '3' } });
    await waitFor(() => expect(window.location.hash).toBe('#/hr/claims?months=3'));
    page.cleanup();
  });

  test('CSV: the same period as a file; a failed download says so and keeps the page', async () => {
    const http = fakeHttp({ 'GET /hr/claims/overview': () => OVERVIEW, 'GET /hr/claims/overview.csv': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(503, 'error.system', 503); return new Blob(['x']); } });
    const page = renderRoute(remote, '/hr/claims?months=6', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByTestId('hr-claims-csv'));
    expect((await screen.findByTestId('hr-claims-csv-error')).textContent).toBe('The file could not be downloaded. Please try again.');
    expect(http.to('GET /hr/claims/overview.csv')[0].path).toBe('/hr/claims/overview.csv?months=6');
    expect(screen.getByTestId('hr-claims-totals')).toBeTruthy();
    page.cleanup();
  });

  test('Vietnamese; nothing in the period; the API failing then answering', async () => {
    const empty = renderRoute(remote, '/hr/claims', { http: fakeHttp({ 'GET /hr/claims/overview': () => ({ ...OVERVIEW, totals: { claims: 0, requested: 0, reimbursed: 0 }, cells: [] }) }), user: HR_ADMIN, language: 'vi_VN' });
    expect((await screen.findByTestId('hr-claims-empty')).textContent).toContain('Không có hồ sơ bồi thường nào');
    empty.cleanup();
    const http = fakeHttp({ 'GET /hr/claims/overview': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return OVERVIEW; } });
    const broken = renderRoute(remote, '/hr/claims', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('hr-claims-totals')).toBeTruthy();
    broken.cleanup();
  });
});
