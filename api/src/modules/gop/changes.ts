import { conclusionMatches, type GopStatus, type InsurerGopActionInput, type ProviderGopActionInput } from '@sencare/shared/rules';
import type { Updateable } from 'kysely';
import { ApiFailure, CODE } from '../../http/envelope';
import type { GopRow } from './repository';
import type { GopsTable } from './tables';

export type GopActionInput = ProviderGopActionInput | InsurerGopActionInput;

/** What a transition writes besides its status: columns, the amounts its event records, its note. */
export interface GopChange {
  set: Updateable<GopsTable>;
  amounts: Record<string, number> | null;
  note: string | null;
}

const fieldError = (field: string, key: string) => new ApiFailure(400, CODE.validation, key, null, { [field]: key });
/** The spec's "Please check unmatched amounts or claim decisions" (common error.unmatchedAmounts). */
const unmatched = (data: unknown) => new ApiFailure(400, CODE.validation, 'error.unmatchedAmounts', data);

function required<T>(value: T | undefined, field: string, key: string): T {
  if (value === undefined) throw fieldError(field, key);
  return value;
}

const noteOf = (input: GopActionInput) => (input.note && input.note.length ? input.note : null);
const requiredNote = (input: GopActionInput, key: string) => noteOf(input) ?? (() => { throw fieldError('note', key); })();

/** Amount the insurer may still promise out of the benefit (the payment moves balances on conclude). */
function withinBenefit(amount: number, benefitRemaining: number, field: string) {
  if (amount > benefitRemaining) throw new ApiFailure(400, CODE.validation, 'gop.errors.aboveRemaining', { remaining: benefitRemaining }, { [field]: 'gop.errors.aboveRemaining' });
}

function providerChange(gop: GopRow, input: ProviderGopActionInput, to: GopStatus): GopChange {
  switch (input.action) {
    case 'reply': {
      const note = requiredNote(input, 'gop.errors.noteRequired');
      const set: Updateable<GopsTable> = { return_reason: null, returned_from: null };
      const amounts: Record<string, number> = {};
      if (to === 'pending' && input.estimatedAmount !== undefined) amounts.estimatedAmount = set.estimated_amount = input.estimatedAmount;
      if (to === 'final_submission' && input.finalBillAmount !== undefined) amounts.finalBillAmount = set.final_bill_amount = input.finalBillAmount;
      return { set, amounts: Object.keys(amounts).length ? amounts : null, note };
    }
    case 'final_submit': {
      const finalBillAmount = required(input.finalBillAmount, 'finalBillAmount', 'gop.errors.finalBillRequired');
      const dischargeDate = required(input.dischargeDate, 'dischargeDate', 'gop.errors.dischargeDateRequired');
      if (dischargeDate < gop.admission_date) throw fieldError('dischargeDate', 'gop.errors.dischargeBeforeAdmission');
      return { set: { final_bill_amount: finalBillAmount, discharge_date: dischargeDate }, amounts: { finalBillAmount }, note: noteOf(input) };
    }
    case 'cancel':
      return { set: {}, amounts: null, note: requiredNote(input, 'gop.errors.reasonRequired') };
    case 'resubmit': {
      const estimatedAmount = input.estimatedAmount ?? gop.estimated_amount;
      const set: Updateable<GopsTable> = { estimated_amount: estimatedAmount, guaranteed_amount: null, final_bill_amount: null, payable_amount: null, conclusion: null, discharge_date: null, return_reason: null, returned_from: null, round: gop.round + 1 };
      return { set, amounts: { estimatedAmount }, note: noteOf(input) };
    }
    default: // withdraw
      return { set: {}, amounts: null, note: noteOf(input) };
  }
}

function insurerChange(gop: GopRow, input: InsurerGopActionInput, benefitRemaining: number): GopChange {
  switch (input.action) {
    case 'return':
      return { set: { return_reason: requiredNote(input, 'gop.errors.returnReasonRequired'), returned_from: gop.status }, amounts: null, note: input.note ?? null };
    case 'assess': {
      const g = required(input.guaranteedAmount, 'guaranteedAmount', 'gop.errors.guaranteedAmountRequired');
      if (g > gop.estimated_amount) throw fieldError('guaranteedAmount', 'gop.errors.guaranteeAboveBill');
      withinBenefit(g, benefitRemaining, 'guaranteedAmount');
      return { set: { guaranteed_amount: g }, amounts: { guaranteedAmount: g }, note: noteOf(input) };
    }
    case 'decline':
      return { set: {}, amounts: null, note: requiredNote(input, 'gop.errors.reasonRequired') };
    case 'final_approve': {
      const p = required(input.payableAmount, 'payableAmount', 'gop.errors.payableAmountRequired');
      if (gop.final_bill_amount === null || p > gop.final_bill_amount) throw fieldError('payableAmount', 'gop.errors.payableAboveBill');
      withinBenefit(p, benefitRemaining, 'payableAmount');
      return { set: { payable_amount: p }, amounts: { payableAmount: p }, note: noteOf(input) };
    }
    default: {
      // conclude: the conclusion has to say what the approved payable amount says.
      const conclusion = required(input.conclusion, 'conclusion', 'gop.errors.conclusionRequired');
      const approved = gop.payable_amount ?? 0;
      const finalBill = gop.final_bill_amount ?? 0;
      if ((input.payableAmount !== undefined && input.payableAmount !== approved) || !conclusionMatches(conclusion, approved, finalBill)) {
        throw unmatched({ conclusion, payableAmount: input.payableAmount ?? approved, approvedPayableAmount: approved, finalBillAmount: finalBill });
      }
      return { set: { conclusion }, amounts: { payableAmount: approved }, note: noteOf(input) };
    }
  }
}

/** Checks the action's needs (docs/portals.md "GOP: states") and says what it writes. */
export function changeFor(actor: 'provider' | 'insurer', gop: GopRow, input: GopActionInput, to: GopStatus, benefitRemaining: number): GopChange {
  return actor === 'insurer' ? insurerChange(gop, input as InsurerGopActionInput, benefitRemaining) : providerChange(gop, input as ProviderGopActionInput, to);
}
