import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@sencare/shared/http';
import { errorText, keyText } from './errorText';

/**
 * Every broker form's sending, one way: the shared rule schema (shared/src/rules/broker.ts, the
 * form's resolver) refuses bad input before anything is sent; what only the API knows (a code
 * another agency has: 409 on `code`; an address in use: 409 on `email`) goes under its field in the
 * person's language and takes the focus; any other refusal (409 validation.broker.hrAdminExists, no
 * connection) goes in the box above the form. Nothing typed is reset after a refusal.
 */
export function useApiSubmit<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, fields: readonly (keyof I & string)[], save: (values: O) => Promise<unknown>) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(values);
    } catch (failure) {
      const refused = Object.entries(apiFieldErrors(failure)).filter(([field]) => (fields as readonly string[]).includes(field));
      refused.forEach(([field, key], i) => form.setError(field as Path<I>, { message: key }, { shouldFocus: i === 0 }));
      if (refused.length === 0) setServerError(errorText(t, failure));
    }
  });
  /** A field's message in the person's language, from the schema's or the API's key. */
  const message = (name: keyof I & string): string | undefined => {
    const key = form.formState.errors[name]?.message;
    return typeof key === 'string' ? keyText(t, key) : undefined;
  };
  return { submit, serverError, message };
}
