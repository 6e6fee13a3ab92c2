import type { $ZodError } from 'zod/v4/core';

// The shape belongs to the API envelope, which is kernel (shared/src/http/types.ts); a type-only
// import, so no kernel code is bundled with this domain file.
import type { FieldErrors } from '../http/types';

export type { FieldErrors };

/** Takes zod's errors from the classic and the mini build alike (./authForms.ts). */
export function toFieldErrors(error: $ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (!(field in out)) out[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return out;
}
