import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { createI18n } from '@sencare/shared/i18n';
import { fakeHttp, renderPage } from '../../test/renderPage';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft, setDraftUser } from '../submit/draftStore';
import { SignaturePage } from './SignaturePage';

// jsdom has no canvas: the pad is replaced by a stand-in whose emptiness the test decides.
const pad = { empty: true, cleared: 0 };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    addEventListener() {}
    removeEventListener() {}
    off() {}
    isEmpty() { return pad.empty; }
    clear() { pad.cleared += 1; pad.empty = true; }
    toDataURL() { return `data:image/png;base64,${'iVBORw0KGgo'.repeat(8)}`; }
  },
}));

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  window.localStorage.clear();
  setDraftUser('SC00000001');
  pad.empty = true;
  window.location.hash = '#/claims/signature';
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('signature in %s', (lang, texts) => {
  test('"signature cannot be empty" next to the pad; clear resets it', async () => {
    renderPage(<SignaturePage />, fakeHttp({ '/claims/drafts/current': null }), lang);
    fireEvent.click(await screen.findByTestId('signature-confirm'));
    expect(screen.getByTestId('signature-error').textContent).toBe(createI18n('claims', { en, vi }, lang).t('validation.claims.signatureRequired', { ns: 'common' }));
    expect(screen.getByTestId('signature-error').textContent).toBe(lang === 'en_US' ? 'Signature cannot be empty' : 'Chữ ký không được để trống');
    expect(screen.getByTestId('signature-confirm').textContent).toBe(texts.signature.confirm);
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(screen.queryByTestId('signature-error')).toBeNull();
    expect(pad.cleared).toBeGreaterThan(0);
  });
});

test('a signature is stored on the draft (this device and the server), then back to the wizard', async () => {
  saveLocalDraft({ step: 4, values: { diagnosis: 'Cúm' }, documents: [], idempotencyKey: 'key-00000001', updatedAt: '2026-11-20T02:00:00.000Z' });
  const http = fakeHttp({ '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now' } });
  renderPage(<SignaturePage />, http);
  pad.empty = false;
  fireEvent.click(await screen.findByTestId('signature-confirm'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/new'));
  expect(loadLocalDraft()!.values).toMatchObject({ diagnosis: 'Cúm', signature: expect.stringMatching(/^data:image\/png;base64,/) });
  expect(http.calls).toContain('PUT /claims/drafts/current');
});

test('loading the draft fails → error view with retry', async () => {
  renderPage(<SignaturePage />, fakeHttp({ '/claims/drafts/current': new ApiError(5, 'error.network', 0) }));
  expect(await screen.findByTestId('error-view')).toBeTruthy();
});
