import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { AccessEntry, AccessPage } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute, type FakeAnswer } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { INSURER_USER } from '../../fixtures';
import { fakeBlobUrls } from '../../testHelpers';

const user = INSURER_USER;
const blobs = fakeBlobUrls();

const entry = (id: number, over: Partial<AccessEntry> = {}): AccessEntry => ({
  id,
  organisation: { type: 'provider', providerId: 4, employerId: null, name: 'Bệnh viện Chợ Rẫy' },
  role: 'provider',
  kind: 'ecard',
  objectId: 'SC2600077701',
  at: '2026-11-27T03:04:00.000Z',
  customer: { userId: 7, userCode: 'SC00000007', account: 'lan.tran' },
  actor: { userId: 9, account: 'cho-ray.staff', name: 'Nguyễn Văn Bàn' },
  ip: '203.0.113.9',
  ...over,
});
const pageOf = (items: AccessEntry[], hasMore = false, page = 1): AccessPage => ({ items, page, pageSize: 25, total: items.length + (hasMore ? 25 : 0), hasMore });
const ORGS = [{ providerId: 4, name: 'Bệnh viện Chợ Rẫy' }];
/** The calls of the search itself (the organisations list has its own path under it). */
const searches = (http: ReturnType<typeof fakeHttp>) => http.calls.filter((c) => c.path === '/insurer/access-log');
const routes = (log: FakeAnswer) => ({ 'GET /insurer/access-log': log, 'GET /insurer/access-log/organisations': ORGS });

