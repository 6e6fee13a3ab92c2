import type { HttpClient } from '@sencare/shared/http';
import type { UserProfile } from '@sencare/shared/contracts';

/**
 * The signed-in user's profile (docs/requirements.md §7 POST /customer/getuserinfo). The session channel carries
 * no date of birth (shared/src/channel/contract.ts SessionUser), so the activation form asks the
 * profile for it.
 */
export const profileKey = ['cashless', 'profile'] as const;

export function getProfile(http: HttpClient): Promise<UserProfile> {
  return http.post<UserProfile>('/customer/getuserinfo', undefined, { silent: true });
}
