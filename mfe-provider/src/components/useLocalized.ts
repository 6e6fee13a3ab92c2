import { useRemoteServices } from '@sencare/shared/ui';
import type { Localized } from '../api/types';

/** Names the API sends in both languages ({ en, vi }), read in the session's language. */
export function useLocalized(): (text: Localized | null | undefined) => string {
  const { language } = useRemoteServices();
  return (text) => (text ? (language === 'vi_VN' ? text.vi : text.en) || text.en : '');
}
