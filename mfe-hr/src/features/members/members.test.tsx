import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN, PROFILE, member } from '../../test/fixtures';

const quang = member();
const ngoc = member({ id: 12, employeeNo: 'MA-0002', fullName: 'Lý Thị Ngọc', department: 'Sales', planCode: 'B', status: 'ended', coverTo: '2026-03-01', cardStatus: 'invalid' });

describe('Members (#/hr)', () => {
  test('each member with status, relationship, department and plan; filters go to the API and stay in the address', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members': () => ({ items: [quang, ngoc], total: 2 }) });
    const page = renderRoute(remote, '/hr', { http, user: HR_ADMIN });
    const rows = await screen.findAllByTestId('hr-member-row');
    expect(page.titles.at(-1)).toBe('Members');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['active', 'ended']);
    expect(rows[0].textContent).toContain('MA-0001 · Employee · Engineering · Plan A');
    expect(rows[1].textContent).toContain('Cover ended');
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('#/hr/member?id=12');
    await waitFor(() => expect(screen.getByTestId('hr-filter-department').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('hr-filter-department'), { target: { value: 'Sales' } });
    await waitFor(() => expect(window.location.hash).toBe('#/hr?department=Sales'));
    await waitFor(() => expect(http.to('GET /hr/members').at(-1)?.query).toMatchObject({ department: 'Sales', page: 1, pageSize: 20 }));
    fireEvent.change(screen.getByTestId('hr-search'), { target: { value: 'quang' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(http.to('GET /hr/members').at(-1)?.query).toMatchObject({ q: 'quang', department: 'Sales' }));
    page.cleanup();
  });

  test('Vietnamese, empty and error states', async () => {
    const empty = renderRoute(remote, '/hr', { http: fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members': () => ({ items: [], total: 0 }) }), user: HR_ADMIN, language: 'vi_VN' });
    expect((await screen.findByTestId('hr-members-empty')).textContent).toContain('Không có thành viên phù hợp.');
    empty.cleanup();
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(500, 'error.system', 500); return { items: [quang], total: 1 }; } });
    const broken = renderRoute(remote, '/hr', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByText('Tap to reload'));
    expect(await screen.findByTestId('hr-member-row')).toBeTruthy();
    broken.cleanup();
  });

  test('a viewer is not offered enrolment', async () => {
    const page = renderRoute(remote, '/hr', { http: fakeHttp({ 'GET /hr/me': () => ({ ...PROFILE, subRole: 'viewer' }), 'GET /hr/members': () => ({ items: [quang], total: 1 }) }), user: HR_ADMIN });
    await screen.findByTestId('hr-member-row');
    expect(screen.queryByTestId('hr-add-member')).toBeNull();
    page.cleanup();
  });
});
