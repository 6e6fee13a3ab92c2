import type { HttpClient } from '@sencare/shared/http';
import { biometric, pathOf, type ResponseOf } from '@sencare/shared/contracts';

/** Fingerprint or face unlock (api/src/modules/biometric). */
export const biometricKey = ['biometric'] as const;

export const fetchBiometric = (http: HttpClient) => http.get<ResponseOf<typeof biometric.status>>(pathOf(biometric.status), undefined, { silent: true });

/**
 * Enrols this phone: the PIN opens the ceremony, the phone makes a key pair behind its own
 * fingerprint or face check, the API keeps the public key. The browser library loads only here.
 */
export async function enrolThisPhone(http: HttpClient, pin: string): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await http.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(pathOf(biometric.registerOptions), { pin }, { json: true, silent: true });
  const credential = await startRegistration({ optionsJSON });
  await http.post(pathOf(biometric.register), { credential }, { json: true, silent: true });
}

export const turnOffBiometric = (http: HttpClient) => http.del(pathOf(biometric.turnOff), { silent: true });
