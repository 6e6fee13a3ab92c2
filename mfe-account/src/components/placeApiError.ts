import { ApiError, apiErrorKey } from '@sencare/shared/http';

export interface ServerFieldError {
  field: string;
  key: string;
  data?: Record<string, unknown>;
}

/**
 * Where an API failure belongs: the fields it names, or the field a known message is about
 * (e.g. a wrong old password), or — when neither — the form as a whole (field '').
 */
export function placeApiError(error: unknown, messageField: Record<string, string>): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [{ field: '', key: 'error.system' }];
  const data = error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : undefined;
  if (error.fields && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields).map(([field, key]) => ({ field, key, data }));
  }
  // Transport failures get words with a next step (shared/src/http/apiErrorText.ts).
  return [{ field: messageField[error.message] ?? '', key: apiErrorKey(error), data }];
}
