import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, fakeJpeg, pngFile, renderPage, type Routes } from '../../test/render';
import { CommitmentsStepPage } from './CommitmentsStepPage';
import { DocumentsStepPage } from './DocumentsStepPage';
import { SuccessPage } from './SuccessPage';
import { DRAFT_STORAGE_KEY } from './useApplyDraft';
import { CashlessRoutes } from '../../routes';

const none = { 'GET /cashless/status': () => ({ status: 'none', activatedAt: null, appliedAt: null }) };

beforeEach(() => {
  window.sessionStorage.clear();
  window.location.hash = '#/cashless/apply';
});

async function pick(slot: string, file: File) {
  fireEvent.change(screen.getByTestId(`file-${slot}`), { target: { files: [file] } });
}

describe('apply: photos step (#/cashless/apply)', () => {
  test('asks for the three photos, refuses a file that is not an image and accepts a PNG (en)', async () => {
    const { titles } = renderPage((p) => <DocumentsStepPage {...p} />, fakeHttp(none));
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
    renderPage((p) => <DocumentsStepPage {...p} />, fakeHttp(none), 'vi_VN');
    fireEvent.click(screen.getByTestId('documents-next'));
    expect(screen.getByTestId('error-portrait').textContent).toBe('Trường này là bắt buộc');
    await pick('idBack', fakeJpeg());
    await waitFor(() => expect(screen.getByTestId('error-idBack').textContent).toBe('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP'));
  });

  test('someone who already applied is shown their status instead of the form', async () => {
    renderPage((p) => <DocumentsStepPage {...p} />, fakeHttp({ 'GET /cashless/status': () => ({ status: 'pending', activatedAt: null, appliedAt: '2026-11-20T00:00:00Z' }) }));
    expect((await screen.findByTestId('apply-already')).textContent).toContain('You have already applied');
  });

  test('a later step opened without the photos sends the user back to them', async () => {
    window.location.hash = '#/cashless/commitments';
    renderPage((p) => <CommitmentsStepPage {...p} />, fakeHttp(none));
    expect(screen.getByTestId('apply-step-missing').textContent).toContain('Please take the three photos first.');
  });
});

