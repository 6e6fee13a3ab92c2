import type { UserProfile } from '@sencare/shared/rules';
import type { UserRow } from '../auth/sessions';

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
