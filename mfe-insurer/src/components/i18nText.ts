import type { TFunction } from 'i18next';

/** A form rule's message: a key of ours or of `common` (the i18n fallback namespace), with values. */
export function ruleText(t: TFunction, message: string | undefined, values?: Record<string, unknown>): string | undefined {
  return message ? t(message, values) : undefined;
}
