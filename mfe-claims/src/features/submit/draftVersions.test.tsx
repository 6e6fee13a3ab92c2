import type { ClaimDraftValues } from './wizardModel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { OPTIONS, freshWizardPhone } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft } from './draftStore';
import { SubmitPage } from './SubmitPage';

const WHO: ClaimDraftValues = { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10] };
/** What phone A saved meanwhile: the event step filled in. */
const FROM_PHONE_A = { ...WHO, riskDate: '2026-03-20', claimType: 'illness', treatment: 'outpatient', diagnosis: 'Cúm', requestAmount: 900_000, feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation', amount: 900_000 }] };
const serverDraft = (values: Record<string, unknown>, version: number) => ({ step: 1, values, updatedAt: '2026-11-20T03:00:00.000Z', savedAt: 'x', documents: [], version });
const stale = (values: Record<string, unknown>, version: number) => new ApiError(409, 'claims.draftStale', 409, undefined, serverDraft(values, version));

beforeEach(freshWizardPhone);

describe('versioned drafts in the wizard', () => {
  test('every save sends the version it is based on, and the next one builds on the answer', async () => {
    saveLocalDraft({ step: 1, values: WHO, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 4, dirty: [] });
    const http = fakeHttp({ 'GET /claims/form-options': OPTIONS, 'GET /claims/drafts/current': serverDraft(WHO, 4), 'PUT /claims/drafts/current': (_c, n) => ({ savedAt: 'now', version: 5 + n }) });
    renderPage(remote, <SubmitPage />, { http });
    const diagnosis = (await screen.findByTestId('field-diagnosis')).querySelector('textarea:not([readonly])')!;
    fireEvent.change(diagnosis, { target: { value: 'Cúm' } });
    await waitFor(() => expect(http.to('PUT /claims/drafts/current')).toHaveLength(1));
    fireEvent.change(diagnosis, { target: { value: 'Cúm A' } });
    await waitFor(() => expect(http.to('PUT /claims/drafts/current')).toHaveLength(2));
    expect(http.to('PUT /claims/drafts/current').map((c) => c.body!.baseVersion)).toEqual([4, 5]);
    await waitFor(() => expect(loadLocalDraft()).toMatchObject({ baseVersion: 6, dirty: [] }));
  });

  test.each([['en_US', en], ['vi_VN', vi]] as const)("a newer draft from another phone is merged, not overwritten, and the user is told (%s)", async (lang, texts) => {
    saveLocalDraft({ step: 1, values: WHO, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 2, dirty: [] });
    const http = fakeHttp({
      'GET /claims/form-options': OPTIONS,
      'GET /claims/drafts/current': serverDraft(WHO, 2),
      'PUT /claims/drafts/current': (_c, n) => { if (n === 0) throw stale({ ...FROM_PHONE_A, diagnosis: 'Cúm' }, 6); return { savedAt: 'now', version: 7 }; },
    });
    renderPage(remote, <SubmitPage />, { http, language: lang });
    const amount = (await screen.findByTestId('field-requestAmount')).querySelector('input')!;
    fireEvent.change(screen.getByTestId('field-diagnosis').querySelector('textarea:not([readonly])')!, { target: { value: 'Sốt xuất huyết' } });
    expect((await screen.findByTestId('wizard-updated-elsewhere')).textContent).toContain(texts.wizard.updatedElsewhere);
    // Phone A's amount came in; this phone's own diagnosis stayed.
    expect(amount.value).toBe('900,000');
    expect((screen.getByTestId('field-diagnosis').querySelector('textarea:not([readonly])') as HTMLTextAreaElement).value).toBe('Sốt xuất huyết');
    await waitFor(() => expect(http.to('PUT /claims/drafts/current')).toHaveLength(2));
    const [first, second] = http.to('PUT /claims/drafts/current');
    expect(first.body!.baseVersion).toBe(2);
    expect(second.body).toMatchObject({ baseVersion: 6, values: { ...FROM_PHONE_A, diagnosis: 'Sốt xuất huyết' } });
  });
});
