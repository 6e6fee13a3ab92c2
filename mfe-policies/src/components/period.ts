import { formatDate } from '@sencare/shared/format';

export const periodText = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/** Share of a limit already used, clamped to 0–100 so an over-used benefit still draws a full bar. */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
