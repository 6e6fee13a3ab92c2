import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { MyAccessEntry, MyAccessPage } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

const entry = (id: number, over: Partial<MyAccessEntry> = {}): MyAccessEntry => ({
  id,
  organisation: { type: 'provider', providerId: 1, employerId: null, name: 'Bệnh viện Chợ Rẫy' },
  role: 'provider',
  kind: 'ecard',
  objectId: 'SC2600077701',
  at: '2026-11-27T03:04:00.000Z',
  ...over,
});
const INSURER_READ = entry(2, { organisation: { type: 'insurer', providerId: null, employerId: null, name: null }, role: 'insurer', kind: 'claim_document', objectId: 'CL-2026-000300/abc' });
// The employer's HR opened the person's group cover record (docs/privacy.md "What HR reads are logged").
const HR_READ = entry(4, { organisation: { type: 'hr', providerId: null, employerId: 3, name: 'Công ty TNHH Minh An' }, role: 'hr', kind: 'group_member', objectId: 'SG0000000004' });
const pageOf = (items: MyAccessEntry[], page = 1, hasMore = false): MyAccessPage => ({ items, page, pageSize: 20, total: items.length + (hasMore ? 20 : 0), hasMore });

afterEach(() => jest.restoreAllMocks());

describe('Who looked at my data (#/mine/access-log)', () => {
  test('each read: the organisation, the role, what and when, newest first as the API sends them; one sentence for a screen reader', async () => {
    const page = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([INSURER_READ, entry(1)]) }) });
    const rows = await screen.findAllByTestId('access-log-entry');
    expect(rows.map((r) => r.querySelector('span')?.textContent)).toEqual(['Your insurer', 'Bệnh viện Chợ Rẫy']);
    expect(rows[0].textContent).toContain('Insurer assessor');
    expect(rows[0].textContent).toContain('Claim document: CL-2026-000300/abc');
    expect(rows[1].textContent).toContain('Hospital staff');
    expect(rows[1].textContent).toContain('E-card and cover: SC2600077701');
    expect(rows[1].getAttribute('aria-label')).toMatch(/^Bệnh viện Chợ Rẫy, Hospital staff, E-card and cover: SC2600077701, Opened /);
    expect(within(rows[1]).getByText(/^Opened /).getAttribute('datetime')).toBe('2026-11-27T03:04:00.000Z');
    expect(page.titles.at(-1)).toBe('Who looked at my data');
    expect(screen.queryByTestId('access-log-more')).toBeNull();
    page.cleanup();
  });

  test('in Vietnamese', async () => {
    const page = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([INSURER_READ]) }), language: 'vi_VN' });
    const [row] = await screen.findAllByTestId('access-log-entry');
    expect(row.textContent).toContain('Công ty bảo hiểm của bạn');
    expect(row.textContent).toContain('Chứng từ bồi thường: CL-2026-000300/abc');
    expect(page.titles.at(-1)).toBe('Ai đã xem dữ liệu của tôi');
    page.cleanup();
  });

  test("the employer's HR: the employer's name, the role HR and the group cover record, in English and Vietnamese; no HR user's name", async () => {
    const en = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([HR_READ, INSURER_READ]) }) });
    const [row] = await screen.findAllByTestId('access-log-entry');
    expect([...row.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Công ty TNHH Minh An', 'HR', 'Group cover member record: SG0000000004']);
    expect(row.getAttribute('aria-label')).toMatch(/^Công ty TNHH Minh An, HR, Group cover member record: SG0000000004, Opened /);
    expect(screen.getByTestId('access-log-page').textContent).toContain("your employer's HR");
    en.cleanup();

    const vi = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([HR_READ]) }), language: 'vi_VN' });
    const [viRow] = await screen.findAllByTestId('access-log-entry');
    expect([...viRow.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Công ty TNHH Minh An', 'Nhân sự', 'Hồ sơ thành viên bảo hiểm nhóm: SG0000000004']);
    expect(screen.getByTestId('access-log-page').textContent).toContain('bộ phận nhân sự của công ty bạn');
    vi.cleanup();

    // An employer whose name was not kept is still an employer, never "Hospital".
    const unnamed = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([{ ...HR_READ, organisation: { ...HR_READ.organisation, name: null } }]) }) });
    expect((await screen.findByTestId('access-log-entry')).querySelector('span')?.textContent).toBe('Your employer');
    unnamed.cleanup();
  });

  test('older entries on request: a real button the keyboard reaches, the next page appended', async () => {
    const http = fakeHttp({ 'GET /privacy/access-log': (_call, n) => (n === 0 ? pageOf([entry(3)], 1, true) : pageOf([entry(1)], 2)) });
    const page = renderRoute(remote, '/mine/access-log', { http });
    const more = await screen.findByRole('button', { name: 'Show older' });
    fireEvent.click(more);
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'access-log-list' && el.children.length === 2);
    expect(http.to('GET /privacy/access-log').map((c) => (c.query as { page: number }).page)).toEqual([1, 2]);
    expect(screen.queryByTestId('access-log-more')).toBeNull();
    page.cleanup();
  });

  test('empty, loading, error (tap reloads) and offline states', async () => {
    const empty = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => pageOf([]) }), language: 'vi_VN' });
    expect((await screen.findByTestId('access-log-empty')).textContent).toContain('Chưa có ai xem dữ liệu của bạn');
    empty.cleanup();

    const loading = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': pending }) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.cleanup();

    let fail = true;
    const http = fakeHttp({
      'GET /privacy/access-log': () => {
        if (fail) throw new ApiError(5, 'error.network', 0);
        return pageOf([entry(1)]);
      },
    });
    const failing = renderRoute(remote, '/mine/access-log', { http });
    const error = await screen.findByTestId('access-log-error');
    expect(error.textContent).toContain('could not be loaded');
    fail = false;
    fireEvent.click(error);
    await screen.findByTestId('access-log-entry');
    failing.cleanup();

    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderRoute(remote, '/mine/access-log', { http: fakeHttp({ 'GET /privacy/access-log': () => { throw new ApiError(5, 'error.network', 0); } }) });
    expect((await screen.findByTestId('offline-empty')).textContent).toContain('not been saved on this phone');
    offline.cleanup();
  });

  test('reached from Mine', async () => {
    const page = renderRoute(remote, '/mine', { http: fakeHttp({}) });
    const link = await screen.findByTestId('mine-menu-accessLog');
    expect(link.textContent).toContain('Who looked at my data');
    page.cleanup();
  });
});
