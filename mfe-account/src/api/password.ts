import type { HttpClient } from '@sencare/shared/http';
import { auth, pathOf, type BodyOf } from '@sencare/shared/contracts';

export function changePassword(http: HttpClient, input: BodyOf<typeof auth.changePassword>): Promise<unknown> {
  // silent: the form shows the failure itself, once (not a modal as well).
  return http.post(pathOf(auth.changePassword), input, { loading: true, silent: true });
}
