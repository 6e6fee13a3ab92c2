import { z } from 'zod';
import type { Gop, GopActionBody, GopConclusion } from '../../api/types';
import { conclusionMatches, type InsurerGopAction } from './gopActions';

export interface GopFormValues {
  note: string;
  amount: number | null;
  conclusion: GopConclusion | undefined;
}

/** The bill an amount is judged against: the final bill once it is known, else the estimate. */
export const billOf = (gop: Pick<Gop, 'estimatedAmount' | 'finalBillAmount'>) => gop.finalBillAmount ?? gop.estimatedAmount;

/** Each insurer action's rules (docs/portals.md "GOP: states"), messages as keys of ours or of `common`. */
export function gopFormSchema(action: InsurerGopAction, gop: Pick<Gop, 'estimatedAmount' | 'finalBillAmount'>) {
  const bill = billOf(gop);
  return z
    .object({ note: z.string().max(1000, { error: 'validation.tooLong' }), amount: z.number().nullable(), conclusion: z.enum(['fully_pay', 'partially_pay', 'decline']).optional() })
    .superRefine((form, ctx) => {
      const note = form.note.trim();
      if (action === 'return' && !note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'gop.form.returnReasonRequired' });
      if (action === 'decline' && !note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'gop.form.declineReasonRequired' });
      if (action === 'assess' && (form.amount === null || form.amount <= 0 || form.amount > gop.estimatedAmount)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'gop.form.guaranteeRange' });
      }
      if ((action === 'final_approve' || action === 'conclude') && (form.amount === null || form.amount > bill)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'gop.form.payableRange' });
      }
      if (action === 'conclude') {
        if (!form.conclusion) ctx.addIssue({ code: 'custom', path: ['conclusion'], message: 'gop.form.conclusionRequired' });
        else if (form.amount !== null && form.amount <= bill && !conclusionMatches(form.conclusion, form.amount, bill)) {
          ctx.addIssue({ code: 'custom', path: ['conclusion'], message: 'error.unmatchedAmounts' });
        }
      }
    });
}

export function gopFormDefaults(action: InsurerGopAction, gop: Gop): GopFormValues {
  const amount = action === 'assess' ? gop.estimatedAmount : action === 'final_approve' ? (gop.finalBillAmount ?? null) : action === 'conclude' ? gop.payableAmount : null;
  return { note: '', amount, conclusion: undefined };
}

export function gopActionBody(action: InsurerGopAction, form: GopFormValues): GopActionBody {
  const note = form.note.trim() ? { note: form.note.trim() } : {};
  if (action === 'assess') return { action, guaranteedAmount: form.amount ?? 0, ...note };
  if (action === 'final_approve') return { action, payableAmount: form.amount ?? 0, ...note };
  if (action === 'conclude') return { action, conclusion: form.conclusion, payableAmount: form.amount ?? 0, ...note };
  return { action, ...note };
}
