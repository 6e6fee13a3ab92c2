import type { HttpClient } from '@sencare/shared/http';

export interface ChangePinInput {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

export function changePin(http: HttpClient, input: ChangePinInput): Promise<unknown> {
  return http.post('/pin/change', input, { loading: true });
}
