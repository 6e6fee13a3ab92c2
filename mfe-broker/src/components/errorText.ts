import type { TFunction } from 'i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';

/**
 * The words for a message key of the broker API: `validation.broker.*` keys are this remote's own
 * (src/i18n; shared/src/rules/broker.ts says so), every other key the common namespace's.
 */
export function keyText(t: TFunction, key: string): string {
  return key.startsWith('validation.broker.') ? t(key) : t(key, { ns: 'common' });
}

/** A refusal that is not a field's (409 validation.broker.hrAdminExists, a lost connection), for the box above a form. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message.startsWith('validation.broker.')) return t(error.message);
  return apiErrorText(t, error);
}
