import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import { SetPinPage } from './SetPinPage';

function renderSetPin(getPinCode: () => Promise<string>, language: 'en' | 'vi-VN' = 'en') {
  resetSessionChannelForTests();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC2');
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const http = fakeHttp({ 'POST /customer/getPinCode': () => getPinCode(), 'POST /': null });
  const session = new SessionController();
  render(
    <I18nextProvider i18n={i18n}>
      <SetPinPage http={http} session={session} query={{}} />
    </I18nextProvider>,
  );
  return { session, http };
}

const pinCall = (path: string, body: Record<string, unknown>) => ({ method: 'POST', path, body, options: { json: true, silent: true } });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '#/pin/set');
});

describe('set PIN opened by someone who already has one', () => {
  test('asks the API, then offers Change PIN instead of a form that would fail', async () => {
    renderSetPin(() => Promise.resolve('true'));
    const offer = await screen.findByTestId('pin-already-set');
    expect(offer.textContent).toContain('You already have a PIN. To use a different one, change it.');
    expect(screen.queryByTestId('set-pin-page')).toBeNull();
    expect(screen.getByTestId('pin-go-change').getAttribute('href')).toBe('#/pin/change');
  });

  test('in Vietnamese', async () => {
    renderSetPin(() => Promise.resolve('true'), 'vi-VN');
    expect((await screen.findByTestId('pin-go-change')).textContent).toBe('Đổi mã PIN');
  });

  test('someone without a PIN gets the form; saving it goes on without the offer flashing', async () => {
    const { http } = renderSetPin(() => Promise.resolve('false'));
    await screen.findByTestId('set-pin-page');
    fireEvent.change(screen.getByTestId('pin-new'), { target: { value: '135790' } });
    fireEvent.change(screen.getByTestId('pin-confirm'), { target: { value: '135790' } });
    await act(async () => fireEvent.click(screen.getByTestId('pin-save')));
    expect(http.to('POST /pin/set')).toEqual([pinCall('/pin/set', { newPin: '135790', confirmPin: '135790' })]);
    expect(window.location.hash).toBe('#/home');
    expect(screen.queryByTestId('pin-already-set')).toBeNull();
  });

  test('when the check cannot reach the API the form still shows (the save then says why)', async () => {
    renderSetPin(() => Promise.reject(new ApiError(5, 'error.network', 502)));
    expect(await screen.findByTestId('set-pin-page')).toBeTruthy();
  });

  test('while the check runs nothing can be typed; the answer from the shell check is used too', async () => {
    const { session } = renderSetPin(() => new Promise(() => undefined));
    expect(screen.queryByTestId('set-pin-page')).toBeNull();
    act(() => session.setPinState('set'));
    expect(await screen.findByTestId('pin-already-set')).toBeTruthy();
  });
});

test('a PIN that is easy to guess is refused with the reason, in Vietnamese, and nothing is sent', async () => {
  const { http } = renderSetPin(() => Promise.resolve('false'), 'vi-VN');
  await screen.findByTestId('set-pin-page');
  for (const [pin, message] of [
    ['111111', 'Vui lòng chọn mã PIN không phải một chữ số lặp lại (như 111111).'],
    ['654321', 'Vui lòng chọn mã PIN không phải dãy số liên tiếp (như 123456 hoặc 654321).'],
  ]) {
    fireEvent.change(screen.getByTestId('pin-new'), { target: { value: pin } });
    fireEvent.change(screen.getByTestId('pin-confirm'), { target: { value: pin } });
    await act(async () => fireEvent.click(screen.getByTestId('pin-save')));
    expect(screen.getByText(message)).toBeTruthy();
    expect((screen.getByTestId('pin-new') as HTMLInputElement).value).toBe(pin);
  }
  expect(http.to('POST /pin/set')).toEqual([]);
});
