import { startTransition, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A store outside React (the PIN lock) as the screen follows it.
 * A change is drawn in a transition: React renders the app in slices a phone can answer input
 * between, not in one long task, and what is on screen stays until the new screen is ready, with
 * no loading placeholder between them. `useSyncExternalStore` renders every change at once: on a
 * phone four times slower than this machine, unlocking drew home in tasks of over a second
 * (docs/architecture.md, "Unlocking draws home in slices"). A value `urgent` picks (the lock
 * closing) is drawn at once instead, in the same call, so no frame of the app is painted after it.
 */
export function useStoreInTransition<T>(subscribe: (onChange: () => void) => () => void, read: () => T, urgent: (value: T) => boolean = () => false): T {
  const [value, setValue] = useState(read);
  useLayoutEffect(() => {
    let subscribed = false;
    const stop = subscribe(() => {
      // A store may replay its value to a new subscriber: that one was read while rendering.
      if (!subscribed) return;
      const next = read();
      if (urgent(next)) flushSync(() => setValue(() => next));
      else startTransition(() => setValue(() => next));
    });
    subscribed = true;
    // A change between the render and this effect.
    const now = read();
    setValue(() => now);
    return stop;
    // The store's functions are stable (AppLock's are fields); `urgent` is read when a change comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe, read]);
  return value;
}
