import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiFieldErrors } from '@sencare/shared/http';

/**
 * The API's field errors (`errors: { field: key }`) as the form's own: each on the field it names
 * (`fieldOf` translates the API's name into the form's, null for one the form does not have).
 */
export function placeFieldErrors(error: unknown, fieldOf: (apiField: string) => string | null): { placed: Record<string, string>; unplaced: boolean } {
  const placed: Record<string, string> = {};
  let unplaced = false;
  for (const [apiField, key] of Object.entries(apiFieldErrors(error))) {
    const field = fieldOf(apiField);
    if (field) placed[field] = key;
    else unplaced = true;
  }
  return { placed, unplaced };
}

/** Shows `errors` (already the form's field names, from placeFieldErrors) under their fields. */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>, errors: Record<string, string> | undefined): void {
  useEffect(() => {
    for (const [field, message] of Object.entries(errors ?? {})) form.setError(field as Path<T>, { type: 'server', message });
  }, [form, errors]);
}
