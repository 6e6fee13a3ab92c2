import { providerDistanceKm } from './cashless';

describe('providerDistanceKm: the one distance of the product', () => {
  const hoanKiem = { lat: 21.0285, lng: 105.8542 };
  test('is rounded to 10 m, so every screen showing it shows the same figure', () => {
    const km = providerDistanceKm(hoanKiem, { lat: 21.0245, lng: 105.8412 });
    expect(km).toBe(Math.round(km * 100) / 100);
    expect(km).toBeCloseTo(1.42, 2);
  });
  test('is symmetric and zero at the same point', () => {
    const b = { lat: 10.7769, lng: 106.7009 };
    expect(providerDistanceKm(hoanKiem, b)).toBe(providerDistanceKm(b, hoanKiem));
    expect(providerDistanceKm(hoanKiem, hoanKiem)).toBe(0);
  });
});
