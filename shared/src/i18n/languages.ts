import type { Language } from '../channel/contract';

/** docs/requirements.md §9: en_US (default, fallback) and vi_VN, mapped to i18next's en and vi-VN. */
export const LANGUAGES: readonly Language[] = ['en_US', 'vi_VN'];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export const I18NEXT_CODE: Record<Language, string> = { en_US: 'en', vi_VN: 'vi-VN' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en_US' || value === 'vi_VN';
}

/** A text the API sends in both languages (so a language switch needs no refetch). */
export interface LocalizedText {
  en: string;
  vi: string;
}

/** What the API may send for a text in both languages: `{ en, vi }`, either side possibly empty, or one plain string. */
export type TextInLanguages = Partial<LocalizedText> | string | null | undefined;

/**
 * The one way to read a text the API sends in both languages (so a language switch needs no
 * refetch). The rule: the current language's text, else the other language's (a text the insurer
 * wrote in one language only is still shown), else ''. A plain string is taken as it is: what an
 * API from before migration 120, or a phone's saved copy of its answer, holds. Remotes read it
 * bound to the session's language with `useLocalized()` (shared/src/ui/useLocalized.ts).
 */
export function pickLanguage(text: TextInLanguages, language: Language): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  const [first, second] = language === 'vi_VN' ? [text.vi, text.en] : [text.en, text.vi];
  return first || second || '';
}
