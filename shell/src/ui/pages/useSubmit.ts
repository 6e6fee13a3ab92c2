import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { $ZodError } from 'zod/v4/core';
import { apiErrorText, apiFieldErrors } from '@sencare/shared/http';

/** A shared zod schema, from zod's classic or mini build (@sencare/shared/auth-forms). */
type FormSchema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false; error: $ZodError } };

/**
 * Validate with the shared zod schema, then call the API; field errors and the API's message
 * land next to the fields, and nothing the user typed is cleared on failure.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T, R>(schema: FormSchema<T>, input: unknown, call: (data: T) => Promise<R>): Promise<R | undefined> {
    setFormError(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      // Loaded here, not imported: the unlock page loads its rules only on submit.
      const { toFieldErrors } = await import('@sencare/shared/auth-forms');
      setErrors(toFieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    setBusy(true);
    try {
      return await call(parsed.data);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { errors, formError, busy, run };
}
