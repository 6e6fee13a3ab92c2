import { z } from 'zod';
import { emptyBodySchema, getPinCodeSchema } from '../rules';
import { endpoint, type ResponseOf } from './endpoint';
import { localizedSchema } from './views';

export const userProfileSchema = z.object({
  userCode: z.string(),
  account: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  role: z.enum(['customer', 'insurer', 'provider', 'hr', 'broker']),
  /** Provider staff only (docs/portals.md "Roles"): the hospital they work for. */
  providerId: z.number().optional(),
  providerName: z.string().optional(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  status: z.string(),
  cashlessStatus: z.enum(['none', 'pending', 'active']),
  cashlessActive: z.boolean(),
  hasPin: z.boolean(),
  privacyVersion: z.string().nullable(),
  privacyAcceptedAt: z.string().nullable(),
});

/** docs/requirements.md §7's customer calls (api/src/modules/customer), and the public reference data and privacy policy. */
export const customer = {
  getPinCode: endpoint({ method: 'POST', path: '/customer/getPinCode', summary: "Whether the user has a PIN ('true' / 'false')", body: getPinCodeSchema, response: z.enum(['true', 'false']).describe("docs/requirements.md §7: 'false' means no PIN is set") }),
  userInfo: endpoint({ method: 'POST', path: '/customer/getuserinfo', summary: "The signed-in user's profile", body: emptyBodySchema, response: userProfileSchema }),
};

export const reference = {
  banks: endpoint({ method: 'GET', path: '/reference/banks', summary: 'Vietnamese banks for the payee form', response: z.array(z.object({ code: z.string(), shortName: z.string(), fullName: z.string() })) }),
  provinces: endpoint({ method: 'GET', path: '/reference/provinces', summary: "Vietnam's 34 provinces and centrally-run cities (since 2025-07-01)", response: z.array(z.object({ code: z.string(), name: localizedSchema })) }),
  faq: endpoint({ method: 'GET', path: '/faq', summary: 'The 11 FAQ entries in English and Vietnamese', response: z.array(z.object({ id: z.number(), question: localizedSchema, answer: localizedSchema })) }),
  privacyPolicy: endpoint({ method: 'GET', path: '/privacy-policy', summary: 'Current privacy policy (public: the login page shows it)', response: z.object({ version: z.string(), title: localizedSchema, body: localizedSchema }) }),
};

/** Reference answers, inferred from the schemas above (api/src/modules/reference, the payee form, the FAQ page). */
export type Bank = ResponseOf<typeof reference.banks>[number];
export type Province = ResponseOf<typeof reference.provinces>[number];
export type FaqEntry = ResponseOf<typeof reference.faq>[number];
