import { fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './SearchField';

test('starts from the search in the address, sends the trimmed text on Enter only, inside a search landmark', () => {
  const sent: string[] = [];
  render(<SearchField label="Tìm theo tên" value="Lan" onSearch={(q) => sent.push(q)} testId="members-search" />);
  const box = screen.getByRole('searchbox', { name: 'Tìm theo tên' });
  expect((box as HTMLInputElement).value).toBe('Lan');
  expect(screen.getByRole('search').contains(box)).toBe(true);
  fireEvent.change(box, { target: { value: '  Trần Văn  ' } });
  expect(sent).toEqual([]);
  fireEvent.submit(box);
  expect(sent).toEqual(['Trần Văn']);
  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.submit(box);
  expect(sent).toEqual(['Trần Văn', '']);
  expect(screen.getByTestId('members-search')).toBe(box);
  expect(box.getAttribute('maxlength')).toBe('100');
});
