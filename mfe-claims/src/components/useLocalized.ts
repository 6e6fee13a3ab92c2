import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@sencare/shared/rules';

/**
 * Picks the insurer's `{ en, vi }` text (a timeline note, a requested document's name and reason)
 * for the current language (issue 11 item 8). A plain string is taken as it is: what an API from
 * before migration 120, or this phone's saved copy of its answer, holds; so this remote can be
 * released before the API.
 */
export function useLocalized(): (text: LocalizedText | string | null | undefined) => string {
  const { i18n } = useTranslation();
  const vi = i18n.language?.startsWith('vi');
  return (text) => {
    if (!text) return '';
    if (typeof text === 'string') return text;
    return (vi ? text.vi || text.en : text.en || text.vi) ?? '';
  };
}
