import type { TFunction } from 'i18next';
import type { ClaimSubmitInput, FeeItemInput } from '@sencare/shared/rules';

/**
 * The label of every field of the claim body, as the steps show it: a message that reaches the
 * review step (the API's answer to a submit, or one the review itself found) names its field.
 * Typed on the whole body, so a field added to the shared schema needs its label here.
 */
const FIELD_LABEL: Record<keyof ClaimSubmitInput, string> = {
  insuredId: 'wizard.insured',
  idType: 'wizard.idType',
  idNumber: 'wizard.idNumber',
  policyIds: 'wizard.policies',
  riskDate: 'wizard.riskDate',
  claimType: 'wizard.claimType',
  treatment: 'wizard.treatment',
  diagnosis: 'wizard.diagnosis',
  requestAmount: 'wizard.requestAmount',
  feeItems: 'wizard.feeItems',
  documentIds: 'detail.documents',
  bankCode: 'wizard.bank',
  branch: 'wizard.branch',
  provinceCode: 'wizard.province',
  accountName: 'wizard.accountName',
  accountNumber: 'wizard.accountNumber',
  claimant: 'wizard.claimant',
  email: 'wizard.email',
  telephone: 'wizard.telephone',
  relationship: 'wizard.relationship',
  signature: 'wizard.signature',
  confirmDuplicate: 'wizard.duplicateTitle',
};

const FEE_LABEL: Record<keyof FeeItemInput, string> = {
  name: 'wizard.feeName',
  quantity: 'wizard.quantity',
  type: 'wizard.feeType',
  unitPrice: 'wizard.unitPrice',
  amount: 'wizard.amount',
  deductible: 'wizard.deductible',
};

const has = <T extends object>(o: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(o, key);

/** "Fee item 2 · Amount" for `feeItems.1.amount`; a path the claim does not have reads "Claim form". */
export function fieldLabel(t: TFunction, path: string): string {
  const [field, index, sub] = path.split('.');
  if (!has(FIELD_LABEL, field)) return t('wizard.fieldOther');
  if (field !== 'feeItems' || index === undefined) return t(FIELD_LABEL[field]);
  const line = t('wizard.feeLine', { n: Number(index) + 1 });
  return sub !== undefined && has(FEE_LABEL, sub) ? `${line} · ${t(FEE_LABEL[sub])}` : line;
}
