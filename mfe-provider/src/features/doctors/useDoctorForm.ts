import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@sencare/shared/http';
import { doctorInputSchema, type DoctorParsed } from '@sencare/shared/rules';
import { providerKeys } from '../../api/provider';
import type { Doctor, DoctorInput } from '../../api/types';
import { errorText } from '../../components/errorText';

const FIELDS: readonly (keyof DoctorInput)[] = ['code', 'fullName', 'department', 'status'];

/**
 * The add and edit forms' shared behaviour: the API's own schema (shared/src/rules/providerDoctors.ts)
 * checks before sending; the API's refusal of a field (a code the hospital has: 409 on `code`) goes
 * under that field in the person's language, anything else above the form. The values typed stay
 * as they are after a refusal: nothing is reset until a save succeeds.
 */
export function useDoctorForm(defaults: DoctorInput, save: (values: DoctorParsed) => Promise<Doctor>, onSaved: (doctor: Doctor) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DoctorInput, unknown, DoctorParsed>({ resolver: zodResolver(doctorInputSchema), defaultValues: defaults });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const doctor = await save(values);
      await queryClient.invalidateQueries({ queryKey: providerKeys.allDoctors });
      onSaved(doctor);
    } catch (failure) {
      const fields = Object.entries(apiFieldErrors(failure)).filter(([field]) => (FIELDS as readonly string[]).includes(field));
      fields.forEach(([field, key], i) => form.setError(field as keyof DoctorInput, { message: key }, { shouldFocus: i === 0 }));
      if (fields.length === 0) setServerError(errorText(t, failure));
    }
  });
  return { form, submit, serverError };
}
