import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorText, apiFieldErrors } from '@sencare/shared/http';

/**
 * Validate with the shared zod schema, then call the API; field errors and the API's message
 * land next to the fields, and nothing the user typed is cleared on failure.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<S extends z.ZodType, R>(schema: S, input: unknown, call: (data: z.infer<S>) => Promise<R>): Promise<R | undefined> {
    setFormError(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      // Loaded here, not imported: the rules module is zod, which the unlock page loads only on submit (issue 12).
      const { toFieldErrors } = await import('@sencare/shared/rules');
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
