import en from '../i18n/common.en.json';
import vi from '../i18n/common.vi.json';
import {
  claimSubmitSchema,
  claimEventSchema,
  claimWhoSchema,
  decisionsAddUp,
  isValidRiskDate,
  missingDocumentKinds,
  normalizeAccountName,
  remainingToAllocate,
} from './claims';
import { todayIso } from './today';
import { toFieldErrors } from './fieldErrors';

const valid = {
  insuredId: 1,
  idType: 'citizen_id',
  idNumber: '079190000001',
  policyIds: [1],
  riskDate: '2024-03-02',
  claimType: 'illness',
  treatment: 'outpatient',
  diagnosis: 'Flu',
  requestAmount: 1_500_000,
  feeItems: [
    { name: 'Consultation', quantity: 1, type: 'consultation', unitPrice: 500_000, amount: 500_000 },
    { name: 'Medicine', quantity: 2, type: 'medicine', unitPrice: 500_000, amount: 1_000_000, deductible: 0 },
  ],
  documentIds: ['d1'],
  bankCode: 'VCB',
  branch: 'Ho Chi Minh',
  provinceCode: 'HCM',
  accountName: 'Nguyễn Văn Đức',
  accountNumber: '0123456789',
  claimant: 'Nguyễn Văn Đức',
  email: 'duc@example.com',
  telephone: '0901234567',
  relationship: 'self',
  signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==',
};

function errorsOf(input: unknown) {
  const r = claimSubmitSchema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
}

const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** docs/requirements.md §5's claim rules: [case, change, field, message key]. */
const RULES: Array<[string, Record<string, unknown>, string, string]> = [
  ['insured must be selected', { insuredId: undefined }, 'insuredId', 'validation.claims.insuredRequired'],
  ['ID type required', { idType: '' }, 'idType', 'validation.claims.idTypeRequired'],
  ['ID number required', { idNumber: ' ' }, 'idNumber', 'validation.claims.idNumberRequired'],
  ['ID number must fit its type', { idNumber: '12345' }, 'idNumber', 'validation.claims.idNumberFormat'],
  ['at least one policy', { policyIds: [] }, 'policyIds', 'validation.claims.policyRequired'],
  ['risk date must be selected', { riskDate: '' }, 'riskDate', 'validation.claims.riskDateRequired'],
  ['risk date not in the future', { riskDate: '2999-01-01' }, 'riskDate', 'validation.claims.dateInput'],
  ['risk date must exist', { riskDate: '2024-02-30' }, 'riskDate', 'validation.claims.dateInput'],
  ['claim type must be selected', { claimType: undefined }, 'claimType', 'validation.claims.claimTypeRequired'],
  ['diagnosis must be entered', { diagnosis: '' }, 'diagnosis', 'validation.claims.diagnosisRequired'],
  ['request amount cannot be empty', { requestAmount: undefined }, 'requestAmount', 'validation.claims.requestAmountRequired'],
  ['at least one fee line', { feeItems: [] }, 'feeItems', 'validation.claims.feeItemsRequired'],
  ['fee line needs a name', { feeItems: [{ ...valid.feeItems[0], name: '', amount: 1_500_000 }] }, 'feeItems.0.name', 'validation.claims.feeNameRequired'],
  ['fee line needs a quantity', { feeItems: [{ ...valid.feeItems[0], quantity: 0, amount: 1_500_000 }] }, 'feeItems.0.quantity', 'validation.claims.feeQuantityRequired'],
  ['fee line needs a type', { feeItems: [{ ...valid.feeItems[0], type: '', amount: 1_500_000 }] }, 'feeItems.0.type', 'validation.claims.feeTypeRequired'],
  ['fee line needs an amount', { feeItems: [{ ...valid.feeItems[0], amount: undefined }] }, 'feeItems.0.amount', 'validation.claims.feeAmountRequired'],
  ['fee lines add up to the request amount', { requestAmount: 2_000_000 }, 'feeItems', 'validation.claims.amountsUnmatched'],
  ['bank must be selected', { bankCode: '' }, 'bankCode', 'validation.claims.bankRequired'],
  ['branch must be entered', { branch: '' }, 'branch', 'validation.claims.branchRequired'],
  ['province must be selected', { provinceCode: '' }, 'provinceCode', 'validation.claims.provinceRequired'],
  ['account name must be entered', { accountName: '' }, 'accountName', 'validation.claims.accountNameRequired'],
  ['account number must be entered', { accountNumber: '' }, 'accountNumber', 'validation.claims.accountNumberRequired'],
  ['account number is digits', { accountNumber: '12ab' }, 'accountNumber', 'validation.claims.accountNumberInvalid'],
  ['claimant cannot be empty', { claimant: '' }, 'claimant', 'validation.claims.claimantRequired'],
  ['email cannot be empty', { email: '' }, 'email', 'validation.emailEmpty'],
  ['only one email', { email: 'a@b.vn, c@d.vn' }, 'email', 'validation.emailOnlyOne'],
  ['telephone cannot be empty', { telephone: '' }, 'telephone', 'validation.claims.telephoneRequired'],
  ['telephone must be a number', { telephone: '12' }, 'telephone', 'validation.claims.telephoneInvalid'],
  ['relationship must be selected', { relationship: undefined }, 'relationship', 'validation.claims.relationshipRequired'],
];

