import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_USER, fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { disposeUploadManagers } from '../../components/uploads/uploadManager';
import { CameraPage } from './CameraPage';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });

beforeEach(() => { window.location.hash = '#/claims/camera'; });
afterEach(() => {
  disposeUploadManagers();
  window.localStorage.clear();
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('camera in %s', (lang, texts) => {
  test('empty until a photo is taken; the input opens the rear camera', async () => {
    renderPage(remote, <CameraPage />, { http: fakeHttp({}), language: lang });
    expect((await screen.findByTestId('camera-empty')).textContent).toContain(texts.camera.empty);
    const input = screen.getByTestId('camera-input') as HTMLInputElement;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    expect(screen.getByTestId('camera-take').textContent).toBe(texts.camera.take);
  });
});

test('a captured photo joins the draft\'s resumable uploads as the chosen kind, then back to the wizard', async () => {
  renderPage(remote, <CameraPage kind="prescription" />, { http: fakeHttp({}) });
  fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [photo()] } });
  expect(await screen.findByTestId('camera-preview')).toBeTruthy();
  fireEvent.click(screen.getByTestId('camera-use'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/new'));
  const stored = JSON.parse(window.localStorage.getItem(`claims:uploads:${DEMO_USER.userCode}:draft`) ?? '{}') as { items?: { name: string; kind: string }[] };
  expect(stored.items?.map((i) => [i.name, i.kind])).toEqual([['receipt.jpg', 'prescription']]);
});

test('a photo too large even after compression asks for another one, in Vietnamese too', async () => {
  const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' });
  renderPage(remote, <CameraPage />, { http: fakeHttp({}), language: 'vi_VN' });
  fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [huge] } });
  fireEvent.click(await screen.findByTestId('camera-use'));
  expect((await screen.findByTestId('camera-error')).textContent).toContain('10 MB');
  expect(window.location.hash).toBe('#/claims/camera');
  expect(window.localStorage.getItem(`claims:uploads:${DEMO_USER.userCode}:draft`)).toBeNull();
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('camera messages speak of photos in %s', (lang, texts) => {
  test('a file that is not an image says "photos", with no PDF or "file" wording', async () => {
    renderPage(remote, <CameraPage />, { http: fakeHttp({}), language: lang });
    fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })] } });
    const error = (await screen.findByTestId('camera-error')).textContent!;
    expect(error).toBe(texts.camera.notImage);
    expect(error).not.toMatch(/PDF|file|tệp|tài liệu/i);
  });

  test('a photo too large says "photo" and asks to take it again', async () => {
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' });
    renderPage(remote, <CameraPage />, { http: fakeHttp({}), language: lang });
    fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [huge] } });
    fireEvent.click(await screen.findByTestId('camera-use'));
    expect((await screen.findByTestId('camera-error')).textContent).toBe(texts.camera.tooLarge.replace('{{max}}', '10 MB'));
  });
});

test('opened from the multi-upload page, the camera returns there', async () => {
  renderPage(remote, <CameraPage kind="invoice" back="upload" />, { http: fakeHttp({}) });
  fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [photo()] } });
  fireEvent.click(await screen.findByTestId('camera-use'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/upload'));
});
