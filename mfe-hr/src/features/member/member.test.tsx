import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN, PROFILE, member } from '../../test/fixtures';

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

  test('a member outside the list is not found', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members/99': () => { throw new ApiError(404, 'validation.hr.memberNotFound', 404); } });
    const page = renderRoute(remote, '/hr/member?id=99', { http, user: HR_ADMIN });
    expect((await screen.findByTestId('hr-member-not-found')).textContent).toContain('This member is not in your list.');
    page.cleanup();
  });
});
