import type { TFunction } from 'i18next';
import { ApiError } from '@sencare/shared/http';
import { formatDateTime } from '@sencare/shared/format';

/** API messages are keys of `common`, with interpolation values in data (api/README.md). */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const values = (error.data && typeof error.data === 'object' ? error.data : {}) as Record<string, unknown>;
    const until = typeof values.until === 'string' && !/^\d{4}-\d{2}-\d{2} /.test(values.until) ? formatDateTime(values.until) : values.until;
    return t(error.message, { ns: 'common', ...values, until, defaultValue: t('error.system', { ns: 'common' }) });
  }
  return t('error.system', { ns: 'common' });
}

export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
