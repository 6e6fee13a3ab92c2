import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { gop, lan, STAFF } from '../../test/fixtures';
import { lookUpWithDob } from '../../test/lookup';

const routes = (over: Record<string, unknown> = {}) =>
  fakeHttp({
    'GET /provider/patients/lookup': () => lan,
    'POST /provider/gops': () => gop(),
    'UPLOAD /provider/gops/': (call: { form?: FormData }) => ({ id: 2, name: (call.form?.get('file') as File).name, kind: call.form?.get('kind'), size: 3 }),
    ...over,
  } as never);
/** Opened from a link: the desk confirms the patient with the date of birth first (features/lookup/LookupForm.tsx). */
async function open(http = routes(), language: 'en_US' | 'vi_VN' = 'en_US') {
  const page = renderRoute(remote, `/provider/gop/new?card=${lan.cardNumber}`, { http, user: STAFF, language });
  await lookUpWithDob('27-02-1988', language);
  return page;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Admission date', '01-03-2025');
  type('Diagnosis', '  Acute appendicitis ');
  fireEvent.change(screen.getByLabelText('Benefit'), { target: { value: 'surgery' } });
  type('Estimated bill (VND)', '30000000');
}

describe('New guarantee request (#/provider/gop/new)', () => {
  test('empty form: each field says what it needs, nothing is sent', async () => {
    const http = routes();
    const page = await open(http);
    fireEvent.click(await screen.findByTestId('gop-new-submit'));
    expect((await screen.findByTestId('gop-new-date-error')).textContent).toBe('Enter the admission date');
    expect(screen.getByTestId('gop-new-diagnosis-error').textContent).toBe('Enter the diagnosis');
    expect(screen.getByTestId('gop-new-benefit-error').textContent).toBe('Choose the benefit');
    expect(screen.getByTestId('gop-new-estimated-error').textContent).toBe('Enter an amount greater than 0');
    expect(screen.getByLabelText('Diagnosis').getAttribute('aria-invalid')).toBe('true');
    expect(http.to('POST /provider/gops')).toHaveLength(0);
    page.cleanup();
  });

  test('a day that does not exist, or after tomorrow, is refused (vi)', async () => {
    const page = await open(routes(), 'vi_VN');
    await screen.findByTestId('gop-new-form');
    type('Ngày nhập viện', '31-02-2025');
    fireEvent.click(screen.getByTestId('gop-new-submit'));
    expect((await screen.findByTestId('gop-new-date-error')).textContent).toBe('Nhập ngày theo dạng dd-mm-yyyy');
    type('Ngày nhập viện', '01-01-2099');
    fireEvent.click(screen.getByTestId('gop-new-submit'));
    await waitFor(() => expect(screen.getByTestId('gop-new-date-error').textContent).toBe('Ngày nhập viện không được sau ngày mai'));
    page.cleanup();
  });

  test('sent with its bill documents, it opens the new GOP', async () => {
    const http = routes();
    const page = await open(http);
    await screen.findByTestId('gop-new-form');
    expect(screen.getByTestId('gop-new-patient').textContent).toBe('Trần Thị Lan');
    fillValid();
    expect((screen.getByLabelText('Estimated bill (VND)') as HTMLInputElement).value).toBe('30,000,000');
    const bill = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('gop-new-docs-input'), { target: { files: [bill, new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getAllByTestId('gop-new-docs-file').map((li) => li.textContent)).toEqual(['bill.pdf (1 KB)×']);
    expect(screen.getByRole('alert').textContent).toBe('notes.txt: only photos (JPG, PNG, WEBP, HEIC) or PDF files');
    fireEvent.click(screen.getByTestId('gop-new-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/provider/gop?id=7'));
    // The date of birth the desk typed at the lookup goes with the card: the API asks the same proof.
    expect(http.to('POST /provider/gops')[0].body).toEqual({ cardNumber: 'SC2026000101', dob: '1988-02-27', admissionDate: '2025-03-01', diagnosis: 'Acute appendicitis', benefitCode: 'surgery', estimatedAmount: 30_000_000 });
    const upload = http.to('UPLOAD /provider/gops/7/documents')[0];
    expect(upload.form?.get('kind')).toBe('bill');
    expect((upload.form?.get('file') as File).name).toBe('bill.pdf');
    page.cleanup();
  });

  test("the treating doctor: the hospital's effective doctors to choose from, the choice sent; the API's refusal under the select (vi)", async () => {
    const doctor = { id: 4, code: 'CR-0001', fullName: 'Trần Quốc Bảo', department: 'Ngoại tổng quát', status: 'effective', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };
    const http = routes({
      'GET /provider/doctors': () => ({ items: [doctor], canManage: false }),
      'POST /provider/gops': () => { throw new ApiError(400, 'validation.provider.doctorNotEffective', 400, { doctorId: 'validation.provider.doctorNotEffective' }); },
    });
    const page = await open(http, 'vi_VN');
    await screen.findByTestId('gop-new-form');
    type('Ngày nhập viện', '01-03-2025');
    type('Chẩn đoán', 'Viêm ruột thừa');
    fireEvent.change(screen.getByLabelText('Quyền lợi'), { target: { value: 'surgery' } });
    type('Chi phí dự kiến (VND)', '30000000');
    const select = screen.getByLabelText('Bác sĩ điều trị (không bắt buộc)') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Không chọn', 'Trần Quốc Bảo (CR-0001) · Ngoại tổng quát']));
    expect(http.to('GET /provider/doctors')[0].query).toEqual({ q: undefined, status: 'effective' });
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('gop-new-submit'));
    expect((await screen.findByTestId('gop-new-doctor-error')).textContent).toBe('Hãy chọn một bác sĩ đang làm việc tại bệnh viện này');
    expect(http.to('POST /provider/gops')[0].body).toMatchObject({ doctorId: 4 });
    expect(select.value).toBe('4');
    page.cleanup();
  });

  test('the API refusing (no cashless) is said above the form; a file can be removed', async () => {
    const http = routes({ 'POST /provider/gops': () => { throw new ApiError(-422, 'gop.errors.noCashless', 422); } });
    const page = await open(http);
    await screen.findByTestId('gop-new-form');
    fillValid();
    fireEvent.change(screen.getByTestId('gop-new-docs-input'), { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.queryByTestId('gop-new-docs-file')).toBeNull();
    fireEvent.click(screen.getByTestId('gop-new-submit'));
    expect((await screen.findByTestId('gop-new-server-error')).textContent).toBe('Customer has not applied for cashless service');
    expect(window.location.hash).toBe(`#/provider/gop/new?card=${lan.cardNumber}`);
    expect(http.to('UPLOAD /provider/gops/')).toHaveLength(0);
    page.cleanup();
  });

  test('the API no longer matching the card and date of birth is said above the form, in en and vi', async () => {
    const notFound = () => { throw new ApiError(-404, 'gop.errors.patientNotFound', 404); };
    for (const [language, words] of [['en_US', 'The e-card number and date of birth no longer match an insured person. Look the patient up again.'], ['vi_VN', 'Số thẻ điện tử và ngày sinh không còn khớp với người được bảo hiểm nào. Hãy tra cứu lại bệnh nhân.']] as const) {
      const http = routes({ 'POST /provider/gops': notFound });
      const page = await open(http, language);
      await screen.findByTestId('gop-new-form');
      expect(screen.getByTestId('gop-new-dob').textContent).toBe('27-02-1988');
      if (language === 'en_US') fillValid();
      else {
        type('Ngày nhập viện', '01-03-2025');
        type('Chẩn đoán', 'Viêm ruột thừa');
        fireEvent.change(screen.getByLabelText('Quyền lợi'), { target: { value: 'surgery' } });
        type('Chi phí dự kiến (VND)', '30000000');
      }
      fireEvent.click(screen.getByTestId('gop-new-submit'));
      expect((await screen.findByTestId('gop-new-server-error')).textContent).toBe(words);
      expect(http.to('POST /provider/gops')[0].body).toMatchObject({ dob: '1988-02-27' });
      page.cleanup();
    }
  });

  test('a patient without cashless cannot get the form; loading and unknown card states', async () => {
    const none = await open(routes({ 'GET /provider/patients/lookup': () => ({ ...lan, cashlessStatus: 'pending' }) }));
    expect((await screen.findByTestId('gop-new-no-cashless')).textContent).toContain('Customer has not applied for cashless service');
    expect(screen.queryByTestId('gop-new-form')).toBeNull();
    none.cleanup();

    const loading = await open(routes({ 'GET /provider/patients/lookup': pending }));
    expect(screen.queryByTestId('gop-new-form')).toBeNull();
    loading.cleanup();

    const unknown = await open(routes({ 'GET /provider/patients/lookup': () => { throw new ApiError(-404, 'gop.errors.patientNotFound', 404); } }));
    expect((await screen.findByTestId('lookup-card-error')).textContent).toContain('No insured person has this e-card number and date of birth');
    expect(screen.queryByTestId('gop-new-form')).toBeNull();
    unknown.cleanup();
  });
});
