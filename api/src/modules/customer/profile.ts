import type { UserProfile } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import type { UserRow } from '../auth';

/** The only shape in which a user leaves the service: no hashes, counters or lock times. */
export function toProfile(user: UserRow): UserProfile {
  return {
    userCode: user.user_code,
    account: user.account,
    fullName: user.full_name,
    email: user.email,
    phone: user.phone,
    idType: user.id_type,
    idNumber: user.id_number,
    role: user.role,
    ...(user.role === 'provider' && user.provider_id !== null ? { providerId: Number(user.provider_id) } : {}),
    dateOfBirth: user.date_of_birth,
    gender: user.gender,
    status: user.status,
    cashlessStatus: user.cashless_status,
    cashlessActive: user.cashless_status === 'active',
    hasPin: user.pin_hash !== null,
    privacyVersion: user.privacy_version,
    privacyAcceptedAt: user.privacy_accepted_at,
  };
}

/** toProfile plus, for provider staff, the name of their hospital (getuserinfo, docs/portals.md "Roles"). */
export async function profileWithProvider(db: Db, user: UserRow): Promise<UserProfile> {
  const profile = toProfile(user);
  if (profile.providerId === undefined) return profile;
  const provider = await db.selectFrom('providers').select('name').where('id', '=', profile.providerId).executeTakeFirst();
  return provider ? { ...profile, providerName: provider.name } : profile;
}
