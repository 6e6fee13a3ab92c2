import { useEffect } from 'react';
import { useRemote } from '../remoteContext';

/** The shell owns the nav bar; each page names itself through the channel (and again on language change). */
export function usePageTitle(title: string): void {
  const { channel } = useRemote();
  useEffect(() => {
    channel.emit('any:title-changed', { title });
  }, [channel, title]);
}
