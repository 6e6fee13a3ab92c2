import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, openRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('pin-submit'));
const errorOf = async (name: string) => (await screen.findByTestId(`field-${name}-error`)).textContent;

describe('change PIN (#/pin/change)', () => {
  test.each([
    ['en_US', 'PIN must be 6 digits', 'The two entered PINs do not match.'],
    ['vi_VN', 'Mã PIN phải gồm 6 chữ số', 'Hai mã PIN đã nhập không khớp.'],
  ] as const)('docs/requirements.md §5 messages in %s', async (language, sixDigits, mismatch) => {
    const http = fakeHttp({});
    const page = await openRoute(remote, '/pin/change', 'pin-submit', { http, language });
    type('oldPin', '123');
    type('newPin', '741852');
    type('confirmPin', '741850');
    submit();
    expect(await errorOf('oldPin')).toBe(sixDigits);
    expect(await errorOf('confirmPin')).toBe(mismatch);
    expect(input('oldPin').value).toBe('123');
    expect(http.calls).toHaveLength(0);
    page.cleanup();
  });

  test('keeps digits only, at most 6: a pasted "12 34 56 7" becomes 123456; numeric keyboard and autofill hints', async () => {
    const page = await openRoute(remote, '/pin/change', 'pin-submit', { http: fakeHttp({}) });
    type('newPin', '12 34 56 7');
    expect(input('newPin').value).toBe('123456');
    expect(input('newPin').getAttribute('inputmode')).toBe('numeric');
    expect(input('oldPin').autocomplete).toBe('current-password');
    expect(input('newPin').autocomplete).toBe('new-password');
    page.cleanup();
  });

  test('a wrong old PIN shows the attempts left under the old PIN', async () => {
    const http = fakeHttp({
      'POST /pin/change': () => {
        throw new ApiError(401, 'auth.wrongPinLeft', 400, undefined, { count: 3 });
      },
    });
    const page = await openRoute(remote, '/pin/change', 'pin-submit', { http });
    type('oldPin', '111111');
    type('newPin', '975310');
    type('confirmPin', '975310');
    submit();
    expect(await errorOf('oldPin')).toBe('Incorrect PIN. 3 attempts left');
    expect(http.calls[0].body).toEqual({ oldPin: '111111', newPin: '975310', confirmPin: '975310' });
    page.cleanup();
  });

  test('success toasts in Vietnamese and lands on Settings; title set', async () => {
    const http = fakeHttp({ 'POST /pin/change': () => null });
    jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const page = await openRoute(remote, '/pin/change', 'pin-submit', { http, language: 'vi_VN' });
    expect(page.titles.at(-1)).toBe('Đổi mã PIN');
    type('oldPin', '111111');
    type('newPin', '975310');
    type('confirmPin', '975310');
    submit();
    await screen.findByText('Đã đổi mã PIN');
    expect(window.location.hash).toBe('#/settings');
    expect(window.history.back).not.toHaveBeenCalled();
    page.cleanup();
  });

  test('forgot PIN goes to the shell reset page', async () => {
    const page = await openRoute(remote, '/pin/change', 'pin-submit', { http: fakeHttp({}) });
    fireEvent.click(screen.getByTestId('forgot-pin'));
    expect(window.location.hash).toBe('#/pin/reset');
    page.cleanup();
  });
});
