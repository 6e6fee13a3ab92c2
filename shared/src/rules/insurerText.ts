import { z } from 'zod';
import type { LocalizedText } from './api';

/**
 * What the insurer writes to a customer (a timeline note, a requested document's name and
 * reason), in one or both languages. The API answers `{ en, vi }` and each app
 * shows the user's language; it is never "English / Tiếng Việt" pasted into one text.
 *
 * In a request: a plain string is one text, shown in both languages (the insurer wrote in one
 * language); `{ en, vi }` gives each language its own, and a language left out or blank shows the
 * other one's text.
 */
export type InsurerTextInput = string | { en?: string; vi?: string };

/** Both languages filled from what was given; null when nothing but blanks was. */
export function inBothLanguages(text: InsurerTextInput | null | undefined): LocalizedText | null {
  if (text === null || text === undefined) return null;
  const en = (typeof text === 'string' ? text : (text.en ?? '')).trim();
  const vi = (typeof text === 'string' ? text : (text.vi ?? '')).trim();
  if (!en && !vi) return null;
  return { en: en || vi, vi: vi || en };
}

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const oneOrBoth = (max: number, error: string) => z.union([text(max), z.strictObject({ en: text(max).optional(), vi: text(max).optional() })], { error });

/** An optional insurer text: absent or blank → null, else `{ en, vi }`. */
export function optionalInsurerText(max: number) {
  return oneOrBoth(max, 'validation.invalid')
    .optional()
    .transform((value) => inBothLanguages(value));
}

/** A required insurer text: absent or blank → `requiredKey` on the field, else `{ en, vi }`. */
export function requiredInsurerText(max: number, requiredKey: string) {
  return oneOrBoth(max, requiredKey).transform((value, ctx) => {
    const both = inBothLanguages(value);
    if (both) return both;
    ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
    return z.NEVER;
  });
}
