/** The customer module's public surface: the profile as the API answers it (sign-in, getuserinfo). */
export { toProfile } from './profile';
export { userProfileSchema } from './schemas';
