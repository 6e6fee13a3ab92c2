import { fireEvent, render, screen, within } from '@testing-library/react';
import { DeskTable } from './DeskTable';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = [
  { id: 2, name: 'Đặng Văn Bình' },
  { id: 1, name: 'An Thị Lan' },
];

test('the count is a live status above the table, the rows are sorted as asked, and Enter opens a row at its path and query', () => {
  window.location.hash = '#/hr/members';
  render(
    <DeskTable
      items={rows}
      count="2 thành viên"
      columns={[{ key: 'name', label: 'Họ tên', sortable: true, cell: (r) => r.name }]}
      valueOf={(r) => r.name}
      rowKey={(r) => String(r.id)}
      path="/hr/member"
      query={(r) => ({ id: String(r.id) })}
      sort={{ key: 'name', direction: 'asc' }}
      onSort={() => undefined}
      caption="Thành viên"
      testId="members-table"
    />,
  );
  expect(screen.getByRole('status').textContent).toBe('2 thành viên');
  const table = screen.getByTestId('members-table');
  const names = within(table).getAllByRole('row').slice(1).map((tr) => tr.textContent);
  expect(names).toEqual(['An Thị Lan', 'Đặng Văn Bình']);
  expect(within(table).getByRole('link', { name: 'An Thị Lan' }).getAttribute('href')).toBe('#/hr/member?id=1');
  fireEvent.keyDown(within(table).getAllByRole('row')[2], { key: 'Enter' });
  expect(window.location.hash).toBe('#/hr/member?id=2');
});

test('without a count there is no status line', () => {
  render(<DeskTable items={rows} columns={[{ key: 'name', label: 'Name', cell: (r) => r.name }]} valueOf={(r) => r.name} rowKey={(r) => String(r.id)} path="/hr/user" query={(r) => ({ id: String(r.id) })} sort={undefined} onSort={() => undefined} caption="Users" testId="users-table" />);
  expect(screen.queryByRole('status')).toBeNull();
});
