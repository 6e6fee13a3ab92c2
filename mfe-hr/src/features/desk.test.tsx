import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HrUser } from '@sencare/shared/contracts';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../lifecycles';
import { HR_ADMIN, PROFILE, member } from '../test/fixtures';

/**
 * The HR portal at a desk (1024 px and wider): members and portal users in the kit's RecordTable,
 * sortable columns, rows one Tab stop that the arrows move through and Enter opens. jsdom has no
 * layout, so the width is the media query's answer, given here as mfe-provider's and mfe-insurer's
 * desk tests give it.
 */
let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('1024'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  wide = true;
});

const quang = member();
const ngoc = member({ id: 12, employeeNo: 'MA-0002', fullName: 'Lý Thị Ngọc', department: 'Sales', planCode: 'B', status: 'ended', coverTo: '2026-03-01', cardStatus: 'invalid' });
const trang = member({ id: 13, employeeNo: 'MA-0003', fullName: 'Đặng Thu Trang', relationship: 'spouse', department: 'Sales' });
const membersApi = () => fakeHttp({ 'GET /hr/me': () => PROFILE, 'GET /hr/members': () => ({ items: [quang, ngoc, trang], total: 3 }) });
const rowIds = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-testid'));

describe('Members at a desk (#/hr)', () => {
  test.each([
    ['en_US', ['Full name', 'Employee number', 'Relationship', 'Department', 'Plan', 'Status', 'Cover ends'], 'Cover ended', 'The members on this page.'],
    ['vi_VN', ['Họ và tên', 'Mã nhân viên', 'Quan hệ', 'Phòng ban', 'Gói', 'Trạng thái', 'Kết thúc bảo hiểm'], 'Đã kết thúc bảo hiểm', 'Các thành viên trên trang này.'],
  ] as const)('a table with the columns in the language (%s), instead of the phone rows', async (language, headers, ended, caption) => {
    const page = renderRoute(remote, '/hr', { http: membersApi(), user: HR_ADMIN, language });
    const table = await screen.findByTestId('hr-members-table');
    expect(screen.queryAllByTestId('hr-member-row')).toHaveLength(0);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(headers);
    expect(table.querySelector('caption')?.textContent).toContain(caption);
    const cells = within(screen.getByTestId('hr-members-table-row-12')).getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['Lý Thị Ngọc', 'MA-0002', language === 'vi_VN' ? 'Nhân viên' : 'Employee', 'Sales', 'B', ended, '01-03-2026']);
    expect(screen.getByTestId('hr-members-table-row-11').querySelector('a')?.getAttribute('href')).toBe('#/hr/member?id=11');
    page.cleanup();
  });

  test('a column header sorts the page (Vietnamese names without their marks: Đặng before Lý) and says its order; the sort stays in the address', async () => {
    const page = renderRoute(remote, '/hr?department=Sales', { http: membersApi(), user: HR_ADMIN });
    const table = await screen.findByTestId('hr-members-table');
    expect(rowIds(table)).toEqual(['hr-members-table-row-11', 'hr-members-table-row-12', 'hr-members-table-row-13']);
    fireEvent.click(screen.getByTestId('hr-members-table-sort-name'));
    await waitFor(() => expect(window.location.hash).toBe('#/hr?department=Sales&sort=name%3Aasc'));
    await waitFor(() => expect(rowIds(screen.getByTestId('hr-members-table'))).toEqual(['hr-members-table-row-13', 'hr-members-table-row-12', 'hr-members-table-row-11']));
    expect(screen.getByTestId('hr-members-table-sort-name').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('hr-members-table-sort-name'));
    await waitFor(() => expect(rowIds(screen.getByTestId('hr-members-table'))).toEqual(['hr-members-table-row-11', 'hr-members-table-row-12', 'hr-members-table-row-13']));
    expect(screen.getByTestId('hr-members-table-sort-name').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    page.cleanup();
  });

  test('the rows are one Tab stop: ArrowDown moves to the next member, Enter opens it', async () => {
    const page = renderRoute(remote, '/hr', { http: membersApi(), user: HR_ADMIN });
    const first = await screen.findByTestId('hr-members-table-row-11');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(screen.getByTestId('hr-members-table-row-12').getAttribute('tabindex')).toBe('-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('hr-members-table-row-12'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/hr/member?id=12'));
    page.cleanup();
  });

  test('"?" lists the keys, in Vietnamese too', async () => {
    const page = renderRoute(remote, '/hr', { http: membersApi(), user: HR_ADMIN, language: 'vi_VN' });
    await screen.findByTestId('hr-members-table');
    expect(screen.getByTestId('shortcuts-open').textContent).toBe('Phím tắt (?)');
    fireEvent.keyDown(document.body, { key: '?' });
    expect((await screen.findByTestId('shortcuts')).textContent).toContain('Chuyển giữa các dòng');
    page.cleanup();
  });

  test('below 1024 px the phone rows, no table', async () => {
    wide = false;
    const page = renderRoute(remote, '/hr', { http: membersApi(), user: HR_ADMIN });
    expect(await screen.findAllByTestId('hr-member-row')).toHaveLength(3);
    expect(screen.queryByTestId('hr-members-table')).toBeNull();
    page.cleanup();
  });
});

const admin: HrUser = { id: 1, userCode: 'HR00000001', account: 'hr.admin', fullName: 'Đặng Thu Trang', email: 'hr.admin@minhan.vn', subRole: 'admin', department: null, status: 'effective', failedLogins: 0, locked: false, you: true };
const sales: HrUser = { id: 2, userCode: 'HR00000002', account: 'hr.sales', fullName: 'Bùi Văn Hải', email: 'hr.sales@minhan.vn', subRole: 'viewer', department: 'Sales', status: 'invalid', failedLogins: 5, locked: true, you: false };

describe('Portal users at a desk (#/hr/users)', () => {
  test.each([
    ['en_US', 'Wrong passwords', ['Bùi Văn Hải', 'HR00000002', 'hr.sales@minhan.vn', 'HR viewer', 'Sales', 'Invalid', 'Locked after 5 wrong passwords']],
    ['vi_VN', 'Số lần nhập sai mật khẩu', ['Bùi Văn Hải', 'HR00000002', 'hr.sales@minhan.vn', 'Xem nhân sự', 'Sales', 'Vô hiệu', 'Bị khóa sau 5 lần nhập sai mật khẩu']],
  ] as const)('a table (%s): a column sorts, ArrowDown and Enter open a user', async (language, header, cells) => {
    const page = renderRoute(remote, '/hr/users', { http: fakeHttp({ 'GET /hr/users': () => ({ items: [sales, admin] }) }), user: HR_ADMIN, language });
    const table = await screen.findByTestId('hr-users-table');
    expect(screen.queryAllByTestId('hr-user-row')).toHaveLength(0);
    expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(within(screen.getByTestId('hr-users-table-row-2')).getAllByRole('cell').map((td) => td.textContent)).toEqual(cells);
    fireEvent.click(screen.getByTestId('hr-users-table-sort-failedLogins'));
    await waitFor(() => expect(rowIds(screen.getByTestId('hr-users-table'))).toEqual(['hr-users-table-row-1', 'hr-users-table-row-2']));
    expect(window.location.hash).toBe('#/hr/users?sort=failedLogins%3Aasc');
    const first = screen.getByTestId('hr-users-table-row-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/hr/user?id=2'));
    page.cleanup();
  });
});
