import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@sencare/shared/http';
import { DEMO_USER, fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { disposeUploadManagers } from '../../components/uploads/uploadManager';
import { SupplementPage } from './SupplementPage';

const claim = (status = 'supplement_requested') => ({
  id: 'CL-2026-000103', status, insuredId: 1, insuredName: 'x', riskDate: null, claimType: null, treatment: null, requestAmount: 1, reimbursementAmount: null, submittedAt: null, updatedAt: 'x',
  idType: 'citizen_id', idNumber: '1', diagnosis: null, policies: [], payee: {}, feeItems: [], documents: [], events: [], signature: null, version: 1,
  supplementItems: [
    { id: 7, name: { en: 'Original discharge paper', vi: 'Giấy ra viện bản gốc' }, kind: 'discharge_paper', reason: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' }, deadline: '2099-12-31', answeredAt: null, note: null },
    { id: 8, name: null, kind: 'invoice', reason: { en: 'Unreadable', vi: 'Unreadable' }, deadline: null, answeredAt: null, note: null },
  ],
});
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** The insurer's words for item 7 in each language, and the other language's (never shown). */
const INSURER = {
  en_US: { name: 'Original discharge paper', reason: 'Inpatient treatment', other: ['Giấy ra viện bản gốc', 'Điều trị nội trú'] },
  vi_VN: { name: 'Giấy ra viện bản gốc', reason: 'Điều trị nội trú', other: ['Original discharge paper', 'Inpatient treatment'] },
};

describe.each([['en_US', en], ['vi_VN', vi]] as const)('supplement (Solve Problem Case) in %s', (lang, texts) => {
  test("one slot per requested item with its name, reason and deadline, in the reader's language", async () => {
    renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http: fakeHttp({ '/claims/CL-2026-000103': claim() }), language: lang });
    const items = await screen.findAllByTestId('supplement-item');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain(INSURER[lang].name);
    expect(items[0].textContent).toContain(`${texts.supplement.reason}: ${INSURER[lang].reason}`);
    for (const other of INSURER[lang].other) expect(items[0].textContent).not.toContain(other);
    // No name from the insurer: the document is named by its kind, in the reader's language.
    expect(items[1].textContent).toContain(texts.docKind.invoice);
    expect(screen.getByTestId('supplement-progress').textContent).toBe(texts.supplement.progress.replace('{{done}}', '0').replace('{{total}}', '2').replace('{{id}}', 'CL-2026-000103'));
  });

  test('nothing to answer → empty view', async () => {
    renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http: fakeHttp({ '/claims/CL-2026-000103': claim('processing') }), language: lang });
    expect((await screen.findByTestId('supplement-empty')).textContent).toContain(texts.supplement.nothing);
  });
});

const receipt = (id: string, tag: string) => ({ id, kind: 'invoice', name: `${id}.jpg`, size: 3, sha256: 'd'.repeat(64), mime: 'image/jpeg', createdAt: 'x', tag });
/** What the upload manager keeps for this user's uploads into the claim (reload-proof). */
const seedFinished = (finished: object[]) =>
  window.localStorage.setItem(`claims:uploads:${DEMO_USER.userCode}:CL-2026-000103`, JSON.stringify({ items: [], finished }));

afterEach(() => {
  disposeUploadManagers();
  window.localStorage.clear();
});

test('a picked file goes up resumably under its own item', async () => {
  renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http: fakeHttp({ '/claims/CL-2026-000103': claim() }) });
  const inputs = await screen.findAllByTestId('supplement-file');
  fireEvent.change(inputs[1], { target: { files: [jpeg('invoice.jpg')] } });
  const items = screen.getAllByTestId('supplement-item');
  await waitFor(() => expect(items[1].querySelector('[data-testid="doc-pending"]')).not.toBeNull());
  expect(items[0].querySelector('[data-testid="doc-pending"]')).toBeNull();
});

