import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@sencare/shared/rules';

/** Picks the API's { en, vi } text for the current language. */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const vi = i18n.language?.startsWith('vi');
  return (text) => (vi ? text.vi || text.en : text.en || text.vi);
}
