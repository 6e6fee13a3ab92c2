import { pickLanguage, type TextInLanguages } from '../i18n/languages';
import { useRemoteServices } from './remoteServices';

/**
 * `pickLanguage` bound to the session's language, for a remote's pages: the current language,
 * else the other one, else '' (shared/src/i18n/languages.ts says why).
 */
export function useLocalized(): (text: TextInLanguages) => string {
  const { language } = useRemoteServices();
  return (text) => pickLanguage(text, language);
}
