import { formatDistance } from './formatDistance';

describe('formatDistance: one format for every distance shown', () => {
  test.each([
    [0.45, '450 m'],
    [0.99, '990 m'],
    [0.9996, '1.0 km'],
    [1, '1.0 km'],
    [1.26, '1.3 km'],
    [12.34, '12.3 km'],
    [623.4, '623 km'],
    [1234.5, '1,235 km'],
    [null, ''],
    [-1, ''],
  ])('formatDistance(%p) = %p', (km, expected) => {
    expect(formatDistance(km)).toBe(expected);
  });
});
