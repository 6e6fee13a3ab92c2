import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { lan, STAFF } from '../../test/fixtures';
import { qrPixels } from '../../test/qrPixels';
import { lookUpWithDob } from '../../test/lookup';
import * as qr from './qr';

// jsdom has no canvas: the one step that needs it (a photo's or a video frame's pixels) is replaced
// by the pixels of a real QR code made with `qrcode`; jsQR then decodes them for real.
jest.mock('./qr', () => ({ ...jest.requireActual('./qr'), pixelsOfFile: jest.fn(), grabFrame: jest.fn() }));
const pixelsOfFile = qr.pixelsOfFile as jest.MockedFunction<typeof qr.pixelsOfFile>;
const grabFrame = qr.grabFrame as jest.MockedFunction<typeof qr.grabFrame>;

const ECARD = `SENCARE:ECARD;CARD:${lan.cardNumber};POLICY:${lan.policyNo}`;
const unknownCard = () => {
  throw new ApiError(-404, 'gop.errors.patientNotFound', 404);
};
const NOT_FOUND = 'No insured person has this e-card number and date of birth. Check both and try again.';
const typeDob = (dob = '27-02-1988') => fireEvent.change(screen.getByLabelText("Patient's date of birth"), { target: { value: dob } });
const api = (lookup: unknown = () => lan) => fakeHttp({ 'GET /provider/patients/lookup': lookup as never });
const pickPhoto = (name = 'card.jpg') => fireEvent.change(screen.getByTestId('lookup-photo-input'), { target: { files: [new File(['x'], name, { type: 'image/jpeg' })] } });

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  jest.clearAllMocks();
});

