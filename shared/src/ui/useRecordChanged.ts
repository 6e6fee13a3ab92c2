import { useEffect, useRef } from 'react';
import { useRemoteServices } from './remoteServices';

export interface RecordChange {
  kind: string;
  id: string;
  status: string;
  /** The reader made this change themselves (their own send answered it already). */
  mine: boolean;
}

/**
 * The shell heard on the live stream that a claim or a GOP changed (`shell:record-changed`,
 * docs/architecture.md "Live for staff"): `onChange` runs for each change of that kind. The latest
 * callback is used without subscribing again.
 */
export function useRecordChanged(kind: string, onChange: (change: RecordChange) => void): void {
  const { channel } = useRemoteServices();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const sub = channel.on('shell:record-changed').subscribe((change) => {
      if (change.kind === kind) latest.current(change);
    });
    return () => sub.unsubscribe();
  }, [channel, kind]);
}
