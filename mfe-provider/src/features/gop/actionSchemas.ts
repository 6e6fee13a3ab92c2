import { z } from 'zod';
import type { ProviderAction } from '../../api/gopActions';
import type { GopActionInput } from '../../api/types';
import { parseVnd } from '../../components/money';
import { amountField, dateField } from '../gopNew/gopSchemas';

/** What each provider action asks for (docs/portals.md "GOP: states", the `needs` column). */
export const actionSchema = z
  .object({
    action: z.enum(['reply', 'withdraw', 'final_submit', 'cancel', 'resubmit']),
    note: z.string().max(1000, 'form.errors.noteLong'),
    estimated: z.string(),
    finalBill: z.string(),
    dischargeDate: z.string(),
    admissionDate: z.string(),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const issuesOf = (schema: z.ZodType, value: string, path: string) => {
      const result = schema.safeParse(value);
      if (!result.success) add(path, result.error.issues[0].message);
    };
    if (v.action === 'reply' && !v.note.trim()) add('note', 'form.errors.noteRequired');
    if (v.action === 'cancel' && !v.note.trim()) add('note', 'form.errors.reasonRequired');
    if (v.action === 'reply') issuesOf(amountField(true), v.estimated, 'estimated');
    if (v.action === 'final_submit') {
      issuesOf(amountField(), v.finalBill, 'finalBill');
      issuesOf(dateField('form.errors.dischargeRequired'), v.dischargeDate, 'dischargeDate');
      // A discharge before the admission is a typing slip the insurer would return.
      if (/^\d{4}-\d{2}-\d{2}$/.test(v.dischargeDate) && v.dischargeDate < v.admissionDate) add('dischargeDate', 'form.errors.dateInvalid');
    }
  });

export type ActionForm = z.infer<typeof actionSchema>;

export const emptyActionForm = (action: ProviderAction, admissionDate: string): ActionForm => ({ action, note: '', estimated: '', finalBill: '', dischargeDate: '', admissionDate });

/** The body of POST /provider/gops/:id/actions for a valid form: only what the action takes. */
export function actionBody(v: ActionForm): GopActionInput {
  const note = v.note.trim() || undefined;
  switch (v.action) {
    case 'reply':
      return { action: 'reply', note, estimatedAmount: v.estimated.trim() ? (parseVnd(v.estimated) ?? undefined) : undefined };
    case 'final_submit':
      return { action: 'final_submit', note, finalBillAmount: parseVnd(v.finalBill) ?? 0, dischargeDate: v.dischargeDate };
    default:
      return { action: v.action, note };
  }
}
