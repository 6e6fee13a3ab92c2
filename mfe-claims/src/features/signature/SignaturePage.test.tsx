import type { ClaimDraftValues } from '../submit/wizardModel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { createI18n } from '@sencare/shared/i18n';
import { drawSignature, fakeHttp, fakePad, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft, setDraftUser, type LocalDraft } from '../submit/draftStore';
import { clearChangedElsewhere, peekChangedElsewhere } from '../submit/draftSync';
import { SignaturePage } from './SignaturePage';

jest.mock('signature_pad', () => ({ __esModule: true, default: jest.requireActual('@sencare/shared/testing').FakeSignaturePad }));

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  window.localStorage.clear();
  clearChangedElsewhere();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/signature';
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('signature in %s', (lang, texts) => {
  test('"signature cannot be empty" next to the pad; clear resets it', async () => {
    renderPage(remote, <SignaturePage />, { http: fakeHttp({ '/claims/drafts/current': null }), language: lang });
    fireEvent.click(await screen.findByTestId('signature-confirm'));
    expect(screen.getByTestId('signature-error').textContent).toBe(createI18n('claims', { en, vi }, lang).t('validation.claims.signatureRequired', { ns: 'common' }));
    expect(screen.getByTestId('signature-error').textContent).toBe(lang === 'en_US' ? 'Signature cannot be empty' : 'Chữ ký không được để trống');
    expect(screen.getByTestId('signature-confirm').textContent).toBe(texts.signature.confirm);
    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(screen.queryByTestId('signature-error')).toBeNull();
    expect(fakePad.cleared).toBeGreaterThan(0);
  });
});

test('a signature is stored on the draft (this device and the server), then back to the wizard', async () => {
  saveLocalDraft({ step: 4, values: { diagnosis: 'Cúm' }, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0 });
  const http = fakeHttp({ '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1 } });
  renderPage(remote, <SignaturePage />, { http });
  await screen.findByTestId('signature-pad');
  drawSignature();
  fireEvent.click(screen.getByTestId('signature-confirm'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/new'));
  expect(loadLocalDraft()!.values).toMatchObject({ diagnosis: 'Cúm', signature: expect.stringMatching(/^data:image\/png;base64,/) });
  expect(http.to('PUT /claims/drafts/current').length).toBeGreaterThan(0);
});

test("signing on a stale phone: the signature joins the newer draft, whose diagnosis, amounts and fee lines stay", async () => {
  // Phone B opened the signature page at version 1, before phone A filled the event step.
  const who: ClaimDraftValues = { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10] };
  const fromPhoneA = { ...who, riskDate: '2026-03-20', claimType: 'illness', treatment: 'outpatient', diagnosis: 'Cúm', requestAmount: 900_000, feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation', amount: 900_000 }] };
  const phoneB: LocalDraft = { step: 4, values: { ...who, feeItems: [{ name: '', quantity: 1 }] }, documents: [], updatedAt: '2026-11-20T01:00:00.000Z', baseVersion: 1, dirty: [] };
  saveLocalDraft(phoneB);
  const draftAt = (values: Record<string, unknown>, version: number) => ({ step: 1, values, updatedAt: 'x', savedAt: 'x', documents: [], version });
  let serverVersion = 1;
  const http = fakeHttp({
    'GET /claims/drafts/current': draftAt(phoneB.values, 1),
    'PUT /claims/drafts/current': (call) => {
      if (call.body!.baseVersion !== serverVersion) throw new ApiError(409, 'claims.draftStale', 409, undefined, draftAt(fromPhoneA, serverVersion));
      serverVersion += 1;
      return { savedAt: 'now', version: serverVersion };
    },
  });
  renderPage(remote, <SignaturePage />, { http });
  await screen.findByTestId('signature-pad');
  serverVersion = 5; // phone A saved meanwhile
  drawSignature();
  fireEvent.click(screen.getByTestId('signature-confirm'));
  await waitFor(() => expect(window.location.hash).toBe('#/claims/new'));
  const puts = http.to('PUT /claims/drafts/current');
  expect(puts.map((c) => c.body!.baseVersion)).toEqual([1, 5]);
  expect(puts[1].body!.values).toMatchObject({ ...fromPhoneA, signature: expect.stringMatching(/^data:image\/png;base64,/) });
  expect(loadLocalDraft()).toMatchObject({ baseVersion: 6, dirty: [], values: { diagnosis: 'Cúm', requestAmount: 900_000 } });
  // The wizard, opened next, says so.
  expect(peekChangedElsewhere()).toBe(true);
});

test('loading the draft fails → error view with retry', async () => {
  renderPage(remote, <SignaturePage />, { http: fakeHttp({ '/claims/drafts/current': new ApiError(5, 'error.network', 0) }) });
  expect(await screen.findByTestId('error-view')).toBeTruthy();
});
