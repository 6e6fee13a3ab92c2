import { allowedTransitions } from '@sencare/shared/rules';
import type { GopView } from '@sencare/shared/contracts';
import type { CashlessApplicationDetail, InsurerClaimDetail, QueueClaim } from './api/types';

/** Answers of the insurer routes as docs/portals.md describes them, for the page tests. */
export const queueClaim = (n: number, over: Partial<QueueClaim> = {}): QueueClaim => ({
  id: `CL-${n}`,
  claimNo: `CLM-2026-${String(n).padStart(6, '0')}`,
  customerName: 'Trần Thị Lan',
  insuredName: 'Trần Thị Lan',
  status: 'processing',
  requestAmount: 1_500_000 + n,
  submittedAt: '2026-03-01T08:00:00.000Z',
  waitingSince: '2026-03-01T08:00:00.000Z',
  waitingDays: 30 - n,
  assignee: null,
  ...over,
});

/** `actions`: the state machine's insurer moves from the claim's status, as the API computes them, unless given. */
export const claimDetail = (over: Partial<InsurerClaimDetail> = {}): InsurerClaimDetail => {
  const detail = claimFields(over);
  return { ...detail, actions: over.actions ?? allowedTransitions(detail.status, 'insurer').map((tr) => tr.action) };
};

const claimFields = (over: Partial<InsurerClaimDetail>): Omit<InsurerClaimDetail, 'actions'> => ({
  id: 'CL-1',
  status: 'processing',
  insuredName: 'Trần Thị Lan',
  riskDate: '2026-02-20',
  claimType: 'illness',
  treatment: 'outpatient',
  requestAmount: 1_500_000,
  reimbursementAmount: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  insuredId: 2,
  idType: 'citizen_id',
  idNumber: '079188045612',
  diagnosis: 'Acute bronchitis',
  policies: [{ id: 1, policyNo: 'POL-001' }],
  payee: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'HCM', provinceCode: '79', accountName: 'TRAN THI LAN', accountNumber: '0123456789', claimant: 'Trần Thị Lan', email: null, telephone: null, relationship: 'self' },
  feeItems: [
    { id: 11, name: 'Consultation', quantity: 1, type: 'consultation', unitPrice: 500_000, amount: 500_000, deductible: 0, decision: null, approvedAmount: null },
    { id: 12, name: 'Medicine', quantity: 2, type: 'medicine', unitPrice: 500_000, amount: 1_000_000, deductible: 0, decision: null, approvedAmount: null },
  ],
  documents: [
    { id: 'D1', kind: 'invoice', name: 'invoice.jpg', size: 1000, sha256: 'x', mime: 'image/jpeg', createdAt: '2026-03-01T08:00:00.000Z' },
    { id: 'D2', kind: 'medical_record', name: 'record.pdf', size: 2000, sha256: 'y', mime: 'application/pdf', createdAt: '2026-03-01T08:00:00.000Z' },
  ],
  events: [{ id: 1, from: 'draft', to: 'processing', actorRole: 'customer', actorName: 'Trần Thị Lan', note: null, createdAt: '2026-03-01T08:00:00.000Z' }],
  assignee: null,
  supplementItems: [],
  signature: null,
  version: 1,
  ...over,
});

export const gop = (over: Partial<GopView> = {}): GopView => ({
  id: 7,
  caseNo: 'GOP-2026-000007',
  status: 'pending',
  providerId: 1,
  providerName: 'Chợ Rẫy Hospital',
  cardNumber: 'SC0000000002',
  patientName: 'Trần Thị Lan',
  policyNo: 'POL-001',
  benefitCode: 'INPATIENT',
  benefitName: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' },
  admissionDate: '2026-03-10',
  dischargeDate: null,
  diagnosis: 'Appendicitis',
  estimatedAmount: 20_000_000,
  guaranteedAmount: null,
  finalBillAmount: null,
  payableAmount: null,
  customerPays: 20_000_000,
  conclusion: null,
  returnReason: null,
  returnedFrom: null,
  createdAt: '2026-03-10T02:00:00.000Z',
  updatedAt: '2026-03-10T02:00:00.000Z',
  actions: ['return', 'assess', 'decline'],
  events: [{ at: '2026-03-10T02:00:00.000Z', actorRole: 'provider', actorName: 'Chợ Rẫy staff', action: 'create', from: null, to: 'pending', note: null, amounts: { estimatedAmount: 20_000_000 } }],
  documents: [{ id: 3, name: 'bill.pdf', kind: 'bill', size: 3000 }],
  ...over,
});

export const application = (over: Partial<CashlessApplicationDetail> = {}): CashlessApplicationDetail => ({
  id: 5,
  userCode: 'SC00000002',
  accountName: 'Trần Thị Lan',
  cashlessStatus: 'pending',
  fullName: 'Trần Thị Lan',
  idType: 'citizen_id',
  idNumber: '079188045612',
  dateOfBirth: '1988-02-27',
  phone: '0903456789',
  status: 'pending',
  createdAt: '2026-03-05T03:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  photos: [
    { kind: 'id_front', url: '/api/insurer/cashless/SC00000002/photos/id_front' },
    { kind: 'id_back', url: '/api/insurer/cashless/SC00000002/photos/id_back' },
    { kind: 'portrait', url: '/api/insurer/cashless/SC00000002/photos/portrait' },
  ],
  ...over,
});

export const INSURER_USER = {
  userCode: 'SC00000900',
  account: 'assessor',
  fullName: 'Lê Minh Giám',
  email: 'assessor@sencare.vn',
  phone: '0900000900',
  idNumber: '001090000900',
  role: 'insurer' as const,
};
