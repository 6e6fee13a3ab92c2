import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export {
  changePinSchema,
  resetPinByCodeSchema,
  resetPinByPasswordSchema,
  resetPinCodeRequestSchema,
  setPinSchema,
  verifyPinSchema,
} from '@sencare/shared/rules';

export const emptyResponse = envelopeOf(z.null());
export const verifiedResponse = envelopeOf(z.object({ verified: z.literal(true) }));
export const maskedEmailResponse = envelopeOf(z.object({ email: z.string() }));
