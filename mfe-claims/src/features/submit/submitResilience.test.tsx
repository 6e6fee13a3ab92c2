import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, renderPage, type FakeCall, type FakeRoutes } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { DOCS, OPTIONS, VALID } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft, setDraftUser, type LocalDraft } from './draftStore';
import { SubmitPage } from './SubmitPage';

const review = (extra: Partial<LocalDraft> = {}): LocalDraft => ({ step: 4, values: VALID, documents: DOCS, updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 1, dirty: [], ...extra });
const lost = () => { throw new ApiError(5, 'error.network', 0); };
const done = (claimId: string) => ({ state: 'done', claimId, status: 'processing' });
const notFound = () => { throw new ApiError(404, 'claims.submissionNotFound', 404); };

function wizard(routes: FakeRoutes) {
  return fakeHttp({
    'GET /claims/form-options': OPTIONS,
    'GET /claims/drafts/current': { step: 4, values: VALID, updatedAt: '2026-11-20T02:00:00.000Z', savedAt: 'x', documents: DOCS, version: 1 },
    'PUT /claims/drafts/current': { savedAt: 'now', version: 2 },
    'DELETE /claims/drafts/current': null,
    ...routes,
  });
}
const keyOf = (call: FakeCall) => call.options?.headers?.['Idempotency-Key'];

beforeEach(() => {
  resetSessionChannelForTests();
  window.localStorage.clear();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
});

describe('a submit whose answer never arrived', () => {
  test.each([['en_US', en], ['vi_VN', vi]] as const)('the claim was made: the wizard asks about its key and opens it (%s)', async (lang, texts) => {
    saveLocalDraft(review());
    const http = wizard({ 'POST /claims': lost, 'GET /claims/submissions/': done('CL-2026-000600') });
    renderPage(remote, <SubmitPage />, { http, language: lang });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000600'));
    const [post] = http.to('POST /claims');
    expect(http.to('GET /claims/submissions/').map((c) => c.path)).toEqual([`/claims/submissions/${keyOf(post)}`]);
    expect(loadLocalDraft()).toBeNull();
    expect(http.to('POST /claims')).toHaveLength(1);
    expect(await screen.findByText(texts.wizard.submittedAfterAll.replace('{{id}}', 'CL-2026-000600'))).toBeTruthy();
  });

  test('"already sent with different details" (422) no longer traps the user: the claim behind the key is opened', async () => {
    saveLocalDraft(review());
    const http = wizard({ 'POST /claims': () => { throw new ApiError(422, 'claims.idempotencyMismatch', 422); }, 'GET /claims/submissions/': done('CL-2026-000601') });
    renderPage(remote, <SubmitPage />, { http });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000601'));
  });

  test('still running (409 claims.inProgress): asks again until it is done', async () => {
    saveLocalDraft(review());
    const http = wizard({
      'POST /claims': () => { throw new ApiError(409, 'claims.inProgress', 409); },
      'GET /claims/submissions/': (_c, n) => (n < 2 ? { state: 'running' } : done('CL-2026-000602')),
    });
    renderPage(remote, <SubmitPage />, { http });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000602'));
    expect(http.to('GET /claims/submissions/')).toHaveLength(3);
  });

  test('nothing was made: the same body is retried with the same key; a changed body gets a new key', async () => {
    saveLocalDraft(review());
    const http = wizard({ 'POST /claims': (_c, n) => (n < 2 ? lost() : { claimId: 'CL-2026-000603', status: 'processing' }), 'GET /claims/submissions/': notFound });
    renderPage(remote, <SubmitPage />, { http });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    await waitFor(() => expect(http.to('GET /claims/submissions/')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('wizard-submit').hasAttribute('disabled')).toBe(false));
    expect(loadLocalDraft()!.submission!.key).toBe(keyOf(http.to('POST /claims')[0]));
    fireEvent.click(screen.getByTestId('wizard-submit'));
    await waitFor(() => expect(http.to('GET /claims/submissions/')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('wizard-submit').hasAttribute('disabled')).toBe(false));
    // Back to the event step, a corrected diagnosis, forward to review: a different body.
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByTestId('wizard-back'));
    fireEvent.change(screen.getByTestId('field-diagnosis').querySelector('textarea:not([readonly])')!, { target: { value: 'Cúm A' } });
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000603'));
    const keys = http.to('POST /claims').map(keyOf);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(http.to('POST /claims')[2].body).toMatchObject({ diagnosis: 'Cúm A' });
  });

  test('after a reload, a stored submission that the API did make opens that claim instead of the draft', async () => {
    saveLocalDraft(review({ submission: { key: 'key-lost-0001', bodyHash: 'h' } }));
    const http = wizard({ 'GET /claims/submissions/': done('CL-2026-000604') });
    renderPage(remote, <SubmitPage />, { http });
    await waitFor(() => expect(window.location.hash).toBe('#/claims/detail?id=CL-2026-000604'));
    expect(http.to('GET /claims/submissions/')[0].path).toBe('/claims/submissions/key-lost-0001');
    expect(loadLocalDraft()).toBeNull();
  });
});

