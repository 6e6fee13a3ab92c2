import type { Provider } from '@sencare/shared/contracts';
import { previewPoints } from './mapPreview';

const provider = (id: number, lat: number, lng: number, distanceKm: number | null, cashless = true) => ({ id, name: `P${id}`, lat, lng, distanceKm, cashless }) as unknown as Provider;
const BOX = { width: 358, height: 190, padding: 28 };
const HOAN_KIEM = { lat: 21.0285, lng: 105.8542 };

describe("the home map's static preview", () => {
  test('frames the user and the nearest providers inside the padded box, each where the map would put it (north up, east right)', () => {
    const providers = [provider(1, 21.0335, 105.8402, 1.5), provider(2, 21.0069, 105.8451, 2.5), provider(3, 21.05, 105.87, 3)];
    const points = previewPoints(providers, HOAN_KIEM, HOAN_KIEM, BOX);
    expect(points).toHaveLength(4);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(BOX.padding - 0.1);
      expect(p.x).toBeLessThanOrEqual(BOX.width - BOX.padding + 0.1);
      expect(p.y).toBeGreaterThanOrEqual(BOX.padding - 0.1);
      expect(p.y).toBeLessThanOrEqual(BOX.height - BOX.padding + 0.1);
    }
    const at = (id: number | null) => points.find((p) => (p.provider?.id ?? null) === id)!;
    expect(at(3).y).toBeLessThan(at(2).y);
    expect(at(3).x).toBeGreaterThan(at(1).x);
    expect(at(null).provider).toBeNull();
  });

  test('a provider far beyond the frame (another city) is left out; one provider alone is not blown up past street level', () => {
    const points = previewPoints([provider(1, 21.03, 105.85, 0.3), provider(2, 16.05, 108.2, 620)], HOAN_KIEM, null, BOX);
    expect(points.map((p) => p.provider?.id)).toEqual([1]);
    const [only] = previewPoints([provider(1, 21.0286, 105.8543, 0.01)], HOAN_KIEM, null, BOX);
    expect(Math.abs(only.x - BOX.width / 2)).toBeLessThan(BOX.width / 2);
  });
});
