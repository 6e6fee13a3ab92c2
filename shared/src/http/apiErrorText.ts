import type { TFunction } from 'i18next';
import { formatDateTime } from '../i18n/dateTime';
import { ApiError } from './types';

/**
 * The words for a failed call: API messages are keys of `common` with their interpolation
 * values in `data` (api/README.md); anything that is not an API answer gets the fallback key.
 */
export function apiErrorText(t: TFunction, error: unknown, fallbackKey = 'error.system'): string {
  if (!(error instanceof ApiError)) return t(fallbackKey, { ns: 'common' });
  const values = (error.data && typeof error.data === 'object' ? error.data : {}) as Record<string, unknown>;
  // Lock ends arrive as ISO instants from some routes; the spec shows yyyy-mm-dd hh:mm:ss.
  const until = typeof values.until === 'string' && !/^\d{4}-\d{2}-\d{2} /.test(values.until) ? formatDateTime(values.until) : values.until;
  return t(apiErrorKey(error), { ns: 'common', ...values, until, defaultValue: t(fallbackKey, { ns: 'common' }) });
}

/**
 * Transport failures keep their docs/requirements.md §8 keys on the ApiError (callers such as the claims
 * reconciliation match on them) but are shown with words that say what to do next: "Network
 * Error" or "Exception" alone leave the user stuck.
 */
const TRANSPORT_TEXT: Record<string, string> = {
  'error.network': 'error.unreachable',
  'error.exception': 'error.unreachable',
  'error.timeout': 'error.timeoutRetry',
};

/** The `common` key to show for a failed call (see TRANSPORT_TEXT). */
export function apiErrorKey(error: ApiError): string {
  return TRANSPORT_TEXT[error.message] ?? error.message;
}

export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

