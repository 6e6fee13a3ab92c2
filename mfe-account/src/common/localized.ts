import type { Language } from '@sencare/shared/channel';
import type { LocalizedText } from '@sencare/shared/rules';

/** The API sends both languages so a language switch needs no refetch. */
export function pick(text: LocalizedText, language: Language): string {
  return language === 'vi_VN' ? text.vi || text.en : text.en || text.vi;
}
