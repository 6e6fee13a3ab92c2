import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { toFieldErrors } from './fieldErrors';

/**
 * The sign-in and PIN rules in zod's tree-shakable build (zod/mini): the login and unlock screens,
 * the first of every visit, take about 5 KB br of zod for them instead of the whole classic API
 * (23 KB br and the start's longest parse). ./auth.ts builds the API's schemas and the
 * other forms on these fields, so each rule is written once. Messages are `common` i18n keys.
 */
export const accountSchema = z.string({ error: 'validation.accountEmpty' }).check(
  z.trim(),
  z.minLength(1, { error: 'validation.accountEmpty' }),
  z.maxLength(LIMITS.textMaxLength, { error: 'validation.tooLong' }),
);

/** The password as typed at sign-in: any characters (its format is checked when it is chosen). */
export const signInPasswordSchema = z.string({ error: 'validation.passwordEmpty' }).check(
  z.minLength(1, { error: 'validation.passwordEmpty' }),
  z.maxLength(LIMITS.passwordMax, { error: 'validation.passwordLength' }),
);

export const pinSchema = z.string({ error: 'validation.required' }).check(z.regex(/^\d{6}$/, { error: 'validation.pinSixDigits' }));

/**
 * Sign-in is the account and password only: consent is asked after it, per purpose, from the
 * server's record (docs/privacy.md "Consent"). `privacyAccepted`, the login page's old tick, is
 * still accepted from older clients and means nothing.
 */
export const loginFormSchema = z.strictObject({
  account: accountSchema,
  password: signInPasswordSchema,
  privacyAccepted: z.optional(z.boolean({ error: 'validation.invalid' })),
});

export const verifyPinFormSchema = z.strictObject({ pin: pinSchema });

export { toFieldErrors };
export type { FieldErrors } from './fieldErrors';
