import type { $ZodError } from 'zod/v4/core';

/** One message key per field: the first problem zod found there. Same shape the API returns. */
export type FieldErrors = Record<string, string>;

/** Takes zod's errors from the classic and the mini build alike (./authForms.ts). */
export function toFieldErrors(error: $ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (!(field in out)) out[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return out;
}
