import type { SessionUser } from '@sencare/shared/channel';
import { allowedGopActions } from '@sencare/shared/rules';
import { DEMO_USER } from '@sencare/shared/testing';
import type { Gop, Patient } from '../api/types';

/** The front-desk user of the dev seed (docs/portals.md "Roles"); the session type learns `provider` with the shell. */
export const STAFF: SessionUser = { ...DEMO_USER, userCode: 'SC00000090', account: 'cho-ray.staff', fullName: 'Lê Minh Tâm', email: 'staff@choray.vn' };

export const lan: Patient = {
  cardNumber: 'SC2026000101',
  fullName: 'Trần Thị Lan',
  dateOfBirth: '1988-02-27',
  policyNo: 'POL-2026-0001',
  productName: { en: 'SenCare Health Plus', vi: 'SenCare Sức khỏe Plus' },
  cardStatus: 'effective',
  validTo: '2026-12-31',
  cashlessStatus: 'active',
  benefits: [
    { code: 'inpatient', name: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' }, limit: 200_000_000, used: 15_000_000, remaining: 185_000_000 },
    { code: 'surgery', name: { en: 'Surgery', vi: 'Phẫu thuật' }, limit: 100_000_000, used: 0, remaining: 100_000_000 },
  ],
};

/** `actions`: the state machine's provider moves from the request's status, as the API computes them, unless given. */
export const gop = (over: Partial<Gop> = {}): Gop => {
  const fields = gopFields(over);
  return { ...fields, actions: over.actions ?? allowedGopActions(fields.status, 'provider') };
};

const gopFields = (over: Partial<Gop>): Omit<Gop, 'actions'> => ({
  id: 7,
  caseNo: 'GOP-2026-000007',
  status: 'pending',
  providerId: 1,
  providerName: 'Chợ Rẫy Hospital',
  cardNumber: 'SC2026000101',
  patientName: 'Trần Thị Lan',
  policyNo: 'POL-2026-0001',
  benefitCode: 'inpatient',
  benefitName: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' },
  admissionDate: '2026-03-02',
  dischargeDate: null,
  diagnosis: 'Acute appendicitis',
  estimatedAmount: 30_000_000,
  guaranteedAmount: null,
  finalBillAmount: null,
  payableAmount: null,
  customerPays: 0,
  conclusion: null,
  returnReason: null,
  returnedFrom: null,
  doctor: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  events: [{ at: '2026-03-02T08:00:00.000Z', actorRole: 'provider', actorName: 'Lê Minh Tâm', action: 'create', from: null, to: 'pending', note: null, amounts: { estimatedAmount: 30_000_000 } }],
  documents: [{ id: 1, name: 'bill.pdf', kind: 'bill', size: 120_000 }],
  ...over,
});
