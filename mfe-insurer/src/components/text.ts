/** Digits typed into an amount field, as a whole number of VND (null when empty). */
export function amountFromTyped(typed: string): number | null {
  const digits = typed.replace(/\D/g, '').slice(0, 12);
  return digits ? Number(digits) : null;
}
