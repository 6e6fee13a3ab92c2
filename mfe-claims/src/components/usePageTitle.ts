import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../remoteContext';

/** The shell owns the nav bar; each page tells it its title (and again when the language changes). */
export function usePageTitle(key: string): void {
  const { t, i18n } = useTranslation();
  const { channel } = useRemote();
  const title = t(key);
  useEffect(() => {
    channel.emit('any:title-changed', { title });
  }, [channel, title, i18n.language]);
}
