import { z } from 'zod';
import { pinSchema } from '@sencare/shared/rules';
import { envelopeOf } from '../../http/envelope';

const base64url = z.string().max(4096).regex(/^[A-Za-z0-9_-]*$/);

/**
 * What the browser's WebAuthn call returns, as @simplewebauthn/browser serialises it. Only the
 * shape is checked here (sizes capped); the signature, challenge and origin are checked by
 * @simplewebauthn/server in service.ts.
 */
const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registerBodySchema = z.strictObject({
  credential: z.object({
    ...credentialBase,
    response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(32)).max(10).optional() }),
  }),
});

export const unlockBodySchema = z.strictObject({
  credential: z.object({
    ...credentialBase,
    response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
  }),
});

export const registerOptionsBodySchema = z.strictObject({ pin: pinSchema });

export const statusResponse = envelopeOf(z.object({ enrolled: z.boolean() }));
/** The options are WebAuthn's own JSON, handed to the browser unchanged. */
export const optionsResponse = envelopeOf(z.record(z.string(), z.unknown()));
export { emptyResponse, verifiedResponse } from '../pin';
