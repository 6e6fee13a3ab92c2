import { formatDate, formatDateTime, formatNumber, formatVnd, toIsoDate } from './index';

describe('formatters (docs/requirements.md §9)', () => {
  test.each([
    ['2026-03-07', '07-03-2026'],
    [new Date(2026, 10, 22, 9, 5, 3), '22-11-2026'],
    [null, ''],
    ['not a date', ''],
  ])('formatDate(%p) = %p', (input, expected) => {
    expect(formatDate(input as never)).toBe(expected);
  });

  test('date with time is yyyy-mm-dd hh:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-2500000, '-2,500,000'],
    [NaN, ''],
  ])('formatNumber(%p) = %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  test('decimals keep comma thousands', () => {
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
  });

  test('VND amounts round to the dong and carry the symbol', () => {
    expect(formatVnd(1500000.4)).toBe('1,500,000 ₫');
    expect(formatVnd(null)).toBe('');
  });

  test('toIsoDate uses the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
