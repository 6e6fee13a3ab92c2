import { useCallback, useSyncExternalStore } from 'react';
import type { SessionState } from '../channel/contract';
import type { SessionChannel } from '../channel/sessionChannel';

/** One field of the session, re-rendering whenever the shell changes it. */
export function useSessionState<T>(channel: SessionChannel, select: (state: SessionState) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = channel.state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [channel],
  );
  const read = () => select(channel.getState());
  return useSyncExternalStore(subscribe, read, read);
}
