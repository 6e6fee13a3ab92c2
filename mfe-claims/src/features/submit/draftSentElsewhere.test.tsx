import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { DOCS, OPTIONS, VALID, freshWizardPhone } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft } from './draftStore';
import { SubmitPage } from './SubmitPage';

const KEY = '6f1d2c9e-0b7a-4f0e-9a51-3c2d1e0f9a88';
/** Phone A's copy: the whole claim, its documents, based on version 5 of the draft with KEY. */
const phoneA = () => saveLocalDraft({ step: 4, values: VALID, documents: DOCS, updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 5, dirty: [], key: KEY });

beforeEach(freshWizardPhone);

describe('a draft sent from another phone', () => {
  test.each([['en_US', en], ['vi_VN', vi]] as const)('is not restored: the wizard names the claim with a link and drops this copy (%s)', async (lang, texts) => {
    phoneA();
    const http = fakeHttp({ 'GET /claims/form-options': OPTIONS, 'GET /claims/drafts/current': null, [`GET /claims/drafts/sent/${KEY}`]: { claimId: 'CL-2026-000300', status: 'processing' }, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1, key: 'other' } });
    renderPage(remote, <SubmitPage />, { http, language: lang });
    const notice = await screen.findByTestId('wizard-sent-elsewhere');
    expect(notice.textContent).toContain(texts.wizard.sentElsewhere.replace('{{id}}', 'CL-2026-000300'));
    expect(screen.getByTestId('wizard-sent-elsewhere-link').getAttribute('href')).toBe('#/claims/detail?id=CL-2026-000300');
    // A new claim from the first step, nothing of the sent one; no "restored" either.
    expect(screen.getByTestId('claim-wizard').dataset.stepName).toBe('who');
    expect(screen.queryByTestId('wizard-draft-restored')).toBeNull();
    expect(JSON.stringify(loadLocalDraft() ?? {})).not.toContain('Cúm');
  });

  test('sent while the wizard is open here: the refused save finds the claim instead of bringing the draft back', async () => {
    saveLocalDraft({ step: 1, values: { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10] }, documents: [], updatedAt: new Date().toISOString(), baseVersion: 5, dirty: [], key: KEY });
    const http = fakeHttp({
      'GET /claims/form-options': OPTIONS,
      'GET /claims/drafts/current': { step: 1, values: { insuredId: 1 }, updatedAt: 'x', savedAt: 'x', documents: [], version: 5, key: KEY },
      // The other phone sent it meanwhile: no draft row any more.
      'PUT /claims/drafts/current': () => { throw new ApiError(409, 'claims.draftStale', 409, undefined, null); },
      [`GET /claims/drafts/sent/${KEY}`]: { claimId: 'CL-2026-000301', status: 'processing' },
    });
    renderPage(remote, <SubmitPage />, { http });
    fireEvent.change((await screen.findByTestId('field-diagnosis')).querySelector('textarea:not([readonly])')!, { target: { value: 'typed here' } });
    expect((await screen.findByTestId('wizard-sent-elsewhere')).dataset.claim).toBe('CL-2026-000301');
    expect(screen.getByTestId('claim-wizard').dataset.stepName).toBe('who');
    expect(http.to('PUT /claims/drafts/current')).toHaveLength(1);
    expect(JSON.stringify(loadLocalDraft() ?? {})).not.toContain('typed here');
  });

  test('the server still holding this draft (same key) restores it as before, without asking', async () => {
    phoneA();
    const http = fakeHttp({ 'GET /claims/form-options': OPTIONS, 'GET /claims/drafts/current': { step: 4, values: VALID, updatedAt: '2026-11-20T02:00:00.000Z', savedAt: 'x', documents: DOCS, version: 5, key: KEY } });
    renderPage(remote, <SubmitPage />, { http });
    expect(await screen.findByTestId('wizard-draft-restored')).toBeTruthy();
    expect(http.to('GET /claims/drafts/sent')).toHaveLength(0);
    expect(screen.queryByTestId('wizard-sent-elsewhere')).toBeNull();
  });

  test('the draft was discarded elsewhere, not sent: this copy stays', async () => {
    phoneA();
    const http = fakeHttp({ 'GET /claims/form-options': OPTIONS, 'GET /claims/drafts/current': null, [`GET /claims/drafts/sent/${KEY}`]: null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1, key: 'new' } });
    renderPage(remote, <SubmitPage />, { http });
    expect(await screen.findByTestId('wizard-review')).toBeTruthy();
    expect(screen.queryByTestId('wizard-sent-elsewhere')).toBeNull();
    await waitFor(() => expect(http.to(`GET /claims/drafts/sent/${KEY}`)).toHaveLength(1));
  });

  test('"restored" is said once, in the wizard, not as a toast over the next page', async () => {
    saveLocalDraft({ step: 1, values: { insuredId: 1 }, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0, dirty: [] });
    const view = renderPage(remote, <SubmitPage />, { http: fakeHttp({ 'GET /claims/form-options': OPTIONS, 'GET /claims/drafts/current': new ApiError(5, 'error.network', 0) }), language: 'vi_VN' });
    const notice = await screen.findByTestId('wizard-draft-restored');
    expect(notice.textContent).toContain(vi.wizard.draftRestored);
    expect(screen.getAllByText(vi.wizard.draftRestored)).toHaveLength(1);
    view.unmount();
    expect(screen.queryByText(vi.wizard.draftRestored)).toBeNull();
  });
});
