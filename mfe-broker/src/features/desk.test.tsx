import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../lifecycles';
import { AGENCIES, BROKER_STAFF, DUE_CLIENT, OTHER_CLIENT, PROFILE, agent, client, renewal } from '../test/fixtures';

/**
 * The broker portal at a desk (1024 px and wider): clients, renewals, agencies and agents in the
 * kit's RecordTable, sortable columns, rows one Tab stop that the arrows move through and Enter
 * opens. jsdom has no layout, so the width is the media query's answer, as mfe-hr's desk test gives it.
 */
let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('1024'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  wide = true;
});

const dong = client({ id: 5, code: 'EMP-DONGA', name: 'Đông Á Logistics', activeMembers: 12, lossRatio: { premium: 300_000_000, claimsAmount: 30_000_000, ratio: 0.1 } });
const api = () =>
  fakeHttp({
    'GET /broker/me': () => PROFILE,
    'GET /broker/clients': () => ({ items: [OTHER_CLIENT, dong, DUE_CLIENT], renewalWindowDays: 60 }),
    'GET /broker/agencies': () => ({ items: AGENCIES, canManage: true }),
    'GET /broker/agents': () => ({ items: [agent(), agent({ id: 8, userCode: 'BR00000003', fullName: 'Đặng Văn Bình', email: 'binh.dang@saigonbrokers.vn' })], canManage: true }),
    'GET /broker/renewals': () => ({ days: 60, today: '2026-12-01', items: [renewal({ clientId: 4, clientName: 'Công ty CP Bình Tây', policyNo: 'GP-2026-000202', daysToExpiry: 10, expiryDate: '2026-12-11' }), renewal()] }),
  });
const rowIds = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-testid'));
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, ''));

describe('Clients at a desk (#/broker)', () => {
  test.each([
    ['en_US', ['Client', 'Client code', 'Group policies', 'Members', 'Next policy end', 'Renewal', 'Loss ratio'], ['Công ty TNHH Minh An', 'EMP-MINHAN', 'GP-2026-000101', '3', '31-01-2027', 'Renewal due', '42.5%'], 'Not yet'],
    ['vi_VN', ['Khách hàng', 'Mã khách hàng', 'Hợp đồng nhóm', 'Thành viên', 'Hợp đồng hết hạn sớm nhất', 'Tái tục', 'Tỷ lệ bồi thường'], ['Công ty TNHH Minh An', 'EMP-MINHAN', 'GP-2026-000101', '3', '31-01-2027', 'Sắp đến hạn tái tục', '42.5%'], 'Chưa đến hạn'],
  ] as const)('a table with the columns in the language (%s), instead of the phone rows', async (language, names, cells, notDue) => {
    const page = renderRoute(remote, '/broker', { http: api(), user: BROKER_STAFF, language });
    const table = await screen.findByTestId('broker-clients-table');
    expect(screen.queryAllByTestId('broker-client-row')).toHaveLength(0);
    expect(headers(table)).toEqual(names);
    expect(within(screen.getByTestId('broker-clients-table-row-3')).getAllByRole('cell').map((td) => td.textContent)).toEqual(cells);
    expect(within(screen.getByTestId('broker-clients-table-row-4')).getAllByRole('cell')[5].textContent).toBe(notDue);
    page.cleanup();
  });

  test('a header sorts the clients held (names without their marks: Công, Công, Đông), the sort in the address; ArrowDown and Enter open one', async () => {
    const page = renderRoute(remote, '/broker', { http: api(), user: BROKER_STAFF });
    const table = await screen.findByTestId('broker-clients-table');
    expect(rowIds(table)).toEqual(['broker-clients-table-row-4', 'broker-clients-table-row-5', 'broker-clients-table-row-3']);
    fireEvent.click(screen.getByTestId('broker-clients-table-sort-name'));
    await waitFor(() => expect(window.location.hash).toBe('#/broker?sort=name%3Aasc'));
    await waitFor(() => expect(rowIds(screen.getByTestId('broker-clients-table'))).toEqual(['broker-clients-table-row-4', 'broker-clients-table-row-3', 'broker-clients-table-row-5']));
    fireEvent.click(screen.getByTestId('broker-clients-table-sort-lossRatio'));
    await waitFor(() => expect(rowIds(screen.getByTestId('broker-clients-table'))).toEqual(['broker-clients-table-row-5', 'broker-clients-table-row-3', 'broker-clients-table-row-4']));
    expect(screen.getByTestId('broker-clients-table-sort-lossRatio').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    const first = screen.getByTestId('broker-clients-table-row-5');
    expect(first.getAttribute('tabindex')).toBe('0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('broker-clients-table-row-3'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/broker/client?id=3'));
    page.cleanup();
  });

  test('below 1024 px the phone rows, no table', async () => {
    wide = false;
    const page = renderRoute(remote, '/broker', { http: api(), user: BROKER_STAFF });
    expect(await screen.findAllByTestId('broker-client-row')).toHaveLength(3);
    expect(screen.queryByTestId('broker-clients-table')).toBeNull();
    page.cleanup();
  });
});

