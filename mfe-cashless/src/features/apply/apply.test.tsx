import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { drawSignature, fakeHttp, renderPage, renderRoute, type FakeRoutes } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { fakeJpeg, pngFile } from '../../test/fixtures';
import { CommitmentsStepPage } from './CommitmentsStepPage';
import { DocumentsStepPage } from './DocumentsStepPage';
import { SuccessPage } from './SuccessPage';
import { DRAFT_STORAGE_KEY } from './useApplyDraft';

jest.mock('signature_pad', () => ({ __esModule: true, default: jest.requireActual('@sencare/shared/testing').FakeSignaturePad }));

const none = { 'GET /cashless/status': () => ({ status: 'none', activatedAt: null, appliedAt: null, rejection: null }) };
/** The profile as POST /customer/getuserinfo returns it (api/src/modules/customer/profile.ts). */
const profile = {
  'POST /customer/getuserinfo': () => ({ userCode: 'SC00000001', account: 'demo', fullName: 'Nguyễn Văn An', email: 'demo@sencare.vn', phone: '0912345678', idType: 'citizen_id', idNumber: '001090012345', role: 'customer', dateOfBirth: '1990-05-12', gender: 'male', status: 'effective', cashlessStatus: 'none', cashlessActive: false, hasPin: true, privacyVersion: '1', privacyAcceptedAt: null }),
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.location.hash = '#/cashless/apply';
});

async function pick(slot: string, file: File) {
  fireEvent.change(screen.getByTestId(`file-${slot}`), { target: { files: [file] } });
}

describe('apply: photos step (#/cashless/apply)', () => {
  test('asks for the three photos, refuses a file that is not an image and accepts a PNG (en)', async () => {
    const { titles } = renderPage(remote, <DocumentsStepPage />, { http: fakeHttp(none) });
    const input = screen.getByTestId('file-idFront') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByTestId('file-portrait').getAttribute('capture')).toBe('user');

    fireEvent.click(screen.getByTestId('documents-next'));
    for (const slot of ['idFront', 'idBack', 'portrait']) expect(screen.getByTestId(`error-${slot}`).textContent).toBe('This field is required');
    expect(window.location.hash).toBe('#/cashless/apply');

    await pick('idFront', fakeJpeg());
    await waitFor(() => expect(screen.getByTestId('error-idFront').textContent).toBe('Only JPEG, PNG or WebP images are accepted'));
    await pick('idFront', pngFile());
    await waitFor(() => expect(screen.queryByTestId('error-idFront')).toBeNull());
    expect(screen.getByTestId('slot-idFront').textContent).toContain('Tap to retake');
    expect(titles).toContain('Apply for cashless service');
  });

  test('the same messages in Vietnamese', async () => {
    renderPage(remote, <DocumentsStepPage />, { http: fakeHttp(none), language: 'vi_VN' });
    fireEvent.click(screen.getByTestId('documents-next'));
    expect(screen.getByTestId('error-portrait').textContent).toBe('Trường này là bắt buộc');
    await pick('idBack', fakeJpeg());
    await waitFor(() => expect(screen.getByTestId('error-idBack').textContent).toBe('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP'));
  });

  test('someone who already applied is shown their status instead of the form', async () => {
    renderPage(remote, <DocumentsStepPage />, { http: fakeHttp({ 'GET /cashless/status': () => ({ status: 'pending', activatedAt: null, appliedAt: '2026-11-20T00:00:00Z' }) }) });
    expect((await screen.findByTestId('apply-already')).textContent).toContain('You have already applied');
  });

  test('a later step opened without the photos sends the user back to them', async () => {
    window.location.hash = '#/cashless/commitments';
    renderPage(remote, <CommitmentsStepPage />, { http: fakeHttp(none) });
    expect(screen.getByTestId('apply-step-missing').textContent).toContain('Please take the three photos first.');
  });
});

async function toIdentification(language: 'en_US' | 'vi_VN' = 'en_US', routes: FakeRoutes = none) {
  const http = fakeHttp(routes);
  const view = renderRoute(remote, '/cashless/apply', { http, language });
  await screen.findByTestId('apply-documents');
  for (const slot of ['idFront', 'idBack', 'portrait']) await pick(slot, pngFile(`${slot}.png`));
  const retake = language === 'vi_VN' ? 'Chạm để chụp lại' : 'Tap to retake';
  for (const slot of ['idFront', 'idBack', 'portrait']) await waitFor(() => expect(screen.getByTestId(`slot-${slot}`).textContent).toContain(retake));
  fireEvent.click(screen.getByTestId('documents-next'));
  await screen.findByTestId('apply-identification');
  return { ...view, http };
}

