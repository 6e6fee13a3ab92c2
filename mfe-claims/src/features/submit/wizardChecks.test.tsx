import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { formatVnd } from '@sencare/shared/format';
import { createI18n } from '@sencare/shared/i18n';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { DOCS, OPTIONS, VALID } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { saveLocalDraft, setDraftUser, type LocalDraft } from './draftStore';
import { SubmitPage } from './SubmitPage';
import { DocumentsStep } from './steps/DocumentsStep';
import type { ClaimDraftValues } from './wizardModel';

// Each check where it applies, and each message beside its field, in both languages.
type Lang = 'en_US' | 'vi_VN';
const LANGS = [['en_US', en], ['vi_VN', vi]] as const;
const i18n = { en_US: createI18n('claims', { en, vi }, 'en_US'), vi_VN: createI18n('claims', { en, vi }, 'vi_VN') };
const common = (lang: Lang, key: string) => i18n[lang].t(key, { ns: 'common' });
const draft = (step: number, values: ClaimDraftValues, extra: Partial<LocalDraft> = {}): LocalDraft => ({ step, values, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0, ...extra });
const http = (extra: Record<string, unknown> = {}) => fakeHttp({ '/claims/form-options': OPTIONS, '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1 }, ...extra });
const step = () => screen.getByTestId('claim-wizard').dataset.stepName;
const feeInput = (field: string, line = 0) => within(screen.getAllByTestId('fee-item')[line]).getByTestId(`fee-${field}`).querySelector('input')!;

beforeEach(() => {
  resetSessionChannelForTests();
  window.localStorage.clear();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
});

describe.each(LANGS)('item 1: limits and coverage where they apply (%s)', (lang, texts) => {
  test('10 open claims: the wizard says so when it opens, before anything is typed or uploaded', async () => {
    renderPage(remote, <SubmitPage />, { http: http({ '/claims/form-options': { ...OPTIONS, limits: { maxClaimsInProgress: 10, inProgress: 10 } } }), language: lang });
    const view = await screen.findByTestId('wizard-max-claims');
    expect(view.textContent).toContain(common(lang, 'error.maxClaims'));
    expect(view.textContent).toContain(texts.wizard.maxClaimsHint_other.replace('{{count}}', '10'));
    expect(screen.queryByTestId('wizard-next')).toBeNull();
  });

  test('an illness in the waiting period is named with the policy and its first covered day, and Next stays; an accident that day is covered', async () => {
    saveLocalDraft(draft(1, { ...VALID, riskDate: '2026-01-10' }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    const notice = await screen.findByTestId('coverage-problem');
    expect(notice.textContent).toBe(texts.wizard.coverageWaitingPeriod.replace('{{policyNo}}', 'SCH-2026-000451').replace('{{days}}', '30').replace('{{from}}', '31-01-2026'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(step()).toBe('event');
    expect(screen.getByTestId('field-riskDate-error').textContent).toBe(common(lang, 'error.requirementNotMet'));
    // Announced once as a summary; the message stays beside its field, which it describes.
    expect(screen.getByTestId('wizard-error-summary').getAttribute('role')).toBe('alert');
    // Vietnamese has one plural form (i18next picks _other for 1).
    expect(screen.getByTestId('wizard-error-summary').textContent).toBe((lang === 'vi_VN' ? texts.wizard.errorSummary_other : texts.wizard.errorSummary_one).replace('{{count}}', '1'));
    const field = screen.getByTestId('field-riskDate');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('field-riskDate-error').id);
    fireEvent.click(within(screen.getByTestId('field-claimType')).getByText(texts.claimType.accident));
    await waitFor(() => expect(screen.queryByTestId('coverage-problem')).toBeNull());
  });

  test('the policy list shows when illness is covered; a risk date outside the policy is flagged on the who step too', async () => {
    saveLocalDraft(draft(0, { ...VALID, riskDate: '2025-12-20' }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    expect((await screen.findByTestId('field-policyIds')).textContent).toContain(texts.wizard.illnessCoveredFrom.replace('{{date}}', '31-01-2026'));
    expect(screen.getByTestId('coverage-problem').dataset.reason).toBe('notEffective');
  });
});

describe.each(LANGS)('the event step (%s)', (lang, texts) => {
  test('item 2: amount = quantity × unit price is suggested, stays editable, and the suggestion is offered back', async () => {
    saveLocalDraft(draft(1, { ...VALID, requestAmount: 450_000, feeItems: [{ name: 'Thuốc', quantity: 3, type: 'medicine' }] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.change(await waitFor(() => feeInput('unitPrice')), { target: { value: '150000' } });
    await waitFor(() => expect(feeInput('amount').value).toBe('450,000'));
    fireEvent.change(feeInput('amount'), { target: { value: '400000' } });
    await waitFor(() => expect(feeInput('amount').value).toBe('400,000'));
    fireEvent.change(feeInput('quantity'), { target: { value: '3' } });
    expect(feeInput('amount').value).toBe('400,000');
    expect(screen.getByTestId('fee-suggestion').textContent).toContain(texts.wizard.suggestedAmount.replace('{{amount}}', formatVnd(450_000)));
    fireEvent.click(within(screen.getByTestId('fee-suggestion')).getByText(texts.wizard.useSuggested));
    await waitFor(() => expect(feeInput('amount').value).toBe('450,000'));
    expect(screen.queryByTestId('fee-suggestion')).toBeNull();
  });

  test('item 3: 0, negative and too-large amounts say so beside the field', async () => {
    saveLocalDraft(draft(1, { ...VALID, requestAmount: 200_000_000_000, feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation', amount: 0, unitPrice: -5 }] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.click(await screen.findByTestId('wizard-next'));
    expect(screen.getByTestId('field-requestAmount-error').textContent).toBe(common(lang, 'validation.claims.amountTooLarge'));
    const line = screen.getByTestId('fee-item');
    expect(within(line).getByTestId('fee-amount-error').textContent).toBe(common(lang, 'validation.claims.amountPositive'));
    expect(within(line).getByTestId('fee-unitPrice-error').textContent).toBe(common(lang, 'validation.claims.amountNegative'));
  });

  test('item 6: nothing entered is not "all allocated"; over-allocation says by how much', async () => {
    saveLocalDraft(draft(1, { insuredId: 1, policyIds: [10], feeItems: [{ name: '', quantity: 1 }] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    const remaining = await screen.findByTestId('fee-remaining');
    expect(remaining.textContent).toBe(texts.wizard.enterRequestAmount);
    expect(remaining.textContent).not.toBe(texts.wizard.allocated);
    fireEvent.change(screen.getByTestId('field-requestAmount').querySelector('input')!, { target: { value: '100000' } });
    fireEvent.change(feeInput('amount'), { target: { value: '150000' } });
    await waitFor(() => expect(screen.getByTestId('fee-remaining').textContent).toBe(texts.wizard.overAllocated.replace('{{amount}}', formatVnd(50_000))));
  });
});

describe.each(LANGS)('item 5: a new claim is signed (%s)', (lang, texts) => {
  test('Submit unsigned: the message beside the signature with a link to sign, and nothing is sent', async () => {
    const { signature: _none, ...unsigned } = VALID;
    saveLocalDraft(draft(4, unsigned, { documents: DOCS }));
    const client = http();
    renderPage(remote, <SubmitPage />, { http: client, language: lang });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    const error = await screen.findByTestId('wizard-signature-error');
    expect(error.textContent).toContain(common(lang, 'validation.claims.signatureRequired'));
    expect(screen.getByTestId('wizard-sign-link').getAttribute('href')).toBe('#/claims/signature');
    expect(screen.getByTestId('wizard-sign-link').textContent).toBe(texts.wizard.signNow);
    expect(step()).toBe('review');
    expect(client.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe.each(LANGS)('items 4 and 6: the documents step (%s)', (lang, texts) => {
  test('"still missing" names what is missing and goes once the documents are there', async () => {
    // The prescription arrives (its upload finishes) while the message is shown.
    function Arriving() {
      const [documents, setDocuments] = useState([DOCS[0]]);
      return <><button type="button" onClick={() => setDocuments(DOCS)}>arrive</button><DocumentsStep claimType="illness" treatment="outpatient" documents={documents} onChange={() => undefined} showMissing /></>;
    }
    renderPage(remote, <Arriving />, { http: fakeHttp({}), language: lang });
    expect((await screen.findByTestId('docs-missing')).textContent).toBe(texts.wizard.missingDocs.replace('{{kinds}}', texts.docKind.prescription));
    fireEvent.click(screen.getByText('arrive'));
    await waitFor(() => expect(screen.queryByTestId('docs-missing')).toBeNull());
  });

  test('the camera opens from the documents step with the chosen document type', async () => {
    renderPage(remote, <DocumentsStep claimType="illness" treatment="outpatient" documents={[DOCS[0]]} onChange={() => undefined} />, { http: fakeHttp({}), language: lang });
    const camera = await screen.findByTestId('doc-camera');
    expect(camera.textContent).toBe(texts.wizard.takePhoto);
    fireEvent.click(camera);
    expect(window.location.hash).toBe('#/claims/camera?kind=prescription');
  });
});
