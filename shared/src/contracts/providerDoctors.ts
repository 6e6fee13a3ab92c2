import { z } from 'zod';
import { DOCTOR_STATUSES, doctorInputSchema } from '../rules';
import { endpoint } from './endpoint';

/**
 * A hospital's own doctors (docs/portals.md "Doctors"), served by api/src/modules/provider/doctors
 * to provider staff only (api/src/http/roles.ts): every staff member of the hospital reads them, a
 * provider admin (users.provider_sub_role, migration 230) adds and changes them. Another hospital's
 * doctor is 404, as if it did not exist.
 */
const invalid = { error: 'validation.invalid' };
const id = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);

export const doctorSchema = z.object({
  id: z.number(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
  status: z.enum(DOCTOR_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const doctorListQuerySchema = z.strictObject({
  q: z.string(invalid).trim().max(100, invalid).optional().describe('Code, name or department; accents optional'),
  status: z.enum(DOCTOR_STATUSES, invalid).optional(),
});

export const doctorListSchema = z.object({
  items: z.array(doctorSchema),
  canManage: z.boolean().describe('Whether the caller is a provider admin, who may add and change doctors'),
});

const CODE_TAKEN = 'A code another doctor of the hospital has → HTTP 409, errors.code = validation.provider.doctorCodeExists (the unique index decides, so two requests at once make one doctor). Not a provider admin → 403.';

export const providerDoctors = {
  list: endpoint({ method: 'GET', path: '/provider/doctors', summary: "The hospital's doctors by name, searched and filtered", querystring: doctorListQuerySchema, response: doctorListSchema }),
  create: endpoint({ method: 'POST', path: '/provider/doctors', summary: 'Add a doctor (provider admin)', description: CODE_TAKEN, body: doctorInputSchema, response: doctorSchema, statuses: [201] }),
  edit: endpoint({ method: 'PUT', path: '/provider/doctors/:id', summary: "Change a doctor's code, name, department or status (provider admin)", description: CODE_TAKEN, params: z.strictObject({ id }), body: doctorInputSchema, response: doctorSchema }),
};
