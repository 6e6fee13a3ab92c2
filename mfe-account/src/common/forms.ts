import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, apiErrorKey } from '@sencare/shared/http';
import { toFieldErrors } from '@sencare/shared/rules';

/**
 * react-hook-form resolver over the shared zod schemas, so the form and the API judge input
 * with the same rules. Messages stay i18n keys of `common`; the field renders them.
 */
export function sharedSchemaResolver<T extends FieldValues>(schema: z.ZodType, extra?: (values: T) => Record<string, string>): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    const errors: Record<string, string> = result.success ? {} : toFieldErrors(result.error);
    for (const [field, key] of Object.entries(extra?.(values) ?? {})) errors[field] ??= key;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { type: 'validation', message: key }])),
    } as never;
  };
}

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