describe('claim submission rules (docs/requirements.md §5)', () => {
  test('a complete claim passes and the account name is normalised', () => {
    const r = claimSubmitSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.success && r.data.accountName).toBe('NGUYEN VAN DUC');
  });

  test.each(RULES)('%s', (_name, change, field, key) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(key);
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(vi, key)).toBe('string');
    expect(lookup(vi, key)).not.toBe(lookup(en, key));
  });

  test('unknown fields are refused', () => {
    expect(errorsOf({ ...valid, status: 'paid' })).not.toEqual({});
  });

  test('step schemas check their own fields only', () => {
    expect(claimWhoSchema.safeParse({ insuredId: 1, idType: 'passport', idNumber: 'C1234567', policyIds: [2] }).success).toBe(true);
    const event = claimEventSchema.safeParse({ riskDate: '2024-01-01', claimType: 'accident', treatment: 'inpatient', diagnosis: 'x', requestAmount: 10, feeItems: [{ name: 'a', quantity: 1, type: 'other', amount: 9 }] });
    expect(event.success ? {} : toFieldErrors(event.error)).toEqual({ feeItems: 'validation.claims.amountsUnmatched' });
  });
});

describe('claim helpers', () => {
  test.each([
    ['Nguyễn Thị Ánh', 'NGUYEN THI ANH'],
    ['  đặng   văn  đông', 'DANG VAN DONG'],
    ['TRẦN Ê', 'TRAN E'],
  ])('account name %p → %p', (input, out) => expect(normalizeAccountName(input).trim()).toBe(out));

  test('remaining to allocate', () => {
    expect(remainingToAllocate(1000, [{ amount: 300 }, { amount: 200 }])).toBe(500);
    expect(remainingToAllocate(1000, [{ amount: 1000 }])).toBe(0);
    expect(remainingToAllocate(undefined, [{ amount: 100 }, { amount: null }])).toBe(-100);
  });

  test('risk date within range and not in the future', () => {
    const now = new Date(2026, 0, 15);
    expect(isValidRiskDate('2026-01-15', now)).toBe(true);
    expect(isValidRiskDate('2026-01-16', now)).toBe(false);
    expect(isValidRiskDate('1870-01-01', now)).toBe(false);
    expect(isValidRiskDate('15-01-2026', now)).toBe(false);
  });

  test('"today" is the day in Vietnam whatever the clock zone: at 17:30 UTC an accident of the next day is not in the future', () => {
    const now = new Date('2026-11-28T17:30:00Z');
    expect(todayIso(now)).toBe('2026-11-29');
    expect(isValidRiskDate('2026-11-29', now)).toBe(true);
    expect(isValidRiskDate('2026-11-30', now)).toBe(false);
    expect(todayIso(new Date('2026-11-28T16:59:00Z'))).toBe('2026-11-28');
  });

  test('documents each claim type needs', () => {
    expect(missingDocumentKinds('illness', 'outpatient', ['invoice'])).toEqual(['prescription']);
    expect(missingDocumentKinds('accident', 'inpatient', ['invoice', 'discharge_paper'])).toEqual(['accident_report']);
    expect(missingDocumentKinds('illness', 'outpatient', ['invoice', 'prescription'])).toEqual([]);
  });

  test('settlement decisions must stay within each line and add up', () => {
    const items = [{ id: 1, amount: 100 }, { id: 2, amount: 50 }];
    expect(decisionsAddUp(items, [{ feeItemId: 1, decision: 'approved', approvedAmount: 100 }, { feeItemId: 2, decision: 'partial', approvedAmount: 20 }], 120)).toBe(true);
    expect(decisionsAddUp(items, [{ feeItemId: 1, decision: 'approved', approvedAmount: 100 }, { feeItemId: 2, decision: 'rejected', approvedAmount: 0 }], 120)).toBe(false);
    expect(decisionsAddUp(items, [{ feeItemId: 1, decision: 'partial', approvedAmount: 200 }, { feeItemId: 2, decision: 'rejected', approvedAmount: 0 }], 200)).toBe(false);
    expect(decisionsAddUp(items, [{ feeItemId: 1, decision: 'approved', approvedAmount: 100 }], 100)).toBe(false);
  });
});
