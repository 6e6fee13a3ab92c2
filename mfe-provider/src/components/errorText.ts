import type { TFunction } from 'i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';

/**
 * The words for a failed call. The GOP API answers with `gop.errors.*` keys (docs/portals.md);
 * this remote carries their words in its own namespace (src/i18n), so they read right whether or
 * not the kernel's `common` has them yet. Anything else is the kernel's usual text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message.startsWith('gop.errors.')) {
    const own = error.message.slice('gop.errors.'.length);
    return t(`gop.errors.${own}`, { defaultValue: apiErrorText(t, error) });
  }
  return apiErrorText(t, error);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && (error.httpStatus === 404 || error.code === -404);