describe('Renewals, agencies and agents at a desk', () => {
  test('renewals: soonest first, sorted by a header, Enter opens the client; "?" lists the keys in Vietnamese', async () => {
    const page = renderRoute(remote, '/broker/renewals', { http: api(), user: BROKER_STAFF, language: 'vi_VN' });
    const table = await screen.findByTestId('broker-renewals-table');
    expect(headers(table)).toEqual(['Khách hàng', 'Số hợp đồng', 'Ngày hết hạn', 'Thành viên', 'Phí bảo hiểm']);
    expect(rowIds(table)).toEqual(['broker-renewals-table-row-GP-2026-000202', 'broker-renewals-table-row-GP-2026-000101']);
    expect(within(screen.getByTestId('broker-renewals-table-row-GP-2026-000101')).getAllByRole('cell')[2].textContent).toBe('31-01-2027 (Hết hạn sau 45 ngày)');
    fireEvent.click(screen.getByTestId('broker-renewals-table-sort-expiryDate'));
    fireEvent.click(screen.getByTestId('broker-renewals-table-sort-expiryDate'));
    await waitFor(() => expect(rowIds(screen.getByTestId('broker-renewals-table'))).toEqual(['broker-renewals-table-row-GP-2026-000101', 'broker-renewals-table-row-GP-2026-000202']));
    expect(screen.getByTestId('shortcuts-open').textContent).toBe('Phím tắt (?)');
    const first = screen.getByTestId('broker-renewals-table-row-GP-2026-000101');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/broker/client?id=3'));
    page.cleanup();
  });

  test('agencies: code, name, status, agents; Enter opens one', async () => {
    const page = renderRoute(remote, '/broker/agencies', { http: api(), user: BROKER_STAFF });
    const table = await screen.findByTestId('broker-agencies-table');
    expect(headers(table)).toEqual(['Agency code', 'Agency name', 'Status', 'Agents']);
    expect(within(screen.getByTestId('broker-agencies-table-row-2')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['AG-HN', 'Đại lý Hà Nội', 'Inactive', '0']);
    fireEvent.click(screen.getByTestId('broker-agencies-table-sort-agents'));
    fireEvent.click(screen.getByTestId('broker-agencies-table-sort-agents'));
    await waitFor(() => expect(rowIds(screen.getByTestId('broker-agencies-table'))).toEqual(['broker-agencies-table-row-1', 'broker-agencies-table-row-2']));
    expect(window.location.hash).toBe('#/broker/agencies?sort=agents%3Adesc');
    const first = screen.getByTestId('broker-agencies-table-row-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/broker/agency?id=2'));
    page.cleanup();
  });

  test('agents: name, user code, email, agency, status; sorted by name without marks', async () => {
    const page = renderRoute(remote, '/broker/agents', { http: api(), user: BROKER_STAFF });
    const table = await screen.findByTestId('broker-agents-table');
    expect(headers(table)).toEqual(['Full name', 'User code', 'Email', 'Agency', 'Status']);
    fireEvent.click(screen.getByTestId('broker-agents-table-sort-name'));
    await waitFor(() => expect(rowIds(screen.getByTestId('broker-agents-table'))).toEqual(['broker-agents-table-row-8', 'broker-agents-table-row-7']));
    expect(within(screen.getByTestId('broker-agents-table-row-7')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Lê Phương Thảo', 'BR00000002', 'thao.le@saigonbrokers.vn', 'AG-Q1 · Đại lý Quận 1', 'Active']);
    page.cleanup();
  });
});
