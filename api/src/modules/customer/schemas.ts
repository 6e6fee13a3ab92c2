/** The profile as the API answers it (sign-in, getuserinfo): declared once in @sencare/shared/contracts (customer.ts). */
export { userProfileSchema } from '@sencare/shared/contracts';
