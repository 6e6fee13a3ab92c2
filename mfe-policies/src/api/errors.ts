import { ApiError } from '@sencare/shared/http';

/** ApiError.message is a key of `common` (shared/src/http/apiErrorText.ts); anything else becomes the generic load failure. */
export function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError && /^error\.[A-Za-z]+$/.test(error.message)) return error.message;
  return 'error.loadFailed';
}
