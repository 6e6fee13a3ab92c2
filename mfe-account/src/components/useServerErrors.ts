import { useCallback, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeApiError } from './placeApiError';

/**
 * Shows API failures next to the field they are about. Keys are kept (not translated strings)
 * so a language switch re-renders them; interpolation values (attempts left, lock time) are
 * remembered per field.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[], messageField: Record<string, string>) {
  const { t } = useTranslation();
  const data = useRef<Record<string, Record<string, unknown> | undefined>>({});

  const apply = useCallback(
    (error: unknown): string | null => {
      let formLevel: string | null = null;
      for (const placed of placeApiError(error, messageField)) {
        if (fields.includes(placed.field)) {
          data.current[placed.field] = placed.data;
          setError(placed.field as Path<T>, { type: 'server', message: placed.key }, { shouldFocus: true });
        } else {
          data.current[''] = placed.data;
          formLevel = placed.key;
        }
      }
      return formLevel;
    },
    [fields, messageField, setError],
  );

  const message = useCallback(
    (field: string, key: string | undefined, type?: string) => (key ? t(key, { ns: 'common', ...(type === 'server' ? data.current[field] : undefined) }) : undefined),
    [t],
  );

  return { apply, message };
}
