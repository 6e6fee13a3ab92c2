import type { TFunction } from 'i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';

/**
 * The words for a failed call. The GOP API answers with `gop.errors.*` keys (docs/portals.md);
 * this remote carries their words in its own namespace (src/i18n), so they read right whether or
 * not the kernel's `common` has them yet. `validation.provider.*` keys (the doctors, docs/portals.md
 * "Doctors") are this remote's own too. Anything else is the kernel's usual text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message.startsWith('gop.errors.')) {
    const own = error.message.slice('gop.errors.'.length);
    return t(`gop.errors.${own}`, { defaultValue: apiErrorText(t, error) });
  }
  if (error instanceof ApiError && error.message.startsWith('validation.provider.')) return t(error.message);
  return apiErrorText(t, error);
}

/** A message key of a form or a field error: `validation.provider.*` and this remote's form keys are ours, other `validation.*` keys the common namespace's. */
export function keyText(t: TFunction, key: string): string {
  return key.startsWith('validation.') && !key.startsWith('validation.provider.') ? t(key, { ns: 'common' }) : t(key);
}

