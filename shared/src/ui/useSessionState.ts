import { useCallback, useSyncExternalStore } from 'react';
import type { Language, SessionState } from '../channel/contract';
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

/** The session language, re-rendering on every change the shell makes. */
export function useSessionLanguage(channel: SessionChannel): Language {
  return useSessionState(channel, (s) => s.language);
}
