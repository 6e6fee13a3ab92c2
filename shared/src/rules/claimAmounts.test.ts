import en from '../i18n/common.en.json';
import vi from '../i18n/common.vi.json';
import { MAX_CLAIM_AMOUNT, claimEventSchema, claimSubmitSchema, claimRevisionSchema, signatureSchema } from './claims';
import { toFieldErrors } from './fieldErrors';

const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const line = { name: 'Khám', quantity: 1, type: 'consultation', amount: 500_000 };
const event = { riskDate: '2026-03-02', claimType: 'illness', treatment: 'outpatient', diagnosis: 'Cúm', requestAmount: 500_000, feeItems: [line] };
const errorsOf = (change: Record<string, unknown>) => {
  const r = claimEventSchema.safeParse({ ...event, ...change });
  return r.success ? {} : toFieldErrors(r.error);
};

describe('amounts say what is wrong with them', () => {
  test.each([
    ['request amount 0', { requestAmount: 0, feeItems: [{ ...line, amount: 0 }] }, 'requestAmount', 'validation.claims.amountPositive'],
    ['negative request amount', { requestAmount: -5 }, 'requestAmount', 'validation.claims.amountPositive'],
    ['request amount too large', { requestAmount: MAX_CLAIM_AMOUNT + 1 }, 'requestAmount', 'validation.claims.amountTooLarge'],
    ['fee amount 0', { feeItems: [{ ...line, amount: 0 }] }, 'feeItems.0.amount', 'validation.claims.amountPositive'],
    ['fee amount too large', { feeItems: [{ ...line, amount: MAX_CLAIM_AMOUNT * 2 }] }, 'feeItems.0.amount', 'validation.claims.amountTooLarge'],
    ['negative unit price', { feeItems: [{ ...line, unitPrice: -1 }] }, 'feeItems.0.unitPrice', 'validation.claims.amountNegative'],
    ['deductible too large', { feeItems: [{ ...line, deductible: MAX_CLAIM_AMOUNT + 1 }] }, 'feeItems.0.deductible', 'validation.claims.amountTooLarge'],
    ['fractional amount', { feeItems: [{ ...line, amount: 10.5 }] }, 'feeItems.0.amount', 'validation.claims.amountWhole'],
  ])('%s', (_name, change, field, key) => {
    expect(errorsOf(change)[field]).toBe(key);
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(vi, key)).toBe('string');
  });

  test('an unchosen treatment says "treatment", not "claim type"', () => {
    expect(errorsOf({ treatment: undefined }).treatment).toBe('validation.claims.treatmentRequired');
    expect(lookup(en, 'validation.claims.treatmentRequired')).toBe('Please select inpatient or outpatient');
  });
});

describe('a new claim is signed (docs/requirements.md §5 "signature cannot be empty")', () => {
  const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==';
  test('POST /claims without a signature names the field; a revision keeps the one the claim has', () => {
    const withoutSignature = (schema: typeof claimSubmitSchema | typeof claimRevisionSchema) => {
      const r = schema.safeParse({ signature: undefined });
      return r.success ? {} : toFieldErrors(r.error);
    };
    expect(withoutSignature(claimSubmitSchema).signature).toBe('validation.claims.signatureRequired');
    expect(withoutSignature(claimRevisionSchema).signature).toBeUndefined();
    expect(claimSubmitSchema.safeParse({ signature }).error?.issues.some((i) => i.path[0] === 'signature')).toBe(false);
  });
  test('a PNG label over bytes that are not a PNG (a JPEG, zeros) is no signature: one message on the field', () => {
    const jpeg = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(7)));
    for (const body of [jpeg, 'A'.repeat(80)]) {
      const r = signatureSchema.safeParse(`data:image/png;base64,${body}`);
      expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual(['validation.claims.signatureRequired']);
    }
  });
});
