import { z } from 'zod';
import {
  changePasswordSchema,
  emptyBodySchema,
  forgotAccountConfirmSchema,
  forgotAccountRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResetSchema,
  loginSchema,
} from '@sencare/shared/rules';
import { consentPurposeSchema } from '@sencare/shared/contracts';
import { envelopeOf } from '../../http/envelope';
import { userProfileSchema } from '../customer';

/** The login form's schema; `privacyVersion`, sent by older clients with the old tick, is accepted and ignored. */
export const loginBody = loginSchema.extend({
  privacyVersion: z.string({ error: 'validation.invalid' }).max(40, { error: 'validation.tooLong' }).optional(),
});

export {
  changePasswordSchema,
  emptyBodySchema,
  forgotAccountConfirmSchema,
  forgotAccountRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResetSchema,
};

export const loginResponse = envelopeOf(z.object({ token: z.string(), userCode: z.string(), user: userProfileSchema, consentsDue: z.array(consentPurposeSchema) }));
export const maskedEmailResponse = envelopeOf(z.object({ email: z.string().describe('masked, e.g. d***@sencare.vn') }));
export const accountResponse = envelopeOf(z.object({ account: z.string() }));
export const emptyResponse = envelopeOf(z.null());
