import type { TFunction } from 'i18next';
import { ApiError } from '@sencare/shared/http';

/** API messages are keys in `common`; anything else is a network problem the user can retry. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(error.message, { ns: 'common', ...((error.data as object | null) ?? {}) });
  return t('error.network', { ns: 'common' });
}