describe('Look up a patient (#/provider)', () => {
  test('a typed card number and the date of birth are looked up (spaces and case forgiven) and open the patient', async () => {
    const page = renderRoute(remote, '/provider', { http: api(), user: STAFF });
    expect(page.titles.at(-1)).toBe('Look up a patient');
    fireEvent.change(screen.getByLabelText('E-card number'), { target: { value: ' sc2026 000101 ' } });
    await lookUpWithDob('27-02-1988');
    await waitFor(() => expect(window.location.hash).toBe('#/provider/patient?card=SC2026000101'));
    expect((page.http as ReturnType<typeof fakeHttp>).to('GET /provider/patients/lookup')[0].query).toEqual({ card: 'SC2026000101', dob: '1988-02-27' });
    page.cleanup();
  });

  test('each field says what it needs, tied to it; a card and date that match nobody are said beside the card (en, vi)', async () => {
    const page = renderRoute(remote, '/provider', { http: api(unknownCard), user: STAFF });
    fireEvent.click(screen.getByTestId('lookup-submit'));
    expect((await screen.findByTestId('lookup-card-error')).textContent).toBe('Enter the e-card number');
    expect(screen.getByTestId('lookup-dob-error').textContent).toBe("Enter the patient's date of birth");
    for (const [label, error] of [['E-card number', 'lookup-card-error'], ["Patient's date of birth", 'lookup-dob-error']]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByTestId(error).id);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('E-card number'));
    fireEvent.change(screen.getByLabelText('E-card number'), { target: { value: 'SC000' } });
    typeDob('31-02-1988');
    fireEvent.click(screen.getByTestId('lookup-submit'));
    expect((await screen.findByTestId('lookup-dob-error')).textContent).toBe('Enter a real date of birth as dd-mm-yyyy');
    expect((page.http as ReturnType<typeof fakeHttp>).to('GET /provider/patients/lookup')).toHaveLength(0);
    typeDob('27-02-1988');
    fireEvent.click(screen.getByTestId('lookup-submit'));
    await waitFor(() => expect(screen.getByTestId('lookup-card-error').textContent).toBe(NOT_FOUND));
    expect(window.location.hash).toBe('#/provider');
    page.cleanup();

    const vi = renderRoute(remote, '/provider', { http: api(unknownCard), user: STAFF, language: 'vi_VN' });
    fireEvent.click(screen.getByTestId('lookup-submit'));
    expect((await screen.findByTestId('lookup-dob-error')).textContent).toBe('Nhập ngày sinh của bệnh nhân');
    vi.cleanup();
  });

  test('a photo of the e-card QR fills the card and asks the date of birth; with it, the patient opens', async () => {
    pixelsOfFile.mockResolvedValue(qrPixels(ECARD));
    const page = renderRoute(remote, '/provider', { http: api(), user: STAFF });
    pickPhoto();
    await waitFor(() => expect((screen.getByLabelText('E-card number') as HTMLInputElement).value).toBe('SC2026000101'));
    expect(document.activeElement).toBe(screen.getByLabelText("Patient's date of birth"));
    expect((page.http as ReturnType<typeof fakeHttp>).to('GET /provider/patients/lookup')).toHaveLength(0);
    await lookUpWithDob('27-02-1988');
    await waitFor(() => expect(window.location.hash).toBe('#/provider/patient?card=SC2026000101'));
    page.cleanup();
  });

  test('a photo without a QR, with another QR, or not a picture, each says what went wrong (vi)', async () => {
    const page = renderRoute(remote, '/provider', { http: api(), user: STAFF, language: 'vi_VN' });
    pixelsOfFile.mockResolvedValueOnce({ data: new Uint8ClampedArray(80 * 80 * 4).fill(255), width: 80, height: 80 });
    pickPhoto();
    await waitFor(() => expect(screen.getByTestId('lookup-scan-error').textContent).toBe('Không tìm thấy mã QR trong ảnh. Hãy chụp lại gần hơn và rõ nét.'));
    pixelsOfFile.mockResolvedValueOnce(qrPixels('https://example.com/menu'));
    pickPhoto();
    await waitFor(() => expect(screen.getByTestId('lookup-scan-error').textContent).toBe('Mã QR này không phải thẻ điện tử SenCare.'));
    pixelsOfFile.mockRejectedValueOnce(new Error('decode'));
    pickPhoto('card.heic');
    await waitFor(() => expect(screen.getByTestId('lookup-scan-error').textContent).toBe('Không đọc được tệp này như một ảnh.'));
    expect(window.location.hash).toBe('#/provider');
    page.cleanup();
  });

  test('a card scanned after the date of birth was typed is looked up at once; nobody has it: said beside the field, its number filled in', async () => {
    pixelsOfFile.mockResolvedValue(qrPixels('SENCARE:ECARD;CARD:SC9999;POLICY:P-1'));
    const page = renderRoute(remote, '/provider', { http: api(unknownCard), user: STAFF });
    typeDob();
    pickPhoto();
    await waitFor(() => expect(screen.getByTestId('lookup-card-error').textContent).toBe(NOT_FOUND));
    expect((screen.getByLabelText('E-card number') as HTMLInputElement).value).toBe('SC9999');
    page.cleanup();
  });

  test('camera refused, or no camera in this browser: a clear message, the photo way stays', async () => {
    const page = renderRoute(remote, '/provider', { http: api(), user: STAFF });
    fireEvent.click(screen.getByTestId('lookup-scan'));
    await waitFor(() => expect(screen.getByTestId('lookup-scan-error').textContent).toBe('This browser cannot open the camera. Scan from a photo instead.'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) }, configurable: true });
    fireEvent.click(screen.getByTestId('lookup-scan'));
    await waitFor(() => expect(screen.getByTestId('lookup-scan-error').textContent).toBe("The camera is not allowed. Allow it in the browser's settings, or scan from a photo."));
    expect(screen.getByTestId('lookup-photo')).toBeTruthy();
    page.cleanup();
  });

  test('the live camera: frames are read until the e-card shows, then the camera stops and the patient opens', async () => {
    const stop = jest.fn();
    const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    grabFrame.mockReturnValueOnce(null).mockReturnValueOnce(qrPixels('https://example.com')).mockReturnValue(qrPixels(ECARD, 4));
    const page = renderRoute(remote, '/provider', { http: api(), user: STAFF });
    typeDob();
    fireEvent.click(screen.getByTestId('lookup-scan'));
    expect(await screen.findByTestId('lookup-stop')).toBeTruthy();
    expect(screen.getByLabelText('Camera view')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await waitFor(() => expect(window.location.hash).toBe('#/provider/patient?card=SC2026000101'));
    expect(stop).toHaveBeenCalled();
    page.cleanup();
  });
});
