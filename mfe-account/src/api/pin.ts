import type { HttpClient } from '@sencare/shared/http';
import { pathOf, pin } from '@sencare/shared/contracts';

export interface ChangePinInput {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

export function changePin(http: HttpClient, input: ChangePinInput): Promise<unknown> {
  // silent: the form shows the failure itself, once (not a modal as well).
  return http.post(pathOf(pin.change), input, { loading: true, silent: true });
}
