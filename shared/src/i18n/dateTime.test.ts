import { formatDateTime } from './dateTime';

test('the kernel writes a moment as docs/requirements.md §9 says, local time', () => {
  expect(formatDateTime(new Date(2026, 2, 5, 9, 7, 3))).toBe('2026-03-05 09:07:03');
  expect(formatDateTime('not a date')).toBe('');
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime('')).toBe('');
});
