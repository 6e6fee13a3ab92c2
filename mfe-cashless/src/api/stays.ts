import { customerGops, pathOf, type ResponseOf } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';

/**
 * GET /api/gops (docs/portals.md "Customer"): the signed-in policyholder's hospital stays, each a
 * guarantee-of-payment request without the hospital's internals; the shape is the endpoint's
 * declaration in @sencare/shared/contracts.
 */
export type HospitalStay = ResponseOf<typeof customerGops.list>[number];
export type StayEvent = HospitalStay['events'][number];

export const staysKey = ['cashless', 'stays'] as const;

export async function getStays(http: HttpClient): Promise<HospitalStay[]> {
  const items = await http.get<HospitalStay[]>(pathOf(customerGops.list), undefined, { silent: true });
  // Newest admission first, whatever order the API answers in.
  return [...items].sort((a, b) => b.admissionDate.localeCompare(a.admissionDate));
}
