import { allowedGopActions, gopCustomerPays, type GopAction } from '@sencare/shared/rules';
import type { GopEventView, GopView } from '@sencare/shared/contracts';
import type { GopDocumentRow, GopEventRow, GopRow } from './repository';

/** The portal a view is for: providers and insurers see everything, the insured person a summary. */
export type GopAudience = 'provider' | 'insurer';

export function customerPaysOf(row: GopRow): number {
  return gopCustomerPays({ status: row.status, estimatedAmount: row.estimated_amount, finalBillAmount: row.final_bill_amount, guaranteedAmount: row.guaranteed_amount, payableAmount: row.payable_amount });
}

export function toEventView(e: GopEventRow): GopEventView {
  return {
    at: e.created_at,
    actorRole: e.actor_role,
    actorName: e.actor_name,
    action: e.action,
    from: e.from_status,
    to: e.to_status,
    note: e.note,
    amounts: e.amounts ? (JSON.parse(e.amounts) as GopEventView['amounts']) : null,
  };
}

export function toGopView(row: GopRow, audience: GopAudience, events: GopEventRow[] = [], documents: GopDocumentRow[] = []): GopView {
  return {
    id: row.id,
    caseNo: row.case_no,
    status: row.status,
    providerId: row.provider_id,
    providerName: row.provider_name,
    cardNumber: row.card_number,
    patientName: row.patient_name,
    policyNo: row.policy_no,
    benefitCode: row.benefit_code,
    benefitName: row.benefit_name_en !== null && row.benefit_name_vi !== null ? { en: row.benefit_name_en, vi: row.benefit_name_vi } : null,
    admissionDate: row.admission_date,
    dischargeDate: row.discharge_date,
    diagnosis: row.diagnosis,
    estimatedAmount: row.estimated_amount,
    guaranteedAmount: row.guaranteed_amount,
    finalBillAmount: row.final_bill_amount,
    payableAmount: row.payable_amount,
    customerPays: customerPaysOf(row),
    conclusion: row.conclusion,
    returnReason: row.return_reason,
    returnedFrom: row.returned_from,
    doctor: row.doctor_id !== null && row.doctor_code !== null && row.doctor_name !== null ? { id: row.doctor_id, code: row.doctor_code, fullName: row.doctor_name } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    actions: allowedGopActions(row.status, audience),
    events: events.map(toEventView),
    documents: documents.map((d) => ({ id: d.id, name: d.original_name, kind: d.kind, size: Number(d.size) })),
  };
}

/** What the insured person is told of (docs/portals.md): the insurer's returns and the replies stay between hospital and insurer. */
const HIDDEN_FROM_CUSTOMER: ReadonlySet<GopAction> = new Set(['return', 'reply']);
const NOTE_FOR_CUSTOMER: ReadonlySet<GopAction> = new Set(['assess', 'decline', 'final_approve', 'conclude', 'cancel']);

export interface CustomerGopView {
  id: number;
  caseNo: string;
  providerName: string;
  patientName: string;
  status: GopView['status'];
  admissionDate: string;
  dischargeDate: string | null;
  estimatedAmount: number;
  finalBillAmount: number | null;
  guaranteedAmount: number | null;
  payableAmount: number | null;
  customerPays: number;
  conclusion: GopView['conclusion'];
  createdAt: string;
  updatedAt: string;
  events: Array<Omit<GopEventView, 'actorName'>>;
}

export function toCustomerView(row: GopRow, events: GopEventRow[]): CustomerGopView {
  // While returned, the customer sees the state it was returned from: the return is not theirs to know.
  const status = row.status === 'to_be_replied' && row.returned_from ? row.returned_from : row.status;
  return {
    id: row.id,
    caseNo: row.case_no,
    providerName: row.provider_name,
    patientName: row.patient_name,
    status,
    admissionDate: row.admission_date,
    dischargeDate: row.discharge_date,
    estimatedAmount: row.estimated_amount,
    finalBillAmount: row.final_bill_amount,
    guaranteedAmount: row.guaranteed_amount,
    payableAmount: row.payable_amount,
    customerPays: customerPaysOf({ ...row, status }),
    conclusion: row.conclusion,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    events: events
      .filter((e) => !HIDDEN_FROM_CUSTOMER.has(e.action))
      .map((e) => {
        const { actorName: _name, ...view } = toEventView(e);
        return { ...view, note: NOTE_FOR_CUSTOMER.has(e.action) ? view.note : null };
      }),
  };
}
