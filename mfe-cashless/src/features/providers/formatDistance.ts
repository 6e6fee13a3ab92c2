import { formatNumber } from '@sencare/shared/format';

/**
 * The one distance format of the product: under 1 km in metres ("450 m"), else km with one decimal
 * ("1.2 km"), from 100 km whole km ("623 km"); units read the same in English and Vietnamese. The
 * list cards, the map markers, the details sheet and the home widget all show the API's figure
 * (shared providerDistanceKm, rounded to 10 m) through this function.
 *
 * It lives here, not in @sencare/shared/format: shared is a federation singleton and the shell's
 * copy wins, so a new export there would break this remote when shipped alone before the shell
 * (docs/architecture.md "One provider, one distance").
 */
export function formatDistance(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return '';
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${formatNumber(metres)} m`;
  return `${formatNumber(km, km < 99.95 ? 1 : 0)} km`;
}
