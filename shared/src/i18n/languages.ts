import type { Language } from '../channel/contract';

/** Spec §9: en_US (default, fallback) and vi_VN, mapped to i18next's en and vi-VN. */
export const LANGUAGES: readonly Language[] = ['en_US', 'vi_VN'];
export const DEFAULT_LANGUAGE: Language = 'en_US';

export const I18NEXT_CODE: Record<Language, string> = { en_US: 'en', vi_VN: 'vi-VN' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en_US' || value === 'vi_VN';
}
