import type { Language } from '@sencare/shared/channel';

/** An insurer or API text in the user's language: `{ en, vi }` (shared/src/rules/insurerText.ts) or one plain string. */
export function localized(value: { en?: string; vi?: string } | string | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return (language === 'vi_VN' ? value.vi || value.en : value.en || value.vi) ?? '';
}

/** Digits typed into an amount field, as a whole number of VND (null when empty). */
export function amountFromTyped(typed: string): number | null {
  const digits = typed.replace(/\D/g, '').slice(0, 12);
  return digits ? Number(digits) : null;
}
