import type { HttpClient } from '@sencare/shared/http';

export interface ChangePinInput {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

export function changePin(http: HttpClient, input: ChangePinInput): Promise<unknown> {
  // silent: the form shows the failure itself, once (not a modal as well).
  return http.post('/pin/change', input, { loading: true, silent: true });
}
