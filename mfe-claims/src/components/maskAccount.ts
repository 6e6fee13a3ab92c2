/**
 * A bank account number as claim details and the printed summary show it: only the last four
 * digits, as the seeded payment note does ("Vietcombank ****3456"), so a screen over someone's
 * shoulder or a printout left behind gives nothing away. The full number stays in the wizard's
 * bank step, where the customer edits it.
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string {
  const digits = (accountNumber ?? '').replace(/\s+/g, '');
  if (!digits) return '';
  const last = digits.slice(-4);
  return digits.length > 4 ? `****${last}` : '****';
}

export function lastFour(accountNumber: string | null | undefined): string {
  const digits = (accountNumber ?? '').replace(/\s+/g, '');
  return digits.length > 4 ? digits.slice(-4) : '';
}
