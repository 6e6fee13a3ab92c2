import type { Language } from '../channel/contract';
import type { LocalizedText } from '../rules/api';

/** Spec §9: en_US (default, fallback) and vi_VN, mapped to i18next's en and vi-VN. */
export const LANGUAGES: readonly Language[] = ['en_US', 'vi_VN'];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export const I18NEXT_CODE: Record<Language, string> = { en_US: 'en', vi_VN: 'vi-VN' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en_US' || value === 'vi_VN';
}

/** A text the API sends in both languages (so a language switch needs no refetch). */
export function pickLanguage(text: LocalizedText, language: Language): string {
  return language === 'vi_VN' ? text.vi || text.en : text.en || text.vi;
}
