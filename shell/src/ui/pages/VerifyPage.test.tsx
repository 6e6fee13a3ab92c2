import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { VerifyPage } from './VerifyPage';

const GENUINE = { genuine: true, caseNo: 'GOP-2026-000123', providerName: 'Bệnh viện Chợ Rẫy', standing: 'guaranteed', guaranteedAmount: 15_000_000, validFrom: '2026-11-20', validUntil: '2027-01-19' };

function renderVerify(language: 'en_US' | 'vi_VN', http: ReturnType<typeof fakeHttp>, query: Record<string, string> = {}) {
  const i18n = createShellI18n();
  void i18n.changeLanguage(language === 'vi_VN' ? 'vi-VN' : 'en');
  render(
    <I18nextProvider i18n={i18n}>
      <VerifyPage http={http} query={query} />
    </I18nextProvider>,
  );
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

test('the code and case number of a letter, typed loosely, are sent as printed; a genuine letter shows its hospital, standing, amount and period, in Vietnamese', async () => {
  const http = fakeHttp({ 'GET /public/gop-verification': GENUINE });
  renderVerify('vi_VN', http);
  type('public-verify-code', ' 7k3qx m9t2v ');
  type('public-verify-case', 'gop-2026-000123');
  fireEvent.click(screen.getByTestId('public-verify-submit'));
  const genuine = await screen.findByTestId('public-verify-genuine');
  expect(http.to('GET /public/gop-verification')[0].query).toEqual({ code: '7K3QX-M9T2V', caseNo: 'GOP-2026-000123' });
  expect(genuine.textContent).toContain('Thư thật: do công ty bảo hiểm cấp');
  expect(genuine.textContent).toContain('Bảo lãnh đang có hiệu lực.');
  expect(genuine.textContent).toContain('Bệnh viện Chợ Rẫy');
  expect(screen.getByTestId('public-verify-amount').textContent).toBe('15,000,000 ₫');
  expect(genuine.textContent).toContain('20-11-2026 đến 19-01-2027');
});

test('a code and case number no letter has: "may not be genuine", and what was typed stays', async () => {
  const http = fakeHttp({ 'GET /public/gop-verification': () => { throw new ApiError(404, 'gop.errors.codeNotFound', -404); } });
  renderVerify('en_US', http, { code: '7K3QX-M9T2V', case: 'GOP-2026-000999' });
  expect((screen.getByTestId('public-verify-code') as HTMLInputElement).value).toBe('7K3QX-M9T2V');
  fireEvent.click(screen.getByTestId('public-verify-submit'));
  expect((await screen.findByTestId('public-verify-not-genuine')).textContent).toBe('No letter has this code and case number: the letter may not be genuine. Check both against the letter, or call the insurer.');
  expect((screen.getByTestId('public-verify-case') as HTMLInputElement).value).toBe('GOP-2026-000999');
});

test('a malformed code or case number is refused on its field before anything is sent', async () => {
  const http = fakeHttp({ 'GET /public/gop-verification': GENUINE });
  renderVerify('en_US', http);
  type('public-verify-code', '12345');
  type('public-verify-case', 'GOP 2026');
  fireEvent.click(screen.getByTestId('public-verify-submit'));
  await waitFor(() => expect(screen.getByTestId('public-verify-code').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Enter the 10 letters and digits of the code, e.g. 7K3QX-M9T2V')).toBeTruthy();
  expect(screen.getByText('Enter the case number as printed, e.g. GOP-2026-000123')).toBeTruthy();
  expect(http.calls).toHaveLength(0);
});
