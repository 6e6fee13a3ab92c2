import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from './services';

/** The shell owns the nav bar; each page names itself, again whenever the language changes. */
export function usePageTitle(key: string): void {
  const { channel } = useServices();
  const { t } = useTranslation();
  const title = t(key);
  useEffect(() => {
    channel.emit('any:title-changed', { title });
  }, [channel, title]);
}