test('answered item by item: every item needs a file, then one answer per item; files and notes survive a reload until sent', async () => {
  const posts: { path: string; body: unknown }[] = [];
  const base = fakeHttp({ '/claims/CL-2026-000103': claim() });
  const http: HttpClient = { ...base, post: (path, body) => { posts.push({ path, body }); return Promise.resolve(claim('processing') as never); } };
  seedFinished([receipt('doc7', 'supplement:7')]);
  window.localStorage.setItem('claims:supplement-notes:CL-2026-000103', JSON.stringify({ 7: 'Bản gốc gửi sau' }));
  renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http });
  await waitFor(() => expect(screen.getAllByTestId('supplement-item')[0].dataset.answered).toBe('true'));
  expect(screen.getAllByTestId('supplement-item')[1].dataset.answered).toBe('false');
  expect(screen.getByDisplayValue('Bản gốc gửi sau')).toBeTruthy();
  fireEvent.click(screen.getByTestId('supplement-submit'));
  expect(posts).toHaveLength(0); // the invoice slot is still empty
  cleanup();
  disposeUploadManagers(); // as after a reload: the manager reads what was stored

  seedFinished([receipt('doc7', 'supplement:7'), receipt('doc8', 'supplement:8')]);
  renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http });
  await waitFor(() => expect(screen.getAllByTestId('supplement-item')[1].dataset.answered).toBe('true'));
  fireEvent.click(screen.getByTestId('supplement-submit'));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({ path: '/claims/CL-2026-000103/supplement', body: { answers: [{ itemId: 7, note: 'Bản gốc gửi sau', documentIds: ['doc7'] }, { itemId: 8, documentIds: ['doc8'] }] } });
  await waitFor(() => expect(window.localStorage.getItem('claims:supplement-notes:CL-2026-000103')).toBeNull());
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('a picked file before sending, in %s', (lang, texts) => {
  test('Open shows the photo full screen; Remove takes it off the claim and out of the answer', async () => {
    const deleted: string[] = [];
    const base = fakeHttp({ '/claims/CL-2026-000103': claim() });
    const http: HttpClient = {
      ...base,
      del: (path) => { deleted.push(path); return Promise.resolve(null as never); },
      getBlob: () => Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
    };
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    seedFinished([receipt('doc7', 'supplement:7')]);
    renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http, language: lang });

    const file = await screen.findByTestId('answer-file');
    expect(file.textContent).toContain('doc7.jpg');
    fireEvent.click(screen.getByRole('button', { name: texts.supplement.openFile.replace('{{name}}', 'doc7.jpg') }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img, .adm-image-viewer img')?.getAttribute('src')).toBe('blob:photo'));

    fireEvent.click(screen.getByRole('button', { name: texts.supplement.removeFile.replace('{{name}}', 'doc7.jpg') }));
    await waitFor(() => expect(screen.queryByTestId('answer-file')).toBeNull());
    expect(deleted).toEqual(['/claims/CL-2026-000103/documents/doc7']);
    expect(screen.getAllByTestId('supplement-item')[0].dataset.answered).toBe('false');
  });
});

test('no claim id: says so and links to My claims', () => {
  renderPage(remote, <SupplementPage id="" />, { http: fakeHttp({}) });
  expect(screen.getByTestId('supplement-no-id').textContent).toContain(en.supplement.missingId);
  expect(screen.getByRole('link', { name: en.detail.toMyClaims }).getAttribute('href')).toBe('#/claims');
});

describe.each([
  ['en_US', '1 item has no file yet: add one where it says so, then send again.', 'Add at least one file for this item'],
  ['vi_VN', 'Còn 1 mục chưa có tệp: hãy thêm tệp ở mục được đánh dấu rồi gửi lại.', 'Hãy thêm ít nhất một tệp cho mục này'],
] as const)('Send with an item still empty, in %s', (language, summary, beside) => {
  test('says so beside the item and in a summary that is announced, and sends nothing', async () => {
    const http = fakeHttp({ '/claims/CL-2026-000103': claim() });
    seedFinished([receipt('doc7', 'supplement:7')]);
    renderPage(remote, <SupplementPage id="CL-2026-000103" />, { http, language });
    await waitFor(() => expect(screen.getAllByTestId('supplement-item')[0].dataset.answered).toBe('true'));
    expect(screen.queryByTestId('supplement-missing')).toBeNull();
    fireEvent.click(screen.getByTestId('supplement-submit'));
    const alert = await screen.findByTestId('supplement-missing');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(summary);
    const items = screen.getAllByTestId('supplement-item');
    expect(items[1].querySelector('[data-testid="supplement-item-missing"]')?.textContent).toBe(beside);
    expect(items[0].querySelector('[data-testid="supplement-item-missing"]')).toBeNull();
    expect(http.to('POST /claims/CL-2026-000103/supplement')).toHaveLength(0);
  });
});