describe('discard draft', () => {
  test.each([['en_US', en], ['vi_VN', vi]] as const)('asks first, then deletes the server draft and this copy and goes to my claims (%s)', async (lang, texts) => {
    saveLocalDraft(review());
    const http = wizard({});
    renderPage(remote, <SubmitPage />, { http, language: lang });
    fireEvent.click(await screen.findByTestId('wizard-discard'));
    const dialog = (await screen.findByTestId('discard-dialog')).closest('.adm-center-popup-body, .adm-dialog-body') as HTMLElement;
    expect(dialog.textContent).toContain(texts.wizard.discardConfirm);
    expect(http.to('DELETE /claims/drafts/current')).toHaveLength(0);
    await act(async () => { fireEvent.click(within(dialog).getByText(texts.wizard.discard)); });
    await waitFor(() => expect(window.location.hash).toBe('#/claims'));
    expect(http.to('DELETE /claims/drafts/current')).toHaveLength(1);
    expect(loadLocalDraft()).toBeNull();
  });

  test('without a connection nothing is discarded: the wizard and this copy stay', async () => {
    saveLocalDraft(review());
    const http = wizard({ 'DELETE /claims/drafts/current': lost });
    renderPage(remote, <SubmitPage />, { http });
    fireEvent.click(await screen.findByTestId('wizard-discard'));
    const dialog = (await screen.findByTestId('discard-dialog')).closest('.adm-center-popup-body, .adm-dialog-body') as HTMLElement;
    await act(async () => { fireEvent.click(within(dialog).getByText(en.wizard.discard)); });
    await waitFor(() => expect(http.to('DELETE /claims/drafts/current')).toHaveLength(1));
    expect(window.location.hash).toBe('#/claims/new');
    expect(loadLocalDraft()).toMatchObject({ values: VALID });
    expect(screen.getByTestId('claim-wizard')).toBeTruthy();
  });
});

describe('the duplicate dialog', () => {
  test('names the existing claim, and leaving the wizard closes it without submitting', async () => {
    saveLocalDraft(review());
    const http = wizard({ 'POST /claims': () => { throw new ApiError(409, 'claims.duplicate', 409, undefined, { claimId: 'CL-2026-000101' }); } });
    const view = renderPage(remote, <SubmitPage />, { http });
    fireEvent.click(await screen.findByTestId('wizard-submit'));
    const dialog = await screen.findByTestId('duplicate-dialog');
    expect(dialog.textContent).toContain('CL-2026-000101');
    expect(screen.getByTestId('duplicate-open').getAttribute('href')).toBe('#/claims/detail?id=CL-2026-000101');
    view.unmount();
    expect(document.body.textContent).not.toContain(en.wizard.duplicateTitle);
    expect(screen.queryByTestId('duplicate-dialog')).toBeNull();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(http.to('POST /claims')).toHaveLength(1);
  });
});
