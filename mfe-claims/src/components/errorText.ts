import type { TFunction } from 'i18next';
import { ApiError } from '@sencare/shared/http';

/** API messages are keys of the `common` namespace (brief "http"). */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(error.message, { ns: 'common', ...((error.data as object) ?? {}) });
  return t('error.system', { ns: 'common' });
}
