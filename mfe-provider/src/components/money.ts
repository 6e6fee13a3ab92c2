/** What a VND amount field holds: digits, with the comma grouping of docs/requirements.md §9 accepted and dropped. */
export function parseVnd(text: string): number | null {
  const digits = text.replace(/[\s,.₫]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits);
}

/** The field's text as it is typed: thousands grouped with commas (docs/requirements.md §9), anything else dropped. */
export function groupVnd(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 15);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
