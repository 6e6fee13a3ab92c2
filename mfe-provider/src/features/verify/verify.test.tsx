import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import type { GopVerification } from '../../api/types';
import { remote } from '../../lifecycles';
import { STAFF } from '../../test/fixtures';

const genuine = (over: Partial<GopVerification> = {}): GopVerification => ({ genuine: true, caseNo: 'GOP-2026-000042', patientInitials: 'T.T.L.', status: 'assessed', standing: 'guaranteed', guaranteedAmount: 20_000_000, validFrom: '2026-11-20', validUntil: '2027-01-19', ...over });

function open(answer: () => unknown, language: 'en_US' | 'vi_VN' = 'en_US') {
  const http = fakeHttp({ 'GET /provider/gops/verify': answer } as never);
  const page = renderRoute(remote, '/provider/verify', { http, user: STAFF, language });
  return { page, http };
}
const typeAndVerify = async (code: string) => {
  fireEvent.change(await screen.findByTestId('verify-code-input'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('verify-submit'));
};

describe('Verify a letter (#/provider/verify)', () => {
  test('a genuine code: the case, initials only, the amount and the validity; the code is sent as typed', async () => {
    const { page, http } = open(() => genuine());
    await typeAndVerify(' 7k3qx m9t2v ');
    expect(page.titles.at(-1)).toBe('Verify a letter');
    expect((await screen.findByTestId('verify-case')).textContent).toBe('GOP-2026-000042');
    expect(screen.getByTestId('verify-initials').textContent).toBe('T.T.L.');
    expect(screen.getByTestId('verify-amount').textContent).toMatch(/20[.,]000[.,]000/);
    expect(screen.getByTestId('verify-validity').textContent).toBe('20-11-2026 to 19-01-2027');
    expect(screen.getByTestId('verify-standing').textContent).toBe('The guarantee stands.');
    expect(screen.getByRole('heading', { name: 'Genuine: issued by the insurer to this hospital' }).tagName).toBe('H2');
    expect(http.to('GET /provider/gops/verify')[0]).toMatchObject({ query: { code: '7k3qx m9t2v' } });
    page.cleanup();
  });

  test('an unknown code is said under the field as not genuine; nothing else is shown', async () => {
    const { page } = open(() => {
      throw new ApiError(-404, 'gop.errors.codeNotFound', 404);
    });
    await typeAndVerify('ZZZZZ-ZZZZZ');
    expect((await screen.findByTestId('verify-code-error')).textContent).toBe('No letter issued to this hospital has this code: the letter may not be genuine. Check the code, or call the insurer.');
    expect(screen.getByTestId('verify-code-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('verify-result')).toBeNull();
    page.cleanup();
  });

  test('empty: asks for the code without calling the API; a malformed one gets the API\'s field message (vi)', async () => {
    const { page, http } = open(() => {
      throw new ApiError(400, 'validation.invalid', 400, { code: 'validation.provider.verificationCodeFormat' });
    }, 'vi_VN');
    fireEvent.click(await screen.findByTestId('verify-submit'));
    expect(page.titles.at(-1)).toBe('Xác thực thư bảo lãnh');
    expect((await screen.findByTestId('verify-code-error')).textContent).toBe('Nhập mã xác thực');
    expect(http.to('GET /provider/gops/verify')).toHaveLength(0);
    await typeAndVerify('ABC');
    await waitFor(() => expect(screen.getByTestId('verify-code-error').textContent).toBe('Nhập đủ 10 chữ và số của mã, ví dụ 7K3QX-M9T2V'));
    page.cleanup();
  });

  test('a declined letter says so, with no amount (vi)', async () => {
    const { page } = open(() => genuine({ status: 'declined', standing: 'declined', guaranteedAmount: null }), 'vi_VN');
    await typeAndVerify('7K3QX-M9T2V');
    expect((await screen.findByTestId('verify-standing')).textContent).toBe('Đã từ chối: công ty bảo hiểm không bảo lãnh hồ sơ này.');
    expect(screen.getByTestId('verify-amount').textContent).toBe('Không có');
    expect(screen.getByTestId('verify-result').getAttribute('data-standing')).toBe('declined');
    page.cleanup();
  });
});
