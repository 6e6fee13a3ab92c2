import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN, PROFILE, member } from '../../test/fixtures';

const OUTSIDE_DEPARTMENT_VI = 'Bạn quản lý phòng ban khác';

describe('A member (#/hr/member?id=…)', () => {
  test('the HR admin ends cover on a date: the member and card show it at once', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/11': () => member(), 'POST /hr/members/11/end-cover': () => member({ status: 'ended', coverTo: '2026-04-01', cardStatus: 'invalid' }) });
    const page = renderRoute(remote, '/hr/member?id=11', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-member-card')).textContent).toBe('SG0000000011 · Valid');
    expect(screen.getByTestId('hr-end-cover').textContent).toContain('the dependants enrolled under the same employee number');
    fireEvent.click(screen.getByTestId('hr-end-cover-submit'));
    await waitFor(() => expect(screen.getByTestId('hr-member-card').textContent).toBe('SG0000000011 · Not valid'));
    expect(screen.getByTestId('hr-member-status').textContent).toBe('Cover ended');
    expect(screen.queryByTestId('hr-end-cover')).toBeNull();
    page.cleanup();
  });

  test("the API's refusal of the date is said under the field, in Vietnamese", async () => {
    const refusal = new ApiError(400, 'validation.hr.endBeforeStart', 400, { effectiveDate: 'validation.hr.endBeforeStart' });
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/11': () => member(), 'POST /hr/members/11/end-cover': () => { throw refusal; } });
    const page = renderRoute(remote, '/hr/member?id=11', { http, user: HR_ADMIN, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('hr-end-cover-submit'));
    expect((await screen.findByTestId('hr-end-cover-date-error')).textContent).toBe('Ngày kết thúc phải sau ngày bắt đầu bảo hiểm');
    page.cleanup();
  });

  test('the HR admin corrects the department and phone: the request carries the edit, the page shows it, "Saved." is said', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/11': () => member(), 'PUT /hr/members/11': (call) => member({ ...(call.body as object) }) });
    const page = renderRoute(remote, '/hr/member?id=11', { http, user: HR_ADMIN });
    const department = await screen.findByLabelText('Department');
    fireEvent.change(department, { target: { value: 'Finance' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0901234567' } });
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'B' } });
    fireEvent.click(screen.getByTestId('hr-edit-submit'));
    expect((await screen.findByTestId('hr-edit-saved')).textContent).toBe('Saved.');
    expect(http.to('PUT /hr/members/11').map((c) => c.body)).toEqual([{ fullName: member().fullName, email: member().email, phone: '0901234567', department: 'Finance', planCode: 'B' }]);
    expect(screen.getByTestId('hr-member-page').textContent).toContain('Finance');
    page.cleanup();
  });

  test("in Vietnamese: an empty name is refused before sending, the API's refusal of the department lands under it, and nothing typed is lost", async () => {
    const refusal = new ApiError(400, 'validation.hr.outsideDepartment', 400, { department: 'validation.hr.outsideDepartment' });
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/11': () => member(), 'PUT /hr/members/11': () => { throw refusal; } });
    const page = renderRoute(remote, '/hr/member?id=11', { http, user: HR_ADMIN, language: 'vi_VN' });
    const name = await screen.findByLabelText('Họ và tên');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('hr-edit-submit'));
    expect(await screen.findByTestId('hr-edit-fullName-error')).toBeTruthy();
    expect(http.to('PUT /hr/members/11')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Võ Minh Quang' } });
    fireEvent.change(screen.getByLabelText('Phòng ban'), { target: { value: 'Kế toán' } });
    fireEvent.click(screen.getByTestId('hr-edit-submit'));
    expect((await screen.findByTestId('hr-edit-department-error')).textContent).toBe(OUTSIDE_DEPARTMENT_VI);
    expect((screen.getByLabelText('Phòng ban') as HTMLInputElement).value).toBe('Kế toán');
    expect((screen.getByLabelText('Họ và tên') as HTMLInputElement).value).toBe('Võ Minh Quang');
    page.cleanup();
  });

  test('an HR viewer reads the member with no form to change it', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => ({ ...PROFILE, subRole: 'viewer' }), 'GET /hr/members/11': () => member() });
    const page = renderRoute(remote, '/hr/member?id=11', { http, user: HR_ADMIN });
    await screen.findByTestId('hr-member-card');
    expect(screen.queryByTestId('hr-edit-member')).toBeNull();
    expect(screen.queryByTestId('hr-end-cover')).toBeNull();
    page.cleanup();
  });

  test('a member outside the list is not found', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/99': () => { throw new ApiError(404, 'validation.hr.memberNotFound', 404); } });
    const page = renderRoute(remote, '/hr/member?id=99', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-member-not-found')).textContent).toContain('This member is not in your list.');
    page.cleanup();
  });
});
