import { z } from 'zod';
import * as zm from 'zod/mini';
import { accountSchema, loginFormSchema, pinSchema, signInPasswordSchema, verifyPinFormSchema } from './authForms';
import { LIMITS } from './limits';
import { pinWeakness } from './pinStrength';

export { accountSchema, pinSchema };

/**
 * Validation messages are i18n keys in the `common` namespace (validation.*), so the API
 * can name them and every UI translates them the same way.
 */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(LIMITS.passwordMin, { error: 'validation.passwordLength' })
  .max(LIMITS.passwordMax, { error: 'validation.passwordLength' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.passwordCharacters' });

/** A new PIN: six digits that are not among the first guesses (./pinStrength.ts). */
const newPinSchema = pinSchema.check(
  zm.superRefine((pin, ctx) => {
    const weakness = pinWeakness(pin);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  }),
);

export const verificationCodeSchema = z
  .string({ error: 'validation.verificationCodeEmpty' })
  .trim()
  .min(1, { error: 'validation.verificationCodeEmpty' })
  .regex(/^\d{6}$/, { error: 'validation.verificationCodeFormat' });

/** docs/requirements.md §5: only one email address is allowed. */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.emailEmpty' })
  .max(254, { error: 'validation.emailInvalid' })
  .refine((v) => !/[,;\s]/.test(v), { error: 'validation.emailOnlyOne' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** The login form's rules (./authForms.ts), as the classic object the API extends. */
export const loginSchema = z.strictObject(loginFormSchema.shape);

const matching = <T extends { newPassword?: string; confirmPassword?: string; newPin?: string; confirmPin?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.newPassword !== undefined && value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' });
  }
  if (value.newPin !== undefined && value.newPin !== value.confirmPin) {
    ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: 'validation.pinsDoNotMatch' });
  }
};

export const changePasswordSchema = z
  .strictObject({ oldPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(LIMITS.passwordMax, { error: 'validation.passwordLength' }), newPassword: passwordSchema, confirmPassword: z.string({ error: 'validation.required' }) })
  .superRefine(matching);

export const setPinSchema = z.strictObject({ newPin: newPinSchema, confirmPin: pinSchema }).superRefine(matching);

export const changePinSchema = z
  .strictObject({ oldPin: pinSchema, newPin: newPinSchema, confirmPin: pinSchema })
  .superRefine(matching);

export const verifyPinSchema = z.strictObject(verifyPinFormSchema.shape);

export const forgotPasswordRequestSchema = z.strictObject({ account: accountSchema });
export const forgotPasswordResetSchema = z
  .strictObject({ account: accountSchema, code: verificationCodeSchema, newPassword: passwordSchema, confirmPassword: z.string({ error: 'validation.required' }) })
  .superRefine(matching);

export const insuranceCardNumberSchema = z
  .string({ error: 'validation.cardNumberRequired' })
  .trim()
  .min(1, { error: 'validation.cardNumberRequired' })
  .max(40, { error: 'validation.tooLong' });

export const forgotAccountRequestSchema = z.strictObject({ cardNumber: insuranceCardNumberSchema, email: emailSchema });
export const forgotAccountConfirmSchema = z.strictObject({ cardNumber: insuranceCardNumberSchema, email: emailSchema, code: verificationCodeSchema });

export const resetPinByPasswordSchema = z
  .strictObject({ account: accountSchema, password: signInPasswordSchema, newPin: newPinSchema, confirmPin: pinSchema })
  .superRefine(matching);
export const resetPinCodeRequestSchema = z.strictObject({ account: accountSchema });
export const resetPinByCodeSchema = z
  .strictObject({ account: accountSchema, code: verificationCodeSchema, newPin: newPinSchema, confirmPin: pinSchema })
  .superRefine(matching);

export type LoginInput = z.infer<typeof loginSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
