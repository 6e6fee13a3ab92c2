import type { HttpClient } from '@sencare/shared/http';
import type { ChangePasswordInput } from '@sencare/shared/rules';

export function changePassword(http: HttpClient, input: ChangePasswordInput): Promise<unknown> {
  return http.post('/auth/password/change', input, { loading: true });
}
