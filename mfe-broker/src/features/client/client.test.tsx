import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { AGENT_PROFILE, BROKER_STAFF, DUE_CLIENT, OTHER_CLIENT, PROFILE } from '../../test/fixtures';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId).querySelector('input')!, { target: { value } });
const invited = { id: 40, userCode: 'HR00000040', account: 'lan.do@binhtay.vn', fullName: 'Đỗ Thị Lan', email: 'lan.do@binhtay.vn', department: null };

describe('A client (#/broker/client?id=)', () => {
  test('its policies: period, renewal due, members per plan, premium, claims and loss ratio; it has an HR admin', async () => {
    const page = renderRoute(remote, '/broker/client?id=3', { http: fakeHttp({ 'GET /broker/me': () => PROFILE, 'GET /broker/clients/3': () => DUE_CLIENT }), user: BROKER_STAFF });
    const policy = await screen.findByTestId('broker-client-policy');
    expect(page.titles.at(-1)).toBe('Client');
    expect(screen.getByTestId('broker-client-name').textContent).toBe('Công ty TNHH Minh An');
    expect(policy.getAttribute('data-renewal-due')).toBe('true');
    for (const text of ['GP-2026-000101', 'Renewal due', '01-01-2026 – 31-01-2027', 'Ends in 45 days', 'Plan A (Plan A (managers)): 2 members', '1,200,000,000 ₫', '510,000,000 ₫', '42.5%', 'Minh An group health care']) expect(policy.textContent).toContain(text);
    expect(screen.getByTestId('broker-client-has-hr')).toBeTruthy();
    expect(screen.queryByTestId('broker-invite')).toBeNull();
    page.cleanup();
  });

  test('inviting the first HR admin: the schema first, the API after; 409 hrAdminExists translated, nothing typed lost', async () => {
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/clients/4': () => OTHER_CLIENT,
      'POST /broker/clients/4/hr-admin': (_c: unknown, n: number) => { if (n === 0) throw new ApiError(409, 'validation.broker.hrAdminExists', 409); return invited; },
    });
    const page = renderRoute(remote, '/broker/client?id=4', { http, user: BROKER_STAFF, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('broker-invite-submit'));
    expect((await screen.findByTestId('broker-invite-fullName-error')).textContent).toBe('Trường này là bắt buộc');
    expect(http.to('POST /broker/clients/4/hr-admin')).toHaveLength(0);
    type('broker-invite-fullName', 'Đỗ Thị Lan');
    type('broker-invite-email', 'lan.do@binhtay.vn');
    fireEvent.click(screen.getByTestId('broker-invite-submit'));
    expect((await screen.findByTestId('broker-invite-error')).textContent).toBe('Khách hàng này đã có quản trị nhân sự');
    expect(http.to('POST /broker/clients/4/hr-admin')[0].body).toEqual({ fullName: 'Đỗ Thị Lan', email: 'lan.do@binhtay.vn', department: null });
    expect((screen.getByTestId('broker-invite-fullName').querySelector('input') as HTMLInputElement).value).toBe('Đỗ Thị Lan');
    fireEvent.click(screen.getByTestId('broker-invite-submit'));
    expect((await screen.findByTestId('broker-invite-sent')).textContent).toContain('Đã gửi lời mời tới Đỗ Thị Lan (lan.do@binhtay.vn)');
    page.cleanup();
  });

  test('an address in use goes under the email field (English)', async () => {
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/clients/4': () => OTHER_CLIENT,
      'POST /broker/clients/4/hr-admin': () => { throw new ApiError(409, 'validation.broker.emailTaken', 409, { email: 'validation.broker.emailTaken' }); },
    });
    const page = renderRoute(remote, '/broker/client?id=4', { http, user: BROKER_STAFF });
    await screen.findByTestId('broker-invite');
    type('broker-invite-fullName', 'Đỗ Thị Lan');
    type('broker-invite-email', 'lan.tran@sencare.vn');
    type('broker-invite-department', 'Sales');
    fireEvent.click(screen.getByTestId('broker-invite-submit'));
    await waitFor(() => expect(screen.getByTestId('broker-invite-email-error').textContent).toBe('This email already has a SenCare account'));
    expect(http.to('POST /broker/clients/4/hr-admin')[0].body).toMatchObject({ department: 'Sales' });
    page.cleanup();
  });

  test('an agent reads the client but is offered no invitation; a client of another broker is not found', async () => {
    const page = renderRoute(remote, '/broker/client?id=4', { http: fakeHttp({ 'GET /broker/me': () => AGENT_PROFILE, 'GET /broker/clients/4': () => OTHER_CLIENT }), user: BROKER_STAFF });
    expect((await screen.findByTestId('broker-client-no-hr')).textContent).toContain("the broker company's staff invite the first one");
    expect(screen.queryByTestId('broker-invite')).toBeNull();
    page.cleanup();

    const missing = renderRoute(remote, '/broker/client?id=99', { http: fakeHttp({ 'GET /broker/me': () => PROFILE }), user: BROKER_STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('broker-client-not-found')).textContent).toContain('Khách hàng này không thuộc công ty của bạn.');
    missing.cleanup();
  });
});
