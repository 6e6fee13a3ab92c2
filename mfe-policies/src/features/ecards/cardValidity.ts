import type { Ecard } from '@sencare/shared/contracts';
import { todayIso } from '@sencare/shared/rules';

/**
 * Whether a card may be shown to a front desk. A card the API marks invalid is not, and neither
 * is one whose cover ended since it was saved on the phone: offline, the list may be days old.
 * Dates are compared as the API sends them (YYYY-MM-DD), by the day in Vietnam as the API counts cover.
 */
export function isCardValid(card: Pick<Ecard, 'status' | 'validTo'>, now: Date = new Date()): boolean {
  if (card.status !== 'effective') return false;
  return card.validTo.slice(0, 10) >= todayIso(now);
}
