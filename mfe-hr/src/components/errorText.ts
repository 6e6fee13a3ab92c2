import type { TFunction } from 'i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';

/**
 * The words for a message key of the HR API: `validation.hr.*` keys are this remote's own
 * (src/i18n: docs/portals.md "Employer HR and broker"), every other key the common namespace's.
 */
export function keyText(t: TFunction, key: string): string {
  return key.startsWith('validation.hr.') ? t(key) : t(key, { ns: 'common' });
}

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message.startsWith('validation.hr.')) return t(error.message);
  return apiErrorText(t, error);
}
