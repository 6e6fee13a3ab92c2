import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { setDraftUser } from '../features/submit/draftStore';
import { clearChangedElsewhere } from '../features/submit/draftSync';
import type { ClaimDraftValues } from '../features/submit/wizardModel';

/** A policyholder's form options, two uploaded documents and a complete, valid claim: what the wizard's tests start from. */
export const OPTIONS = {
  insured: [{ id: 1, fullName: 'Nguyễn Văn An', relationship: 'self', idType: 'citizen_id', idNumber: '001088012345', policies: [{ id: 10, policyNo: 'SCH-2026-000451', productName: { en: 'Family care', vi: 'Chăm sóc gia đình' }, effectiveDate: '2026-01-01', expiryDate: '2026-12-31', status: 'effective', waitingPeriodDays: 30 }] }],
  banks: [{ code: 'VCB', shortName: 'Vietcombank', fullName: 'Ngân hàng TMCP Ngoại thương Việt Nam' }],
  provinces: [{ code: '01', name: { en: 'Ha Noi', vi: 'Hà Nội' } }],
  payee: { claimant: '', email: '', telephone: '', bankCode: null, branch: null, provinceCode: null, accountName: null, accountNumber: null, relationship: null },
  limits: { maxClaimsInProgress: 10, inProgress: 1 },
};
export const DOCS = [
  { id: 'd1', kind: 'invoice', name: 'invoice.jpg', size: 1000, sha256: 'a'.repeat(64), mime: 'image/jpeg', createdAt: '2026-11-20T02:00:00.000Z' },
  { id: 'd2', kind: 'prescription', name: 'rx.jpg', size: 1000, sha256: 'b'.repeat(64), mime: 'image/jpeg', createdAt: '2026-11-20T02:00:00.000Z' },
];
export const VALID: ClaimDraftValues = {
  insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10],
  riskDate: '2026-03-20', claimType: 'illness', treatment: 'outpatient', diagnosis: 'Cúm', requestAmount: 900_000,
  feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation', amount: 300_000 }, { name: 'Thuốc', quantity: 1, type: 'medicine', amount: 600_000 }],
  bankCode: 'VCB', branch: 'Hà Nội', provinceCode: '01', accountName: 'NGUYEN VAN AN', accountNumber: '0011223344', claimant: 'Nguyễn Văn An', email: 'an@sencare.vn', telephone: '0912345678', relationship: 'self',
  // docs/requirements.md §5: a new claim is signed (the signature pad's PNG).
  signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==',
};

/** A phone with no draft and no notice left by another test, signed in as SC00000001, on the wizard. */
export function freshWizardPhone(): void {
  resetSessionChannelForTests();
  window.localStorage.clear();
  clearChangedElsewhere();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
}
