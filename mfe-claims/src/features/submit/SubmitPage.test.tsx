import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { formatVnd } from '@sencare/shared/format';
import { createI18n } from '@sencare/shared/i18n';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft, setDraftUser, type LocalDraft } from './draftStore';
import { SubmitPage } from './SubmitPage';
import { DOCS, OPTIONS, VALID } from '../../test/wizardFixtures';

type Lang = 'en_US' | 'vi_VN';
const LANGS: Lang[] = ['en_US', 'vi_VN'];
const own = (lang: Lang) => (lang === 'en_US' ? en : vi);
const i18n = { en_US: createI18n('claims', { en, vi }, 'en_US'), vi_VN: createI18n('claims', { en, vi }, 'vi_VN') };
/** The translated text of a `common` key such as validation.claims.insuredRequired. */
const msg = (lang: Lang, key: string) => i18n[lang].t(key, { ns: 'common' });

const draft = (step: number, values: Record<string, unknown>, extra: Partial<LocalDraft> = {}): LocalDraft => ({ step, values, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0, ...extra });
const http = (extra: Record<string, unknown> = {}) => fakeHttp({ '/claims/form-options': OPTIONS, '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1 }, ...extra });
const errorOf = (field: string) => screen.getByTestId(`field-${field}-error`).textContent;

beforeEach(() => {
  resetSessionChannelForTests();
  window.localStorage.clear();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
});

describe.each(LANGS)('submission wizard in %s', (lang) => {
  test('step (a) who: every docs/requirements.md §5 rule shown next to its field, including "ID card number input error"', async () => {
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.click(await screen.findByTestId('wizard-next'));
    expect(errorOf('insuredId')).toBe(msg(lang, 'validation.claims.insuredRequired'));
    expect(errorOf('idType')).toBe(msg(lang, 'validation.claims.idTypeRequired'));
    expect(errorOf('idNumber')).toBe(msg(lang, 'validation.claims.idNumberRequired'));
    expect(errorOf('policyIds')).toBe(msg(lang, 'validation.claims.policyRequired'));
    expect(screen.getByTestId('claim-wizard').dataset.step).toBe('0');
  });

  test('step (a): an ID number that does not fit the ID type', async () => {
    saveLocalDraft(draft(0, { insuredId: 1, idType: 'citizen_id', idNumber: '123', policyIds: [10] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.click(await screen.findByTestId('wizard-next'));
    expect(errorOf('idNumber')).toBe(msg(lang, 'validation.claims.idNumberFormat'));
  });

  test('step (b) event: required fields, fee lines, "Date input error", live remaining-to-allocate and unmatched sums', async () => {
    saveLocalDraft(draft(1, { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10], feeItems: [{ name: '', quantity: 1 }] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.click(await screen.findByTestId('wizard-next'));
    expect(errorOf('riskDate')).toBe(msg(lang, 'validation.claims.riskDateRequired'));
    expect(errorOf('claimType')).toBe(msg(lang, 'validation.claims.claimTypeRequired'));
    // The treatment's own message, not the claim type's.
    expect(errorOf('treatment')).toBe(msg(lang, 'validation.claims.treatmentRequired'));
    expect(errorOf('diagnosis')).toBe(msg(lang, 'validation.claims.diagnosisRequired'));
    expect(errorOf('requestAmount')).toBe(msg(lang, 'validation.claims.requestAmountRequired'));
    const fee = screen.getByTestId('fee-item').textContent;
    for (const key of ['feeNameRequired', 'feeTypeRequired', 'feeAmountRequired']) expect(fee).toContain(msg(lang, `validation.claims.${key}`));

  });

  test('step (b): "Date input error", the live remaining-to-allocate figure and unmatched sums', async () => {
    saveLocalDraft(draft(1, { ...VALID, riskDate: '2099-01-01', requestAmount: undefined, feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation' }] }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.change((await screen.findByTestId('field-requestAmount')).querySelector('input')!, { target: { value: '900000' } });
    const amount = () => screen.getByTestId('fee-item').querySelectorAll('input')[3];
    fireEvent.change(amount(), { target: { value: '300000' } });
    await waitFor(() => expect(screen.getByTestId('fee-remaining').textContent).toBe(own(lang).wizard.remaining.replace('{{amount}}', formatVnd(600_000))));
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(errorOf('riskDate')).toBe(msg(lang, 'validation.claims.dateInput'));
    fireEvent.change(screen.getByRole('textbox', { name: own(lang).wizard.riskDate }), { target: { value: '20032026' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg(lang, 'validation.claims.amountsUnmatched'));
    fireEvent.change(amount(), { target: { value: '900000' } });
    await waitFor(() => expect(screen.getByTestId('fee-remaining').textContent).toBe(own(lang).wizard.allocated));
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('claim-wizard').dataset.step).toBe('2');
  });

  test('step (d) payee: every required field and the account number / telephone formats', async () => {
    saveLocalDraft(draft(3, { ...VALID, bankCode: undefined, branch: '', provinceCode: undefined, accountName: '', accountNumber: '', claimant: '', telephone: '', relationship: undefined, email: '' }));
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    fireEvent.click(await screen.findByTestId('wizard-next'));
    expect(errorOf('bankCode')).toBe(msg(lang, 'validation.claims.bankRequired'));
    expect(errorOf('branch')).toBe(msg(lang, 'validation.claims.branchRequired'));
    expect(errorOf('provinceCode')).toBe(msg(lang, 'validation.claims.provinceRequired'));
    expect(errorOf('accountName')).toBe(msg(lang, 'validation.claims.accountNameRequired'));
    expect(errorOf('accountNumber')).toBe(msg(lang, 'validation.claims.accountNumberRequired'));
    expect(errorOf('claimant')).toBe(msg(lang, 'validation.claims.claimantRequired'));
    expect(errorOf('telephone')).toBe(msg(lang, 'validation.claims.telephoneRequired'));
    expect(errorOf('relationship')).toBe(msg(lang, 'validation.claims.relationshipRequired'));
    expect(errorOf('email')).toBeTruthy();
    fireEvent.change(screen.getByTestId('field-accountNumber').querySelector('input')!, { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('field-telephone').querySelector('input')!, { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(errorOf('accountNumber')).toBe(msg(lang, 'validation.claims.accountNumberInvalid'));
    expect(errorOf('telephone')).toBe(msg(lang, 'validation.claims.telephoneInvalid'));
    // What was typed stays.
    expect(screen.getByTestId('field-accountNumber').querySelector('input')!.value).toBe('12');
  });

  test('same insured + date + amount: a dialog naming the existing claim, then a second submit with confirmDuplicate and a new key', async () => {
    saveLocalDraft(draft(4, VALID, { documents: DOCS }));
    const posts: { path: string; body: Record<string, unknown>; key?: string }[] = [];
    const base = http();
    const client: HttpClient = {
      ...base,
      post: (path, body, opts) => {
        posts.push({ path, body: body as Record<string, unknown>, key: (opts as { headers?: Record<string, string> })?.headers?.['Idempotency-Key'] });
        return posts.length === 1 ? Promise.reject(new ApiError(409, 'claims.duplicate', 409, undefined, { claimId: 'CL-2026-000101' })) : Promise.resolve({ claimId: 'CL-2026-000500', status: 'processing' } as never);
      },
      del: () => Promise.resolve(null as never),
    };
    renderPage(remote, <SubmitPage />, { http: client, language: lang });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    const dialog = await screen.findByTestId('duplicate-dialog');
    expect(dialog.textContent).toContain(own(lang).wizard.duplicateOf.replace('{{id}}', 'CL-2026-000101'));
    expect(screen.getByTestId('duplicate-open').getAttribute('href')).toBe('#/claims/detail?id=CL-2026-000101');
    fireEvent.click(screen.getByText(own(lang).wizard.continue));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000500'));
    expect(posts.map((p) => [p.path, p.body.confirmDuplicate])).toEqual([['/claims', undefined], ['/claims', true]]);
    expect(posts[0].key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(posts[1].key).not.toBe(posts[0].key);
    expect(loadLocalDraft()).toBeNull();
  });
});

describe('drafts: save at once, restore the newer copy', () => {
  test('a typed value is in localStorage at once and comes back after a remount', async () => {
    saveLocalDraft(draft(1, { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10] }));
    const first = renderPage(remote, <SubmitPage />, { http: http() });
    const diagnosis = (await screen.findByTestId('field-diagnosis')).querySelector('textarea:not([readonly])') as HTMLTextAreaElement;
    fireEvent.change(diagnosis, { target: { value: 'Sốt xuất huyết' } });
    expect((loadLocalDraft()!.values as Record<string, unknown>).diagnosis).toBe('Sốt xuất huyết');
    first.unmount();
    renderPage(remote, <SubmitPage />, { http: http() });
    await waitFor(() => expect((screen.getByTestId('field-diagnosis').querySelector('textarea:not([readonly])') as HTMLTextAreaElement).value).toBe('Sốt xuất huyết'));
    expect(screen.getByTestId('claim-wizard').dataset.step).toBe('1');
  });

  test("the server's newer version (another phone) wins for fields this device did not change, with the server's uploads", async () => {
    saveLocalDraft(draft(1, { diagnosis: 'old' }, { baseVersion: 2, dirty: [] }));
    renderPage(remote, <SubmitPage />, { http: http({ '/claims/drafts/current': { step: 1, values: { diagnosis: 'from the other phone' }, updatedAt: '2026-11-20T03:00:00.000Z', savedAt: 'x', documents: DOCS, version: 3 } }) });
    await waitFor(() => expect((screen.getByTestId('field-diagnosis').querySelector('textarea:not([readonly])') as HTMLTextAreaElement).value).toBe('from the other phone'));
    await act(async () => undefined);
  });
});

describe('revise and bank details', () => {
  const claim = {
    id: 'CL-2026-000104', status: 'to_be_revised', insuredId: 1, insuredName: 'Nguyễn Văn An', riskDate: '2026-03-20', claimType: 'illness', treatment: 'outpatient', requestAmount: 900_000, reimbursementAmount: null, submittedAt: 'x', updatedAt: 'x',
    idType: 'citizen_id', idNumber: '001088012345', diagnosis: 'Cúm', policies: [{ id: 10, policyNo: 'SCH-2026-000451' }],
    // As GET /claims/:id answers it (api/src/modules/claims/repository.ts detail): with the bank's name.
    payee: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'Hà Nội', provinceCode: '01', accountName: 'NGUYEN VAN AN', accountNumber: '0011223344', claimant: 'Nguyễn Văn An', email: 'an@sencare.vn', telephone: '0912345678', relationship: 'self' },
    feeItems: [{ id: 1, name: 'Khám', quantity: 1, type: 'consultation', unitPrice: 900_000, amount: 900_000, deductible: 0, decision: null, approvedAmount: null }],
    documents: DOCS, events: [], supplementItems: [], signature: null, version: 2,
  };

  test.each(LANGS)('revise (%s): the wizard opens prefilled with the claim and resubmits to the revision route', async (lang) => {
    const posted: string[] = [];
    const base = http({ '/claims/CL-2026-000104': claim });
    const client: HttpClient = { ...base, post: (p) => { posted.push(p); return Promise.resolve({ ...claim, status: 'processing' } as never); } };
    renderPage(remote, <SubmitPage claimId="CL-2026-000104" mode="revise" />, { http: client, language: lang });
    expect((await screen.findByTestId('wizard-edit-notice')).textContent).toBe(own(lang).wizard.reviseHeading.replace('{{id}}', 'CL-2026-000104'));
    expect(screen.getByTestId('field-idNumber').querySelector('input')!.value).toBe('001088012345');
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-submit').textContent).toBe(own(lang).wizard.resubmit);
    fireEvent.click(screen.getByTestId('wizard-submit'));
    await waitFor(() => expect(posted).toEqual(['/claims/CL-2026-000104/revision']));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000104'));
  });

  test.each(LANGS)('revise (%s): what the API refuses is named on the review, with a way to its step', async (lang) => {
    const bodies: Record<string, unknown>[] = [];
    const refused = new ApiError(-1, 'validation.claims.accountNumberInvalid', 400, { accountNumber: 'validation.claims.accountNumberInvalid', 'feeItems.0.amount': 'validation.claims.amountTooLarge' });
    const client: HttpClient = { ...http({ '/claims/CL-2026-000104': claim }), post: (_p, body) => { bodies.push(body as Record<string, unknown>); return Promise.reject(refused); } };
    renderPage(remote, <SubmitPage claimId="CL-2026-000104" mode="revise" />, { http: client, language: lang });
    await screen.findByTestId('wizard-edit-notice');
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-submit'));
    const list = await screen.findByTestId('wizard-review-errors');
    expect(Object.keys(bodies[0]).sort()).not.toContain('bankName');
    const texts = own(lang).wizard;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `${texts.accountNumber}: ${msg(lang, 'validation.claims.accountNumberInvalid')}`,
      `${texts.feeLine.replace('{{n}}', '1')} · ${texts.amount}: ${msg(lang, 'validation.claims.amountTooLarge')}`,
    ]);
    fireEvent.click(list.querySelector('li button')!);
    expect(screen.getByTestId('claim-wizard').dataset.stepName).toBe('payee');
    expect(errorOf('accountNumber')).toBe(msg(lang, 'validation.claims.accountNumberInvalid'));
  });

  test('bank details after a failed payment: payee step only, validated, then saved', async () => {
    const posted: { path: string; body: unknown }[] = [];
    const failed = { ...claim, id: 'CL-2026-000203', status: 'payment_failed' };
    const base = http({ '/claims/CL-2026-000203': failed });
    const client: HttpClient = { ...base, post: (path, body) => { posted.push({ path, body }); return Promise.resolve({ ...failed, status: 'to_be_paid' } as never); } };
    renderPage(remote, <SubmitPage claimId="CL-2026-000203" mode="bank" />, { http: client, language: 'vi_VN' });
    const number = (await screen.findByTestId('field-accountNumber')).querySelector('input')!;
    expect(screen.queryByTestId('field-diagnosis')).toBeNull();
    fireEvent.change(number, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('wizard-save-bank'));
    expect(errorOf('accountNumber')).toBe(msg('vi_VN', 'validation.claims.accountNumberRequired'));
    fireEvent.change(number, { target: { value: '9988776655' } });
    fireEvent.click(screen.getByTestId('wizard-save-bank'));
    await waitFor(() => expect(posted.map((p) => p.path)).toEqual(['/claims/CL-2026-000203/bank-details']));
    expect(posted[0].body).toMatchObject({ bankCode: 'VCB', accountNumber: '9988776655' });
  });

  test('a claim that is no longer in the right status says so', async () => {
    renderPage(remote, <SubmitPage claimId="CL-2026-000104" mode="revise" />, { http: http({ '/claims/CL-2026-000104': { ...claim, status: 'processing' } }) });
    expect(await screen.findByTestId('claim-edit-not-allowed')).toBeTruthy();
  });

  test('error state when the claim cannot be loaded', async () => {
    renderPage(remote, <SubmitPage claimId="CL-2026-000104" mode="revise" />, { http: http({ '/claims/CL-2026-000104': new ApiError(5, 'error.network', 0) }) });
    expect(await screen.findByTestId('error-view')).toBeTruthy();
  });
});
