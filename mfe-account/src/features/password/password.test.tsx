import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, createHttpClient, type ModalKind } from '@sencare/shared/http';
import { fakeHttp, openRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByTestId('password-submit'));

describe('change password (#/password)', () => {
  afterEach(() => jest.useRealTimers());

  test.each([
    ['en_US', 'Password must be 5 to 20 characters', 'The two new passwords do not match', 'This field is required'],
    ['vi_VN', 'Mật khẩu phải từ 5 đến 20 ký tự', 'Hai mật khẩu mới không khớp', 'Trường này là bắt buộc'],
  ] as const)('docs/requirements.md §5 rules shown next to the fields in %s, nothing sent', async (language, length, mismatch, required) => {
    const http = fakeHttp({});
    const page = await openRoute(remote, '/password', 'password-submit', { http, language });
    fill({ newPassword: 'abc', confirmPassword: 'abcd' });
    submit();
    expect((await screen.findByTestId('field-newPassword-error')).textContent).toContain(length);
    expect((screen.getByTestId('field-confirmPassword-error')).textContent).toContain(mismatch);
    expect((screen.getByTestId('field-oldPassword-error')).textContent).toContain(required);
    // what was typed survives the failed submit
    expect((document.querySelector('input[name="newPassword"]') as HTMLInputElement).value).toBe('abc');
    expect(http.calls).toHaveLength(0);
    page.cleanup();
  });

  test('letters and numbers only', async () => {
    const page = await openRoute(remote, '/password', 'password-submit', { http: fakeHttp({}) });
    fill({ oldPassword: 'old12', newPassword: 'new_pass!', confirmPassword: 'new_pass!' });
    submit();
    expect((await screen.findByTestId('field-newPassword-error')).textContent).toContain('Password may contain letters and numbers only');
    page.cleanup();
  });

  test('a wrong old password from the API is shown under the old password field', async () => {
    const http = fakeHttp({
      'POST /auth/password/change': () => {
        throw new ApiError(401, 'auth.wrongOldPassword', 400);
      },
    });
    const page = await openRoute(remote, '/password', 'password-submit', { http });
    fill({ oldPassword: 'wrong1', newPassword: 'Secret123', confirmPassword: 'Secret123' });
    submit();
    expect((await screen.findByTestId('field-oldPassword-error')).textContent).toContain('The old password is incorrect');
    page.cleanup();
  });

  test('a too-common password named by the API lands on the new password field (Vietnamese)', async () => {
    const http = fakeHttp({
      'POST /auth/password/change': () => {
        throw new ApiError(400, 'validation.passwordTooCommon', 400, { newPassword: 'validation.passwordTooCommon' });
      },
    });
    const page = await openRoute(remote, '/password', 'password-submit', { http, language: 'vi_VN' });
    fill({ oldPassword: 'oldpass1', newPassword: 'password1', confirmPassword: 'password1' });
    submit();
    expect((await screen.findByTestId('field-newPassword-error')).textContent).toContain('Mật khẩu này quá phổ biến');
    page.cleanup();
  });

  test('success sends the three fields, toasts and lands on Settings, never history.back()', async () => {
    const http = fakeHttp({ 'POST /auth/password/change': () => null });
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const page = await openRoute(remote, '/password', 'password-submit', { http });
    expect(page.titles.at(-1)).toBe('Change password');
    fill({ oldPassword: 'oldpass1', newPassword: 'Newpass2', confirmPassword: 'Newpass2' });
    submit();
    await screen.findByText('Password changed');
    expect(http.calls[0]).toEqual({ method: 'POST', path: '/auth/password/change', body: { oldPassword: 'oldpass1', newPassword: 'Newpass2', confirmPassword: 'Newpass2' }, options: { loading: true, silent: true } });
    await waitFor(() => expect(window.location.hash).toBe('#/settings'));
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
    page.cleanup();
  });

  test('show/hide toggles the field type', async () => {
    const page = await openRoute(remote, '/password', 'password-submit', { http: fakeHttp({}) });
    const input = document.querySelector('input[name="oldPassword"]') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByTestId('toggle-oldPassword'));
    expect(input.type).toBe('text');
    expect(input.autocomplete).toBe('current-password');
    page.cleanup();
  });
});

describe('long passwords and the API down', () => {
  const TWENTY_ONE = 'Abcdefghij0123456789k';

  test.each([
    ['en_US', 'Password must be 5 to 20 characters', '5–20 characters, letters and numbers only'],
    ['vi_VN', 'Mật khẩu phải từ 5 đến 20 ký tự', 'Từ 5 đến 20 ký tự, chỉ gồm chữ và số'],
  ] as const)('a 21-character password is kept whole and refused with the limit named (%s)', async (language, length, hint) => {
    const http = fakeHttp({});
    const page = await openRoute(remote, '/password', 'password-submit', { http, language });
    const input = document.querySelector('input[name="newPassword"]') as HTMLInputElement;
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(screen.getByTestId('field-newPassword-hint').textContent).toBe(hint);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('field-newPassword-hint').id);
    fill({ oldPassword: 'oldpass1', newPassword: TWENTY_ONE, confirmPassword: TWENTY_ONE });
    expect(input.value).toBe(TWENTY_ONE);
    submit();
    expect((await screen.findByTestId('field-newPassword-error')).textContent).toBe(length);
    expect(http.calls).toHaveLength(0);
    page.cleanup();
  });

  test('a 502 from the gateway is one message with a next step, in the form, and no modal on top', async () => {
    const modals: ModalKind[] = [];
    const http = createHttpClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      widgetVersion: '2.0.07',
      sourceType: 'web_h5',
      onSessionExpired: () => undefined,
      showModal: (kind) => modals.push(kind),
      // The gateway's answer when the API is down: 502 with an empty body.
      fetchImpl: (() => Promise.resolve({ ok: false, status: 502, text: () => Promise.resolve('') })) as never,
    });
    const page = await openRoute(remote, '/password', 'password-submit', { http });
    fill({ oldPassword: 'oldpass1', newPassword: 'Newpass2', confirmPassword: 'Newpass2' });
    submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe('The service is not reachable. Check your connection and try again.');
    expect(modals).toEqual([]);
    expect(screen.queryByTestId('field-oldPassword-error')).toBeNull();
    page.cleanup();
  });
});
