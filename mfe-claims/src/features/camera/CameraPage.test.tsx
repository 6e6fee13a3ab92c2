import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderPage } from '../../test/renderPage';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { CameraPage } from './CameraPage';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });
const receipt = { id: 'u1', kind: 'invoice', name: 'receipt.jpg', size: 7, sha256: 'c'.repeat(64), mime: 'image/jpeg', createdAt: 'x' };

beforeEach(() => { window.location.hash = '#/claims/camera'; });

describe.each([['en_US', en], ['vi_VN', vi]] as const)('camera in %s', (lang, texts) => {
  test('empty until a photo is taken; the input opens the rear camera', async () => {
    renderPage(<CameraPage />, fakeHttp({}), lang);
    expect((await screen.findByTestId('camera-empty')).textContent).toContain(texts.camera.empty);
    const input = screen.getByTestId('camera-input') as HTMLInputElement;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    expect(screen.getByTestId('camera-take').textContent).toBe(texts.camera.take);
  });
});

test('a captured photo is uploaded to the draft as the chosen kind, then back to the wizard', async () => {
  const http = fakeHttp({ 'UPLOAD /claims/drafts/current/documents': receipt });
  renderPage(<CameraPage kind="prescription" />, http);
  fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [photo()] } });
  expect(await screen.findByTestId('camera-preview')).toBeTruthy();
  fireEvent.click(screen.getByTestId('camera-use'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/new'));
  expect(http.calls).toEqual(['UPLOAD /claims/drafts/current/documents?kind=prescription']);
});

test('a failed upload shows the reason and offers a retry, keeping the photo', async () => {
  renderPage(<CameraPage />, fakeHttp({ 'UPLOAD /claims/drafts/current/documents': new ApiError(413, 'claims.claimTooLarge', 413) }), 'vi_VN');
  fireEvent.change(await screen.findByTestId('camera-input'), { target: { files: [photo()] } });
  fireEvent.click(await screen.findByTestId('camera-use'));
  expect((await screen.findByTestId('camera-error')).textContent).toBeTruthy();
  expect(screen.getByTestId('camera-page').dataset.phase).toBe('failed');
  expect(screen.getByTestId('camera-preview')).toBeTruthy();
});
