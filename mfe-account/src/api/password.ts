import type { HttpClient } from '@sencare/shared/http';
import type { ChangePasswordInput } from '@sencare/shared/rules';

export function changePassword(http: HttpClient, input: ChangePasswordInput): Promise<unknown> {
  // silent: the form shows the failure itself, once (not a modal as well).
  return http.post('/auth/password/change', input, { loading: true, silent: true });
}
