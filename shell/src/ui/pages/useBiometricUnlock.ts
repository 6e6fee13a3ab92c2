import { useEffect, useState } from 'react';
import type { HttpClient } from '@sencare/shared/http';
import type { SessionController } from '../../session/sessionController';
import type { biometric, ResponseOf } from '@sencare/shared/contracts/pin';

// The lock screen is the first screen of every return to the app: its paths are held to the
// declarations by type alone, so it loads no schema and not zod's classic build
// (docs/architecture.md, "The shell imports contract subpaths, and on its first chunk only types").
const STATUS_PATH = '/biometric' satisfies (typeof biometric)['status']['path'];
const OPTIONS_PATH = '/biometric/unlock/options' satisfies (typeof biometric)['unlockOptions']['path'];
const UNLOCK_PATH = '/biometric/unlock' satisfies (typeof biometric)['unlock']['path'];

/** Whether this phone can check its owner's fingerprint or face for a web page (WebAuthn platform authenticator). */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential?.isUserVerifyingPlatformAuthenticatorAvailable) return false;
  return window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
}

/**
 * Fingerprint or face unlock on the lock screen (api/src/modules/biometric): offered when the
 * phone has a platform authenticator and the user enrolled one in Settings. The browser library
 * loads only when used. Any failure (a cancelled prompt included) leaves the PIN to type.
 */
export function useBiometricUnlock(http: HttpClient, session: SessionController) {
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!(await platformAuthenticatorAvailable())) return;
      const status = await http.get<ResponseOf<typeof biometric.status>>(STATUS_PATH, undefined, { silent: true }).catch(() => null);
      if (!cancelled && status?.enrolled) setAvailable(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [http]);

  async function unlock(): Promise<void> {
    setBusy(true);
    try {
      const optionsJSON = await http.post<Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON']>(OPTIONS_PATH, {}, { json: true, silent: true });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON });
      await http.post(UNLOCK_PATH, { credential }, { json: true, silent: true });
      session.lock.unlock();
    } finally {
      setBusy(false);
    }
  }

  return { available, busy, unlock };
}
