import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HrUser } from '@sencare/shared/contracts';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN, PROFILE } from '../../test/fixtures';

const admin: HrUser = { id: 1, userCode: 'HR00000001', account: 'hr.admin', fullName: 'Đặng Thu Trang', email: 'hr.admin@minhan.vn', subRole: 'admin', department: null, status: 'effective', failedLogins: 0, locked: false, you: true };
const sales: HrUser = { id: 2, userCode: 'HR00000002', account: 'hr.sales', fullName: 'Bùi Văn Hải', email: 'hr.sales@minhan.vn', subRole: 'viewer', department: 'Sales', status: 'effective', failedLogins: 5, locked: true, you: false };

describe('Portal users (#/hr/users, #/hr/user, #/hr/user/new)', () => {
  test('each user with code, role, department, status and wrong passwords; a department viewer is told who manages users', async () => {
    const page = renderRoute(remote, '/hr/users', { http: fakeHttp({ 'GET /hr/users': () => ({ items: [sales, admin] }) }), user: HR_ADMIN });
    const rows = await screen.findAllByTestId('hr-user-row');
    expect(page.titles.at(-1)).toBe('Portal users');
    expect(rows[0].textContent).toContain('HR viewer · Sales');
    expect(rows[0].textContent).toContain('Locked after 5 wrong passwords');
    expect(rows[1].textContent).toContain('Đặng Thu Trang (you)');
    expect(rows[1].textContent).toContain('HR admin · All departments');
    expect(rows[0].querySelector('a')?.getAttribute('href')).toBe('#/hr/user?id=2');
    page.cleanup();

    const viewer = renderRoute(remote, '/hr/users', { http: fakeHttp({ 'GET /hr/users': () => { throw new ApiError(403, 'error.forbidden', 403); } }), user: HR_ADMIN, language: 'vi_VN' });
    expect((await screen.findByTestId('hr-users-forbidden')).textContent).toBe('Chỉ quản trị nhân sự của mọi phòng ban mới quản lý người dùng cổng.');
    viewer.cleanup();
  });

  test('a user: unlock, then set invalid; what the API says is shown; your own row only reads', async () => {
    let current = sales;
    const http = fakeHttp({
      'GET /hr/me': () => PROFILE,
      'GET /hr/users': () => ({ items: [admin, current] }),
      'POST /hr/users/2/unlock': () => (current = { ...sales, failedLogins: 0, locked: false }),
      'PUT /hr/users/2': (call: { body: unknown }) => (current = { ...current, ...(call.body as Partial<HrUser>), department: 'Sales' }),
    });
    const page = renderRoute(remote, '/hr/user?id=2', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-user-failed')).textContent).toBe('Locked after 5 wrong passwords');
    fireEvent.click(screen.getByTestId('hr-user-unlock'));
    expect(await screen.findByTestId('hr-user-unlocked')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('hr-user-failed').textContent).toBe('0'));
    fireEvent.change(screen.getByTestId('hr-user-status').querySelector('select')!, { target: { value: 'invalid' } });
    fireEvent.click(screen.getByTestId('hr-user-save'));
    expect(await screen.findByTestId('hr-user-saved')).toBeTruthy();
    expect(http.to('PUT /hr/users/2')[0].body).toEqual({ subRole: 'viewer', department: 'Sales', status: 'invalid' });
    page.cleanup();

    const own = renderRoute(remote, '/hr/user?id=1', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-user-you')).textContent).toContain('You cannot change your own access');
    expect(screen.queryByTestId('hr-user-save')).toBeNull();
    own.cleanup();
  });

  test('a new user: the form refuses what the API refuses, keeps what was typed, and shows the API\'s refusal under its field', async () => {
    const http = fakeHttp({
      'GET /hr/me': () => PROFILE,
      'POST /hr/users': () => { throw new ApiError(400, 'validation.failed', 400, { email: 'validation.hr.userEmailTaken' }); },
    });
    const page = renderRoute(remote, '/hr/user/new', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByTestId('hr-new-user-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(http.to('POST /hr/users')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('hr-new-user-fullName').querySelector('input')!, { target: { value: 'Phạm Thu Hương' } });
    fireEvent.change(screen.getByTestId('hr-new-user-email').querySelector('input')!, { target: { value: 'lan.tran@sencare.vn' } });
    await waitFor(() => expect(screen.getByTestId('hr-new-user-department').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('hr-new-user-department').querySelector('select')!, { target: { value: 'Sales' } });
    fireEvent.click(screen.getByTestId('hr-new-user-submit'));
    expect(await screen.findByText('This email already has a SenCare account')).toBeTruthy();
    expect(http.to('POST /hr/users')[0].body).toEqual({ fullName: 'Phạm Thu Hương', email: 'lan.tran@sencare.vn', subRole: 'viewer', department: 'Sales' });
    expect((screen.getByTestId('hr-new-user-fullName').querySelector('input') as HTMLInputElement).value).toBe('Phạm Thu Hương');
    page.cleanup();
  });
});
