import { useEffect } from 'react';
import type { SessionChannel } from '@sencare/shared/channel';

/** The shell owns the nav bar; each page names itself through the channel (and again on language change). */
export function usePageTitle(channel: SessionChannel, title: string): void {
  useEffect(() => {
    channel.emit('any:title-changed', { title });
  }, [channel, title]);
}