describe('Access log (#/insurer/access-log)', () => {
  test('a table of reads: when, customer, organisation and role, staff member, what, IP; one h1; reached from Me', async () => {
    const http = fakeHttp(routes(pageOf([entry(2, { organisation: { type: 'insurer', providerId: null, employerId: null, name: null }, role: 'insurer', kind: 'claim_document', objectId: 'CL-1/abc', actor: { userId: 1, account: 'assessor', name: 'Lê Hoàng Minh' } }), entry(1)])));
    const page = renderRoute(remote, '/insurer/access-log', { http, user });
    const rows = await screen.findAllByTestId('access-log-row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]).slice(1)).toEqual(['lan.tran (SC00000007)', 'Insurer · Insurer assessor', 'Lê Hoàng Minh (assessor)', 'Claim document: CL-1/abc', '203.0.113.9']);
    expect(cells(rows[1])[2]).toBe('Bệnh viện Chợ Rẫy · Hospital staff');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Customer', 'Organisation · role', 'Staff member', 'What', 'From (IP)']);
    expect(within(rows[0]).getAllByRole('cell')[0].getAttribute('data-label')).toBe('When');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('access-log-count').textContent).toBe('2 reads');
    expect(searches(http)[0].query).toEqual({ page: 1, pageSize: 25 });
    expect(page.titles.at(-1)).toBe('Access log');
    page.cleanup();

    const me = renderRoute(remote, '/insurer/me', { http: fakeHttp({}), user });
    expect((await screen.findByTestId('me-access-log')).getAttribute('href')).toBe('#/insurer/access-log');
    me.cleanup();
  });

  test('filters go to the hash and to the API: customer, organisation, role, kind, days', async () => {
    const http = fakeHttp(routes(pageOf([entry(1)])));
    const page = renderRoute(remote, '/insurer/access-log', { http, user });
    await screen.findByTestId('access-log-table');
    fireEvent.change(screen.getByLabelText('Customer (account, e-mail or code)'), { target: { value: ' lan.tran ' } });
    await waitFor(() => expect(within(screen.getByTestId('filter-organisation')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(within(screen.getByTestId('filter-organisation')).getByRole('combobox'), { target: { value: '4' } });
    fireEvent.change(within(screen.getByTestId('filter-role')).getByRole('combobox'), { target: { value: 'provider' } });
    fireEvent.change(within(screen.getByTestId('filter-kind')).getByRole('combobox'), { target: { value: 'ecard' } });
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('access-log-apply'));
    await waitFor(() => expect(window.location.hash).toBe('#/insurer/access-log?customer=lan.tran&organisation=4&role=provider&kind=ecard&from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(searches(http).at(-1)?.query).toEqual({ customer: 'lan.tran', organisation: '4', role: 'provider', kind: 'ecard', from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: 25 }));
    page.cleanup();
  });

  test("an employer's HR read: the employer and the role, the HR user, the member record; the role filter offers HR, in both languages", async () => {
    const hrRead = entry(3, { organisation: { type: 'hr', providerId: null, employerId: 3, name: 'Công ty TNHH Minh An' }, role: 'hr', kind: 'group_member', objectId: 'SG0000000004', customer: { userId: 12, userCode: 'GQ1', account: 'quang.vo@minhan.vn' }, actor: { userId: 20, account: 'hr.admin', name: 'Đặng Thu Trang' } });
    const http = fakeHttp(routes(pageOf([hrRead])));
    const en = renderRoute(remote, '/insurer/access-log', { http, user });
    const [row] = await screen.findAllByTestId('access-log-row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(1, 5)).toEqual(['quang.vo@minhan.vn (GQ1)', 'Công ty TNHH Minh An · Employer HR', 'Đặng Thu Trang (hr.admin)', 'Group cover member record: SG0000000004']);
    const roles = within(screen.getByTestId('filter-role')).getByRole('combobox');
    expect(within(roles).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Insurer assessor', 'Hospital staff', 'Employer HR']);
    fireEvent.change(roles, { target: { value: 'hr' } });
    fireEvent.change(within(screen.getByTestId('filter-kind')).getByRole('combobox'), { target: { value: 'group_member' } });
    fireEvent.click(screen.getByTestId('access-log-apply'));
    await waitFor(() => expect(searches(http).at(-1)?.query).toEqual({ role: 'hr', kind: 'group_member', page: 1, pageSize: 25 }));
    en.cleanup();

    const vi = renderRoute(remote, '/insurer/access-log?role=hr', { http: fakeHttp(routes(pageOf([hrRead]))), user, language: 'vi_VN' });
    const [viRow] = await screen.findAllByTestId('access-log-row');
    expect(within(viRow).getAllByRole('cell')[2].textContent).toBe('Công ty TNHH Minh An · Nhân sự doanh nghiệp');
    expect(within(viRow).getAllByRole('cell')[4].textContent).toBe('Hồ sơ thành viên bảo hiểm nhóm: SG0000000004');
    expect((within(screen.getByTestId('filter-role')).getByRole('combobox') as HTMLSelectElement).value).toBe('hr');
    vi.cleanup();
  });

  test('an end day before the start day is refused beside the field, translated; nothing is asked', async () => {
    const http = fakeHttp(routes(pageOf([entry(1)])));
    const page = renderRoute(remote, '/insurer/access-log', { http, user, language: 'vi_VN' });
    await screen.findByTestId('access-log-table');
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('access-log-apply'));
    expect(await screen.findByText('Ngày kết thúc không được trước ngày bắt đầu')).toBeTruthy();
    expect(screen.getByLabelText('Đến ngày').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe('2026-11-30');
    expect(searches(http)).toHaveLength(1);
    page.cleanup();
  });

  test('CSV: downloaded with the token and the filters of the view; a failure says so', async () => {
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    let fail = false;
    const http = fakeHttp({
      ...routes(pageOf([entry(1)])),
      'GET /insurer/access-log.csv': () => {
        if (fail) throw new ApiError(5, 'error.network', 0);
        return new Blob(['\uFEFFat\r\n'], { type: 'text/csv' });
      },
    });
    const page = renderRoute(remote, '/insurer/access-log?customer=lan.tran&kind=ecard', { http, user });
    fireEvent.click(await screen.findByTestId('access-log-csv'));
    await waitFor(() => expect(clicks).toEqual([expect.stringMatching(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(http.calls.find((c) => c.path.startsWith('/insurer/access-log.csv'))?.path).toBe('/insurer/access-log.csv?customer=lan.tran&kind=ecard');
    expect(blobs.made).toHaveLength(1);
    fail = true;
    fireEvent.click(screen.getByTestId('access-log-csv'));
    expect((await screen.findByTestId('access-log-csv-error')).textContent).toBe('The CSV could not be downloaded. Try again.');
    click.mockRestore();
    page.cleanup();
  });

  test('more on request; empty, loading and error states', async () => {
    const http = fakeHttp(routes((_call, n) => (n === 0 ? pageOf([entry(2)], true) : pageOf([entry(1)], false, 2))));
    const more = renderRoute(remote, '/insurer/access-log', { http, user });
    fireEvent.click(await screen.findByTestId('access-log-more'));
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(2));
    expect(searches(http).map((c) => (c.query as { page: number }).page)).toEqual([1, 2]);
    more.cleanup();

    const empty = renderRoute(remote, '/insurer/access-log', { http: fakeHttp(routes(pageOf([]))), user, language: 'vi_VN' });
    expect((await screen.findByTestId('access-log-empty')).textContent).toContain('Không có lượt xem nào khớp bộ lọc');
    empty.cleanup();
    const loading = renderRoute(remote, '/insurer/access-log', { http: fakeHttp(routes(pending)), user });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const broken = renderRoute(remote, '/insurer/access-log', { http: fakeHttp(routes(new ApiError(500, 'error.system', 500))), user });
    expect(await screen.findByTestId('access-log-error')).toBeTruthy();
    broken.cleanup();
  });
});
