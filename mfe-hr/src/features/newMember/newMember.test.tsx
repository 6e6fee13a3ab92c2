import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN, PROFILE, member } from '../../test/fixtures';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId).querySelector('input, select')!, { target: { value } });

describe('Enrol a member (#/hr/member/new)', () => {
  test('the shared schema refuses bad fields before sending; what only the API knows lands under its field', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'POST /hr/members': () => { throw new ApiError(400, 'validation.hr.alreadyMember', 400, { idNumber: 'validation.hr.alreadyMember' }); } });
    const page = renderRoute(remote, '/hr/member/new', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByTestId('hr-new-submit'));
    expect((await screen.findByTestId('hr-new-email-error')).textContent).toBe('An employee needs an email address for the invitation');
    expect(screen.getByTestId('hr-new-idNumber-error').textContent).toBe('The personal ID number has 12 digits');
    expect(http.to('POST /hr/members')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('hr-new-planCode').querySelectorAll('option')).toHaveLength(3));
    for (const [field, value] of [['employeeNo', 'MA-0300'], ['fullName', 'Trần Văn Bình'], ['dateOfBirth', '1991-07-07'], ['idNumber', '079091003000'], ['email', 'binh@minhan.vn'], ['department', 'Sales'], ['planCode', 'B']]) type(`hr-new-${field}`, value);
    fireEvent.click(screen.getByTestId('hr-new-submit'));
    await waitFor(() => expect(screen.getByTestId('hr-new-idNumber-error').textContent).toBe('This person is already on the policy'));
    expect(http.to('POST /hr/members')[0].body).toMatchObject({ employeeNo: 'MA-0300', email: 'binh@minhan.vn', planCode: 'B', relationship: 'self' });
    // Nothing typed is lost.
    expect((screen.getByTestId('hr-new-fullName').querySelector('input') as HTMLInputElement).value).toBe('Trần Văn Bình');
    page.cleanup();
  });

  test('an accepted member opens', async () => {
    const http = fakeHttp({ 'GET /hr/me': () => PROFILE, 'POST /hr/members': () => member({ id: 30 }), 'GET /hr/members/30': () => member({ id: 30 }) });
    const page = renderRoute(remote, '/hr/member/new', { http, user: HR_ADMIN });
    await screen.findByTestId('hr-new-submit');
    await waitFor(() => expect(screen.getByTestId('hr-new-planCode').querySelectorAll('option')).toHaveLength(3));
    for (const [field, value] of [['employeeNo', 'MA-0300'], ['fullName', 'Trần Văn Bình'], ['dateOfBirth', '1991-07-07'], ['idNumber', '079091003000'], ['email', 'binh@minhan.vn'], ['department', 'Sales'], ['planCode', 'B']]) type(`hr-new-${field}`, value);
    fireEvent.click(screen.getByTestId('hr-new-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/hr/member?id=30'));
    page.cleanup();
  });
});
