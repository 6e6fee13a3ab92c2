import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Consents, ConsentView } from '@sencare/shared/contracts';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

const V = '2026-11-01';
const AT = '2026-11-02T03:04:05.000Z';
function purpose(name: ConsentView['purpose'], needed: boolean, state: ConsentView['state'] = 'given'): ConsentView {
  const text = { en: `English text of ${name}.`, vi: `Nội dung tiếng Việt của ${name}.` };
  return {
    purpose: name,
    needed,
    current: { version: V, title: { en: `Title ${name}`, vi: `Tiêu đề ${name}` }, text },
    state,
    // Answered in Vietnamese: the record shows the text as it was read, whatever the app's language now.
    answer: state === 'unanswered' ? null : { version: V, language: 'vi', channel: 'web', at: AT, title: `Tiêu đề ${name}`, text: text.vi },
    due: false,
  };
}
const record = (analytics: ConsentView['state'] = 'given'): Consents => ({ purposes: [purpose('contract', true), purpose('product-news', false), purpose('analytics', false, analytics)], due: [] });
const dialog = () => document.querySelector('.adm-dialog') as HTMLElement;

beforeAll(() => {
  // jsdom has no blob URLs; the download hands the fetched PDF to one.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
});

describe('#/consents (Mine → Privacy & consents)', () => {
  test('each purpose with its state and date and the exact text answered; a needed one has no switch and says why', async () => {
    const page = renderRoute(remote, '/consents', { http: fakeHttp({ 'GET /consents': record() }) });
    expect((await screen.findByTestId('consents-state-contract')).textContent).toMatch(/^Given on 2026-11-02 /);
    expect(page.titles.at(-1)).toBe('Privacy & consents');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Title contract', 'Title product-news', 'Title analytics', 'Your consent record']);
    expect(screen.queryByTestId('consents-switch-contract')).toBeNull();
    expect(within(screen.getByTestId('consents-card-contract')).getByText(/cannot be switched off here/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Title analytics' }).getAttribute('aria-checked')).toBe('true');
    const text = screen.getByTestId('consents-text-analytics');
    expect(text.textContent).toBe('Nội dung tiếng Việt của analytics.');
    expect(text.getAttribute('lang')).toBe('vi');
    page.cleanup();
  });

  test('switching an optional one off asks first; Cancel keeps it, Withdraw records it and the state follows', async () => {
    const http = fakeHttp({ 'GET /consents': record(), 'POST /consents': record('withdrawn') });
    const page = renderRoute(remote, '/consents', { http });
    fireEvent.click(await screen.findByTestId('consents-switch-analytics'));
    expect(within(dialog()).getByText(/Withdraw your consent to “Title analytics”/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('Cancel'));
    expect(http.to('POST /consents')).toEqual([]);
    fireEvent.click(screen.getByTestId('consents-switch-analytics'));
    fireEvent.click(within(dialog()).getByText('Withdraw'));
    await waitFor(() => expect(screen.getByTestId('consents-state-analytics').textContent).toMatch(/^Withdrawn on /));
    expect(http.to('POST /consents')[0].body).toEqual({ answers: [{ purpose: 'analytics', version: V, given: false }], language: 'en', channel: 'web' });
    expect(screen.getByRole('switch', { name: 'Title analytics' }).getAttribute('aria-checked')).toBe('false');
    page.cleanup();
  });

  test('in Vietnamese, switching on gives at once; a refusal from the API is said in Vietnamese', async () => {
    const http = fakeHttp({ 'GET /consents': record('withdrawn'), 'POST /consents': new ApiError(409, 'consent.errors.versionChanged', 409) });
    const page = renderRoute(remote, '/consents', { http, language: 'vi_VN' });
    expect((await screen.findByTestId('consents-state-analytics')).textContent).toMatch(/^Đã rút lại lúc /);
    fireEvent.click(screen.getByTestId('consents-switch-analytics'));
    expect((await screen.findByTestId('consents-answer-error')).textContent).toBe('Nội dung này vừa thay đổi. Vui lòng đọc phiên bản mới và trả lời lại.');
    expect((http.to('POST /consents')[0].body as { language: string; answers: Array<{ given: boolean }> }).answers[0].given).toBe(true);
    page.cleanup();
  });

  test('the PDF downloads in the language shown; a failure says so', async () => {
    let fail = false;
    const http = fakeHttp({ 'GET /consents': record(), 'GET /consents/record.pdf': () => (fail ? new ApiError(5, 'error.network', 0) : new Blob(['%PDF'], { type: 'application/pdf' })) });
    const page = renderRoute(remote, '/consents', { http, language: 'vi_VN' });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(await screen.findByTestId('consents-pdf'));
    await waitFor(() => expect(saved).toEqual(['sencare-consents-vi.pdf']));
    expect(http.to('GET /consents/record.pdf')[0].path).toBe('/consents/record.pdf?language=vi');
    fail = true;
    fireEvent.click(screen.getByTestId('consents-pdf'));
    expect((await screen.findByTestId('consents-pdf-error')).textContent).toBe('Không kết nối được với dịch vụ. Vui lòng kiểm tra kết nối và thử lại.');
    click.mockRestore();
    page.cleanup();
  });

  test('the record cannot be read: an error view whose tap asks again', async () => {
    const http = fakeHttp({ 'GET /consents': new ApiError(500, 'error.system', 500) });
    const page = renderRoute(remote, '/consents', { http });
    fireEvent.click(await screen.findByTestId('consents-error'));
    await waitFor(() => expect(http.to('GET /consents').length).toBeGreaterThanOrEqual(2));
    page.cleanup();
  });

  test('Mine links to it', async () => {
    const page = renderRoute(remote, '/mine', { http: fakeHttp({ 'POST /customer/getuserinfo': null, 'GET /messages/unread-count': { count: 0 } }) });
    expect((await screen.findByTestId('mine-menu-consents')).closest('a')?.getAttribute('href')).toBe('#/consents');
    page.cleanup();
  });
});
