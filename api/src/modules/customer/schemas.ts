import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export { getPinCodeSchema, emptyBodySchema } from '@sencare/shared/rules';

export const userProfileSchema = z.object({
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  role: z.enum(['customer', 'insurer', 'provider']),
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

export const pinCodeResponse = envelopeOf(z.enum(['true', 'false']).describe("spec §7: 'false' means no PIN is set"));
export const userInfoResponse = envelopeOf(userProfileSchema);