describe('apply: the whole journey through the remote router', () => {
  async function toIdentification(language: 'en_US' | 'vi_VN' = 'en_US', routes: Routes = none) {
    const http = fakeHttp(routes);
    const view = renderPage((p) => <CashlessRoutes {...p} language={language} />, http, language);
    await screen.findByTestId('apply-documents');
    for (const slot of ['idFront', 'idBack', 'portrait']) await pick(slot, pngFile(`${slot}.png`));
    const retake = language === 'vi_VN' ? 'Chạm để chụp lại' : 'Tap to retake';
    for (const slot of ['idFront', 'idBack', 'portrait']) await waitFor(() => expect(screen.getByTestId(`slot-${slot}`).textContent).toContain(retake));
    fireEvent.click(screen.getByTestId('documents-next'));
    await screen.findByTestId('apply-identification');
    return { http, ...view };
  }

  const input = (field: string) => document.getElementById(`cashless-${field}`) as HTMLInputElement;

  test('identification is prefilled from the profile and checked with the shared rules (en)', async () => {
    await toIdentification();
    expect(window.location.hash).toBe('#/cashless/identification');
    expect(input('fullName').value).toBe('Nguyễn Văn An');
    expect(input('phone').value).toBe('0912345678');
    fireEvent.change(input('idNumber'), { target: { value: '12345' } });
    fireEvent.change(input('phone'), { target: { value: '12' } });
    fireEvent.change(input('dateOfBirth'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    expect((await screen.findByTestId('error-idNumber')).textContent).toBe('ID card number input error');
    expect(screen.getByTestId('error-phone').textContent).toBe('Please enter a valid phone number, e.g. 0912345678');
    expect(screen.getByTestId('error-dateOfBirth').textContent).toBe('Date input error');
    expect(input('idNumber').value).toBe('12345');
    expect(window.location.hash).toBe('#/cashless/identification');
  });

  test('identification messages in Vietnamese', async () => {
    await toIdentification('vi_VN');
    fireEvent.change(input('fullName'), { target: { value: '' } });
    fireEvent.change(input('idNumber'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    expect((await screen.findByTestId('error-fullName')).textContent).toBe('Trường này là bắt buộc');
    expect(screen.getByTestId('error-idNumber').textContent).toBe('Số giấy tờ tùy thân không hợp lệ');
  });

  test('commitments must be accepted; submitting sends fields and photos as multipart and ends on success', async () => {
    let sent: FormData | null = null;
    const { http, channel } = await toIdentification('en_US', {
      ...none,
      'UPLOAD /cashless/apply': (_q, body) => {
        sent = body as FormData;
        return { status: 'active', activatedAt: '2026-11-22T01:00:00Z', appliedAt: '2026-11-22T01:00:00Z' };
      },
    });
    const statuses: string[] = [];
    channel.on('cashless:status').subscribe((p) => statuses.push(p.status));
    fireEvent.change(input('dateOfBirth'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    await screen.findByTestId('apply-commitments');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) as string)).toMatchObject({ dateOfBirth: '1990-05-17', idNumber: '001090012345' });

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(screen.getByTestId('error-commitments').textContent).toBe('Please read and accept the commitments');
    expect(http.calls.some((c) => c.method === 'UPLOAD')).toBe(false);

    fireEvent.click(screen.getByText('I have read and accept these commitments'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/cashless/success'));
    const form = sent as unknown as FormData;
    expect(form.get('fullName')).toBe('Nguyễn Văn An');
    expect(form.get('idType')).toBe('citizen_id');
    expect(form.get('dateOfBirth')).toBe('1990-05-17');
    expect(form.get('commitmentsAccepted')).toBe('true');
    expect((form.get('idFront') as File).name).toBe('idFront.png');
    expect(form.get('portrait')).toBeInstanceOf(File);
    expect(statuses).toContain('active');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect((await screen.findByTestId('apply-success')).textContent).toContain('Cashless service is active');
  });

  test('a refusal from the API is shown translated, and nothing typed is lost', async () => {
    const { http } = await toIdentification('en_US', {
      ...none,
      'UPLOAD /cashless/apply': () => new ApiError(400, 'validation.invalid', 400, { idFront: 'validation.imageType' }),
    });
    fireEvent.change(input('dateOfBirth'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByTestId('identification-next'));
    await screen.findByTestId('apply-commitments');
    fireEvent.click(screen.getByText('I have read and accept these commitments'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    const error = await screen.findByTestId('apply-error');
    expect(error.textContent).toContain('Invalid value');
    expect(error.textContent).toContain('Only JPEG, PNG or WebP images are accepted');
    expect(window.location.hash).toBe('#/cashless/commitments');
    expect(http.calls.filter((c) => c.method === 'UPLOAD')).toHaveLength(1);
  });
});

describe('#/cashless/success', () => {
  test.each([
    ['active', 'en_US', 'Cashless service is active'],
    ['pending', 'en_US', 'Application sent'],
    ['active', 'vi_VN', 'Đã kích hoạt bảo lãnh viện phí'],
    ['pending', 'vi_VN', 'Đã gửi hồ sơ'],
  ] as const)('%s in %s', async (status, language, text) => {
    window.location.hash = '#/cashless/success';
    renderPage((p) => <SuccessPage {...p} />, fakeHttp({ 'GET /cashless/status': () => ({ status, activatedAt: null, appliedAt: null }) }), language);
    expect((await screen.findByTestId('apply-success')).textContent).toContain(text);
  });

  test('without an application it says the customer has not applied', async () => {
    renderPage((p) => <SuccessPage {...p} />, fakeHttp(none));
    await screen.findByText('Customer has not applied for cashless service');
  });
});
