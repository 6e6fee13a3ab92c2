import { z } from 'zod';

/**
 * A hospital's own doctors (docs/portals.md "Doctors"): one schema for the provider portal's add and
 * edit forms (mfe-provider, react-hook-form's resolver) and the API's POST and PUT
 * (api/src/modules/provider/doctors), so both refuse the same input with the same message keys.
 * Keys under `validation.provider.` are mfe-provider's own (its i18n), the other `validation.` keys
 * the common namespace's.
 */
export const DOCTOR_STATUSES = ['effective', 'invalid'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

/** Provider staff (users.provider_sub_role, migration 230): an admin manages the doctors, a viewer only reads them. */
export const PROVIDER_SUB_ROLES = ['admin', 'viewer'] as const;
export type ProviderSubRole = (typeof PROVIDER_SUB_ROLES)[number];

const text = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const doctorInputSchema = z.strictObject({
  /** The hospital's own staff number; upper case, so "bs-001" and "BS-001" are one code (unique per hospital). */
  code: text(20)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.provider.doctorCode' })
    .transform((v) => v.toUpperCase()),
  fullName: text(100),
  department: text(60),
  status: z.enum(DOCTOR_STATUSES, { error: 'validation.provider.doctorStatus' }).default('effective'),
});
export type DoctorInput = z.input<typeof doctorInputSchema>;
export type DoctorParsed = z.output<typeof doctorInputSchema>;
