import { z } from 'zod';
// The rules' own files, not their index: the shell's sign-in and recovery pages import this file
// alone (package.json "./contracts/auth"), so they carry these schemas and nothing else.
import { emptyBodySchema } from '../rules/api';
import { changePasswordSchema, forgotAccountConfirmSchema, forgotAccountRequestSchema, forgotPasswordRequestSchema, forgotPasswordResetSchema, loginSchema } from '../rules/auth';
import { consentPurposeSchema } from './consentPurposes';
import { endpoint, type ResponseOf } from './endpoint';

export { pathOf, type BodyOf, type ResponseOf } from './endpoint';

/** The signed-in person as the app knows them: the sign-in answer and POST /customer/getuserinfo (customer.ts). */
export const userProfileSchema = z.object({
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  role: z.enum(['customer', 'insurer', 'provider', 'hr', 'broker']),
  /** Provider staff only (docs/portals.md "Roles"): the hospital they work for. */
  providerId: z.number().optional(),
  providerName: z.string().optional(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  status: z.string(),
  cashlessStatus: z.enum(['none', 'pending', 'active']),
  cashlessActive: z.boolean(),
  hasPin: z.boolean(),
  privacyVersion: z.string().nullable(),
  privacyAcceptedAt: z.string().nullable(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** The login form's schema; `privacyVersion`, sent by older clients with the old tick, is accepted and ignored. */
export const loginBodySchema = loginSchema.extend({
  privacyVersion: z.string({ error: 'validation.invalid' }).max(40, { error: 'validation.tooLong' }).optional(),
});

const nothing = z.null();
/** Where the code went, masked; the same answer for an unknown account. */
const maskedEmail = z.object({ email: z.string().describe('masked, e.g. d***@sencare.vn') });

/**
 * Signing in and out, and the password (api/src/modules/auth; the shell's login and recovery pages,
 * mfe-account's password page). The recovery routes need no token: a person who forgot the password
 * cannot sign in; the API limits them per named account instead.
 */
export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Log in with account name or email',
    description:
      "Wrong password, unknown account or locked account: code 401 (HTTP 400) auth.wrongCredentials, the same answer for all three (the owner is emailed when the 5th wrong password locks the account for 15 minutes). A customer's answer carries consentsDue: the consent purposes to ask next (GET /api/consents).",
    body: loginBodySchema,
    response: z.object({ token: z.string(), userCode: z.string(), user: userProfileSchema, consentsDue: z.array(consentPurposeSchema) }),
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', summary: 'End this session', body: emptyBodySchema, response: nothing }),
  changePassword: endpoint({ method: 'POST', path: '/auth/password/change', summary: "Change password (ends the user's other sessions)", body: changePasswordSchema, response: nothing }),
  forgotPasswordRequest: endpoint({ method: 'POST', path: '/auth/password/forgot/request', summary: 'Email a code to reset the password (same answer for unknown accounts)', body: forgotPasswordRequestSchema, response: maskedEmail }),
  forgotPasswordReset: endpoint({ method: 'POST', path: '/auth/password/forgot/reset', summary: 'Set a new password with the emailed code (ends every session)', body: forgotPasswordResetSchema, response: nothing }),
  forgotAccountRequest: endpoint({ method: 'POST', path: '/auth/account/forgot/request', summary: 'Email a code to recover the account name (insurance card number + email)', body: forgotAccountRequestSchema, response: maskedEmail }),
  forgotAccountConfirm: endpoint({
    method: 'POST',
    path: '/auth/account/forgot/confirm',
    summary: 'Get the account name with the emailed code (details matching no account: auth.codeInvalid, like a wrong code)',
    body: forgotAccountConfirmSchema,
    response: z.object({ account: z.string() }),
  }),
};

/** What a correct password answers: the session's token, the profile and the consents to ask next. */
export type LoginResult = ResponseOf<typeof auth.login>;
