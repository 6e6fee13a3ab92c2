import { todayIso, type ClaimSubmitInput } from '@sencare/shared/rules';

/** The part of GET /api/claims/form-options a test needs to fill the wizard. */
export interface FormOptionsForTests {
  insured: { id: number; idType: string; idNumber: string; policies: { id: number; status: string; effectiveDate: string; expiryDate: string }[] }[];
  banks: { code: string }[];
  provinces: { code: string }[];
}

/** The documents an outpatient accident needs (shared/src/rules/claims.ts requiredDocumentKinds). */
/** A real 1×1 PNG as the signature pad sends it: the API checks the bytes are a PNG. */
export const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==';

export const ACCIDENT_KINDS = ['invoice', 'prescription', 'accident_report'] as const;

/**
 * A valid outpatient accident claim (no waiting period) for the first insured person with an
 * effective policy, dated today or the policy's last day. `amount` tells claims apart: the
 * duplicate check compares insured person, risk date and amount.
 */
export function accidentClaim(options: FormOptionsForTests, documentIds: string[], amount: number): ClaimSubmitInput {
  const insured = options.insured.find((p) => p.policies.some((x) => x.status === 'effective'));
  if (!insured) throw new Error('no insured person with an effective policy');
  const policy = insured.policies.find((x) => x.status === 'effective')!;
  const today = todayIso();
  const riskDate = today > policy.expiryDate ? policy.expiryDate : today;
  const consultation = Math.round(amount / 3);
  return {
    insuredId: insured.id,
    idType: insured.idType as ClaimSubmitInput['idType'],
    idNumber: insured.idNumber,
    policyIds: [policy.id],
    riskDate,
    claimType: 'accident',
    treatment: 'outpatient',
    diagnosis: 'Bong gân cổ chân (S93.4)',
    requestAmount: amount,
    feeItems: [
      { name: 'Khám', quantity: 1, type: 'consultation', unitPrice: consultation, amount: consultation },
      { name: 'Thuốc', quantity: 1, type: 'medicine', unitPrice: amount - consultation, amount: amount - consultation },
    ],
    documentIds,
    bankCode: options.banks[0].code,
    branch: 'Hà Nội',
    provinceCode: options.provinces[0].code,
    accountName: 'TRAN THI LAN',
    accountNumber: '0011223344',
    claimant: 'Trần Thị Lan',
    email: 'lan.tran@sencare.vn',
    telephone: '0912345678',
    relationship: 'self',
    // docs/requirements.md §5: a new claim is signed (shared/src/rules/claims.ts claimSubmitSchema).
    signature: SIGNATURE,
  } as ClaimSubmitInput;
}