describe('apply: the whole journey through the remote router', () => {
  const input = (field: string) => document.getElementById(`cashless-${field}`) as HTMLInputElement;

  test('identification is prefilled from the profile, date of birth included, and checked with the shared rules (en)', async () => {
    const { http } = await toIdentification('en_US', { ...none, ...profile });
    expect(window.location.hash).toBe('#/cashless/identification');
    expect(input('fullName').value).toBe('Nguyễn Văn An');
    expect(input('phone').value).toBe('0912345678');
    // dd-mm-yyyy in both languages, a text field with the number pad.
    expect(input('dateOfBirth').value).toBe('12-05-1990');
    expect(input('dateOfBirth').getAttribute('type')).toBe('text');
    expect(input('dateOfBirth').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByTestId('apply-identification').textContent).toContain('Filled in from your profile. Please check each detail.');
    expect(http.calls.some((c) => c.path === '/customer/getuserinfo')).toBe(true);
    fireEvent.change(input('idNumber'), { target: { value: '12345' } });
    fireEvent.change(input('phone'), { target: { value: '12' } });
    fireEvent.change(input('dateOfBirth'), { target: { value: '01012999' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    expect((await screen.findByTestId('error-idNumber')).textContent).toBe('ID card number input error');
    expect(screen.getByTestId('error-phone').textContent).toBe('Please enter a valid phone number, e.g. 0912345678');
    expect(screen.getByTestId('error-dateOfBirth').textContent).toBe('Date input error');
    expect(input('idNumber').value).toBe('12345');
    expect(window.location.hash).toBe('#/cashless/identification');
  });

  test('without the profile (the call failed) the form still opens with what the session knows; the date is typed', async () => {
    await toIdentification('en_US', { ...none, 'POST /customer/getuserinfo': () => new ApiError(500, 'error.system', 500) });
    expect(input('fullName').value).toBe('Nguyễn Văn An');
    expect(input('dateOfBirth').value).toBe('');
    expect(screen.getByTestId('apply-identification').textContent).not.toContain('Filled in from your profile');
  });

  test('identification messages in Vietnamese', async () => {
    await toIdentification('vi_VN', { ...none, ...profile });
    expect(input('dateOfBirth').value).toBe('12-05-1990');
    expect(screen.getByTestId('apply-identification').textContent).toContain('Đã điền sẵn từ hồ sơ của bạn. Vui lòng kiểm tra từng thông tin.');
    fireEvent.change(input('fullName'), { target: { value: '' } });
    fireEvent.change(input('idNumber'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    expect((await screen.findByTestId('error-fullName')).textContent).toBe('Trường này là bắt buộc');
    expect(screen.getByTestId('error-idNumber').textContent).toBe('Số giấy tờ tùy thân không hợp lệ');
  });

  test('commitments must be accepted; submitting sends fields and photos as multipart and ends on "pending review"', async () => {
    let sent: FormData | null = null;
    const pending = { status: 'pending', activatedAt: null, appliedAt: '2026-11-22T01:00:00Z', rejection: null };
    const { http, titles } = await toIdentification('en_US', {
      ...profile,
      'GET /cashless/status': () => (sent ? pending : none['GET /cashless/status']()),
      'UPLOAD /cashless/apply': ({ form }) => {
        sent = form ?? null;
        return pending;
      },
    });
    // The profile's date of birth goes through untouched.
    fireEvent.click(screen.getByTestId('identification-next'));
    await screen.findByTestId('apply-commitments');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) as string)).toMatchObject({ dateOfBirth: '1990-05-12', idNumber: '001090012345' });

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(screen.getByTestId('error-commitments').textContent).toBe('Please read and accept the commitments');
    expect(screen.getByTestId('signature-error').textContent).toBe('Signature cannot be empty');
    expect(http.calls.some((c) => c.method === 'UPLOAD')).toBe(false);

    fireEvent.click(screen.getByText('I have read and accept these commitments'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(http.calls.some((c) => c.method === 'UPLOAD')).toBe(false);
    drawSignature();
    expect(screen.queryByTestId('signature-error')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/cashless/success'));
    const form = sent as unknown as FormData;
    expect(form.get('fullName')).toBe('Nguyễn Văn An');
    expect(form.get('idType')).toBe('citizen_id');
    expect(form.get('dateOfBirth')).toBe('1990-05-12');
    expect(form.get('commitmentsAccepted')).toBe('true');
    expect((form.get('idFront') as File).name).toBe('idFront.png');
    expect(form.get('portrait')).toBeInstanceOf(File);
    expect((form.get('signature') as File).type).toBe('image/png');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect((await screen.findByTestId('apply-success')).textContent).toContain('Pending review');
    expect(titles[titles.length - 1]).toBe('Application sent');
  });

  test('a refusal from the API is shown translated, and nothing typed is lost', async () => {
    const { http } = await toIdentification('en_US', {
      ...none,
      'UPLOAD /cashless/apply': () => new ApiError(400, 'validation.invalid', 400, { idFront: 'validation.imageType' }),
    });
    fireEvent.change(input('dateOfBirth'), { target: { value: '17051990' } });
    expect(input('dateOfBirth').value).toBe('17-05-1990');
    fireEvent.click(screen.getByTestId('identification-next'));
    await screen.findByTestId('apply-commitments');
    fireEvent.click(screen.getByText('I have read and accept these commitments'));
    drawSignature();
    fireEvent.click(screen.getByTestId('apply-submit'));
    const error = await screen.findByTestId('apply-error');
    expect(error.textContent).toContain('Invalid value');
    expect(error.textContent).toContain('Only JPEG, PNG or WebP images are accepted');
    expect(window.location.hash).toBe('#/cashless/commitments');
    expect(http.calls.filter((c) => c.method === 'UPLOAD')).toHaveLength(1);
  });
});

describe('apply: the signature beside the commitments', () => {
  test.each([
    ['en_US', 'Signature cannot be empty', 'Sign here to confirm these commitments'],
    ['vi_VN', 'Chữ ký không được để trống', 'Ký tên để xác nhận các cam kết trên'],
  ] as const)('%s: unsigned, the message is tied to the signature field; a refused signature shows there too', async (language, empty, hint) => {
    await toIdentification(language, { ...none, ...profile, 'UPLOAD /cashless/apply': () => new ApiError(400, 'validation.invalid', 400, { signature: 'validation.imageType' }) });
    fireEvent.click(screen.getByTestId('identification-next'));
    const field = await screen.findByTestId('signature-field');
    expect(document.getElementById(field.getAttribute('aria-labelledby')!)!.textContent).toContain(hint);
    fireEvent.click(screen.getByTestId('commitments-accept'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(empty);
    expect(screen.getByTestId('signature-pad').getAttribute('aria-invalid')).toBe('true');
    drawSignature();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(language === 'en_US' ? 'Only JPEG, PNG or WebP images are accepted' : 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP'));
    expect(screen.getByTestId('apply-error').textContent).not.toContain('JPEG');
  });
});

describe('#/cashless/success', () => {
  test.each([
    ['active', 'en_US', 'Cashless service active', 'Cashless service is active'],
    ['pending', 'en_US', 'Application sent', 'Pending review'],
    ['active', 'vi_VN', 'Bảo lãnh viện phí đã kích hoạt', 'Đã kích hoạt bảo lãnh viện phí'],
    ['pending', 'vi_VN', 'Đã gửi hồ sơ', 'Đang chờ xét duyệt'],
  ] as const)('%s in %s: the title and the body say the same', async (status, language, title, text) => {
    window.location.hash = '#/cashless/success';
    const { titles } = renderPage(remote, <SuccessPage />, { http: fakeHttp({ 'GET /cashless/status': () => ({ status, activatedAt: null, appliedAt: null, rejection: null }) }), language: language });
    expect((await screen.findByTestId('apply-success')).textContent).toContain(text);
    expect(titles[titles.length - 1]).toBe(title);
  });

  test('without an application it says the customer has not applied', async () => {
    renderPage(remote, <SuccessPage />, { http: fakeHttp(none) });
    await screen.findByText('Customer has not applied for cashless service');
  });
});
