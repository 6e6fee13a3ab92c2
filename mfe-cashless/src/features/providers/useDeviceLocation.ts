import { useCallback, useEffect, useState } from 'react';

export type LocationProblem = 'nonsupport' | 'denied' | 'network';

export interface DeviceLocation {
  status: 'locating' | 'located' | 'failed';
  position: { lat: number; lng: number } | null;
  /** docs/requirements.md §8 location errors: 'device nonsupport geolocation', 'network error' (+ a refused permission). */
  problem: LocationProblem | null;
  /**
   * True once there is an answer, or once we stopped waiting for one: a list waits this long for
   * the device rather than showing an order by city centre that reshuffles a moment later.
   */
  settled: boolean;
  retry(): void;
}

/** How long a list waits for a position before measuring from the city centre. */
export const LOCATION_PATIENCE_MS = 1500;

// One answer per page load: the list, the map and the home widget must not each prompt or wait.
let remembered: { position: { lat: number; lng: number } | null; problem: LocationProblem | null } | null = null;

export function forgetDeviceLocationForTests(): void {
  remembered = null;
}

const PERMISSION_DENIED = 1;

function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(Object.assign(new Error('device nonsupport geolocation'), { problem: 'nonsupport' as const }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(Object.assign(new Error('network error'), { problem: e.code === PERMISSION_DENIED ? ('denied' as const) : ('network' as const) })),
      // A phone indoors may need a while for a fix; a 5-minute-old fix is near enough for a list by distance.
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/** Asks the browser for the position (it shows its permission prompt the first time). */
export function useDeviceLocation(): DeviceLocation {
  const [state, setState] = useState(() =>
    remembered
      ? { status: remembered.position ? ('located' as const) : ('failed' as const), ...remembered }
      : { status: 'locating' as const, position: null, problem: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (remembered && attempt === 0) return;
    let cancelled = false;
    setState({ status: 'locating', position: null, problem: null });
    locate()
      .then((position) => {
        remembered = { position, problem: null };
        if (!cancelled) setState({ status: 'located', position, problem: null });
      })
      .catch((error: { problem?: LocationProblem }) => {
        const problem = error.problem ?? 'network';
        remembered = { position: null, problem };
        if (!cancelled) setState({ status: 'failed', position: null, problem });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const [patienceOver, setPatienceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPatienceOver(true), LOCATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, settled: state.status !== 'locating' || patienceOver, retry };
}
