import { ApiError, type HttpClient } from '@sencare/shared/http';
import type { pin as pinRoutes } from '@sencare/shared/contracts/pin';
import type { OfflinePin } from './offlinePin';

const VERIFY_PATH = '/pin/verify' satisfies (typeof pinRoutes)['verify']['path'];

const unreachable = (error: unknown): error is ApiError => error instanceof ApiError && (error.message === 'error.network' || error.message === 'error.timeout');

/**
 * The API checks the PIN (it counts wrong ones and locks); each PIN it accepts is remembered for
 * the times there is no connection, when the phone checks it (offlinePin.ts). Used by the unlock
 * screen and by the one-time offline PIN question after a password sign-in.
 */
export async function verifyPin(http: HttpClient, verifier: OfflinePin, userCode: string | null, pin: string): Promise<true> {
  try {
    await http.post(VERIFY_PATH, { pin }, { json: true, silent: true });
  } catch (error) {
    if (!userCode || !unreachable(error)) throw error;
    const offline = await verifier.check(userCode, pin);
    if (offline.result === 'unlocked') return true;
    throw offline.result === 'wrong' ? new ApiError(error.code, 'offline.pinWrong', 0, undefined, { left: offline.left }) : new ApiError(error.code, 'offline.pinUnavailable', 0);
  }
  await rememberPin(verifier, userCode, pin);
  return true;
}

/** A PIN this phone knows to be right (the API accepted it, or it was just set): kept for offline unlock. */
export async function rememberPin(verifier: OfflinePin, userCode: string | null, pin: string): Promise<void> {
  if (userCode) await verifier.remember(userCode, pin).catch(() => undefined);
}
