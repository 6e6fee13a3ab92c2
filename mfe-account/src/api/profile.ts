import type { HttpClient } from '@sencare/shared/http';
import type { UserProfile } from '@sencare/shared/contracts';

export const profileKey = ['profile'] as const;

export const fetchProfile = (http: HttpClient) => http.post<UserProfile>('/customer/getuserinfo', undefined, { silent: true });
