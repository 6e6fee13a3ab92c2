import type { Ecard } from '@sencare/shared/contracts';

/**
 * Whether a card may be shown to a front desk. A card the API marks invalid is not, and neither
 * is one whose cover ended since it was saved on the phone: offline, the list may be days old.
 * Dates are compared as the API sends them (YYYY-MM-DD), in the phone's own calendar day.
 */
export function isCardValid(card: Pick<Ecard, 'status' | 'validTo'>, now: Date = new Date()): boolean {
  if (card.status !== 'effective') return false;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return card.validTo.slice(0, 10) >= today;
}
