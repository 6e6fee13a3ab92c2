import { z } from 'zod';
// The rules' own files, not their index: the shell imports this file alone (package.json
// "./contracts/pin"), so its set-PIN and unlock pages carry these schemas and nothing else.
import { emptyBodySchema } from '../rules/api';
import { changePinSchema, resetPinByCodeSchema, resetPinByPasswordSchema, resetPinCodeRequestSchema, setPinSchema, verifyPinSchema } from '../rules/auth';
import { pinSchema } from '../rules/authForms';
import { endpoint } from './endpoint';

export { pathOf, type ResponseOf } from './endpoint';

const nothing = z.null();
const verified = z.object({ verified: z.literal(true) });
/** Where the code went, masked (a***@sencare.vn); the same answer for an unknown account. */
const maskedEmail = z.object({ email: z.string() });

/**
 * The PIN (api/src/modules/pin; the shell's set and reset pages, mfe-account's change page). The
 * reset routes need no token: a person who forgot the PIN is signed out of the app's lock.
 */
export const pin = {
  set: endpoint({ method: 'POST', path: '/pin/set', summary: 'Set the first PIN (409 auth.pinAlreadySet when one exists)', body: setPinSchema, response: nothing }),
  change: endpoint({ method: 'POST', path: '/pin/change', summary: 'Change the PIN (old PIN counts toward the attempt limit)', body: changePinSchema, response: nothing }),
  verify: endpoint({ method: 'POST', path: '/pin/verify', summary: 'Verify the PIN (5 wrong → locked 15 minutes)', body: verifyPinSchema, response: verified }),
  resetByPassword: endpoint({ method: 'POST', path: '/pin/reset/password', summary: 'Forgot PIN: new PIN with the account password (no token needed)', body: resetPinByPasswordSchema, response: nothing }),
  resetCodeRequest: endpoint({ method: 'POST', path: '/pin/reset/code/request', summary: 'Forgot PIN: email a code (no token needed)', body: resetPinCodeRequestSchema, response: maskedEmail }),
  resetByCode: endpoint({ method: 'POST', path: '/pin/reset/code', summary: 'Forgot PIN: new PIN with the emailed code (no token needed)', body: resetPinByCodeSchema, response: nothing }),
};

const base64url = z.string().max(4096).regex(/^[A-Za-z0-9_-]*$/);
/**
 * What the browser's WebAuthn call returns, as @simplewebauthn/browser serialises it. Only the
 * shape is checked here (sizes capped); the signature, challenge and origin are checked by
 * @simplewebauthn/server (api/src/modules/biometric/service.ts).
 */
const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};
const registerBody = z.strictObject({
  credential: z.object({
    ...credentialBase,
    response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(32)).max(10).optional() }),
  }),
});
const unlockBody = z.strictObject({
  credential: z.object({
    ...credentialBase,
    response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
  }),
});
/** WebAuthn's own options JSON, handed to the browser unchanged. */
const webauthnOptions = z.record(z.string(), z.unknown());

/** Fingerprint or face unlock (api/src/modules/biometric; the shell's unlock page, mfe-account's biometric page). */
export const biometric = {
  status: endpoint({ method: 'GET', path: '/biometric', summary: 'Whether fingerprint or face unlock is set up on any of the user’s phones', response: z.object({ enrolled: z.boolean() }) }),
  registerOptions: endpoint({ method: 'POST', path: '/biometric/register/options', summary: 'Start enrolling this phone (the PIN is required; wrong PINs count toward its lock)', body: z.strictObject({ pin: pinSchema }), response: webauthnOptions }),
  register: endpoint({ method: 'POST', path: '/biometric/register', summary: 'Finish enrolling: the phone’s new credential', body: registerBody, response: nothing }),
  unlockOptions: endpoint({ method: 'POST', path: '/biometric/unlock/options', summary: 'Start an unlock with the phone’s fingerprint or face', body: emptyBodySchema, response: webauthnOptions }),
  unlock: endpoint({ method: 'POST', path: '/biometric/unlock', summary: 'Finish an unlock: the phone’s signature over the challenge', body: unlockBody, response: verified }),
  turnOff: endpoint({ method: 'DELETE', path: '/biometric', summary: 'Turn fingerprint or face unlock off on every phone', response: nothing }),
};
