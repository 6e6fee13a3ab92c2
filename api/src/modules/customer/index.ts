/** The customer module's public surface: the profile as the API answers it (sign-in, getuserinfo; its schema is @sencare/shared/contracts' userProfileSchema). */
export { toProfile } from './profile';
