import type { HttpClient } from '@sencare/shared/http';
import type { GopAction, GopConclusion, GopStatus } from '@sencare/shared/rules';

/**
 * GET /api/gops (docs/portals.md "Customer"): the signed-in policyholder's hospital stays, each a
 * guarantee-of-payment request without the hospital's internals.
 */
export interface StayEvent {
  at: string;
  action: GopAction | string;
  to: GopStatus;
  /** What the customer is told at this step (the decision's note), if anything. */
  note: string | null;
}

export interface HospitalStay {
  id: number | string;
  caseNo: string;
  providerName: string;
  status: GopStatus;
  admissionDate: string;
  dischargeDate?: string | null;
  estimatedAmount: number;
  finalBillAmount: number | null;
  guaranteedAmount: number | null;
  payableAmount: number | null;
  customerPays: number | null;
  conclusion?: GopConclusion | null;
  events: StayEvent[];
}

export const staysKey = ['cashless', 'stays'] as const;

export async function getStays(http: HttpClient): Promise<HospitalStay[]> {
  const data = await http.get<HospitalStay[] | { items: HospitalStay[] }>('/gops', undefined, { silent: true });
  const items = Array.isArray(data) ? data : data.items;
  // Newest admission first, whatever order the API answers in.
  return [...items].sort((a, b) => b.admissionDate.localeCompare(a.admissionDate));
}
