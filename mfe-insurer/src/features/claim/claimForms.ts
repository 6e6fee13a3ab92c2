import { z } from 'zod';
import { CLAIM_TRANSITIONS, DOCUMENT_KINDS, todayIso, type ClaimAction, type ClaimStatusName, type ClaimTransition } from '@sencare/shared/rules';
import type { ClaimFeeItem } from '@sencare/shared/contracts';
import type { ClaimActionBody, LineDecision } from '../../api/types';

/**
 * The claim assessment forms' rules (messages are keys of ours or of `common`). The API judges the
 * same body again; these say what is wrong before anything is sent.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}


export interface LineForm {
  feeItemId: number;
  itemAmount: number;
  decision: LineDecision;
  amount: number | null;
  reason: string;
}

export const settleSchema = z
  .object({
    lines: z.array(
      z.object({
        feeItemId: z.number(),
        itemAmount: z.number(),
        decision: z.enum(['approve', 'reduce', 'reject']),
        amount: z.number().nullable(),
        reason: z.string().max(500, { error: 'validation.tooLong' }),
      }),
    ),
    note: z.string().max(1000, { error: 'validation.tooLong' }),
  })
  .superRefine((form, ctx) => {
    form.lines.forEach((line, index) => {
      if (line.decision === 'reduce' && (line.amount === null || line.amount <= 0 || line.amount >= line.itemAmount)) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'amount'], message: 'claim.settle.reducedAmount' });
      }
      if (line.decision !== 'approve' && !line.reason.trim()) ctx.addIssue({ code: 'custom', path: ['lines', index, 'reason'], message: 'claim.settle.reasonRequired' });
    });
  });

export type SettleForm = z.infer<typeof settleSchema>;

export const initialLines = (items: readonly ClaimFeeItem[]): LineForm[] =>
  items.map((item) => ({
    feeItemId: item.id,
    itemAmount: item.amount,
    decision: item.decision === 'rejected' ? 'reject' : item.decision === 'partial' ? 'reduce' : 'approve',
    amount: item.decision === 'partial' ? item.approvedAmount : null,
    reason: '',
  }));

/** What a line pays: all of it, the reduced amount, or nothing. */
export const linePays = (line: Pick<LineForm, 'decision' | 'amount' | 'itemAmount'>): number =>
  line.decision === 'approve' ? line.itemAmount : line.decision === 'reject' ? 0 : (line.amount ?? 0);

export const settleTotal = (lines: readonly LineForm[]) => lines.reduce((sum, line) => sum + linePays(line), 0);

export function settleBody(form: SettleForm): ClaimActionBody {
  const lines = form.lines.map((line) => ({
    feeItemId: line.feeItemId,
    decision: line.decision,
    amount: linePays(line),
    ...(line.decision !== 'approve' ? { reason: line.reason.trim() } : {}),
  }));
  return { action: 'settle', lines, reimbursementAmount: settleTotal(form.lines), ...noteOf(form.note) };
}

export const supplementSchema = z
  .object({
    items: z.record(z.enum(DOCUMENT_KINDS), z.object({ checked: z.boolean(), reason: z.string().max(500, { error: 'validation.tooLong' }) })),
    deadline: z.string(),
    note: z.string().max(1000, { error: 'validation.tooLong' }),
  })
  .superRefine((form, ctx) => {
    const checked = Object.entries(form.items).filter(([, item]) => item.checked);
    if (checked.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.claims.supplementItemsRequired' });
    for (const [code, item] of checked) {
      if (!item.reason.trim()) ctx.addIssue({ code: 'custom', path: ['items', code, 'reason'], message: 'validation.claims.reasonRequired' });
    }
    if (!form.deadline) ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'claim.supplement.deadlineRequired' });
    else if (!isRealDate(form.deadline)) ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'validation.dateInput' });
    else if (form.deadline < todayIso()) ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'claim.supplement.deadlinePast' });
  });

export type SupplementForm = z.infer<typeof supplementSchema>;

export const emptySupplement = (): SupplementForm => ({
  items: Object.fromEntries(DOCUMENT_KINDS.map((code) => [code, { checked: false, reason: '' }])) as SupplementForm['items'],
  deadline: '',
  note: '',
});

export function supplementBody(form: SupplementForm): ClaimActionBody {
  const requestedItems = DOCUMENT_KINDS.filter((code) => form.items[code]?.checked).map((code) => ({ code, reason: form.items[code].reason.trim() }));
  return { action: 'requestSupplement', requestedItems, deadline: form.deadline, ...noteOf(form.note) };
}

/** The other moves: a note, required where the state machine says the insurer must say why. */
export function noteSchema(required: boolean) {
  return z.object({
    note: z
      .string()
      .max(1000, { error: 'validation.tooLong' })
      .refine((v) => !required || v.trim().length > 0, { error: 'claim.reasonRequired' }),
  });
}

/** The insurer's transition of `action` from `status` (claimStateMachine.ts), if there is one. */
export const transitionOf = (status: ClaimStatusName, action: ClaimAction): ClaimTransition | undefined =>
  CLAIM_TRANSITIONS.find((tr) => tr.from === status && tr.action === action && tr.actors.includes('insurer'));

function noteOf(note: string): { note?: string } {
  return note.trim() ? { note: note.trim() } : {};
}

export function noteBody(action: ClaimAction, note: string): ClaimActionBody {
  return { action, ...noteOf(note) };
}


/**
 * Where the API's field errors go in each form (components/useServerErrors.ts). A supplement
 * request's items are named by their place in `requestedItems` ('items.0.reason'): the form's
 * field is that ticked document's reason.
 */
export function supplementFieldOf(apiField: string, sent: ClaimActionBody | undefined): string | null {
  if (apiField === 'deadline' || apiField === 'note') return apiField;
  if (apiField === 'items' || apiField === 'requestedItems') return 'items';
  const item = /^(?:items|requestedItems)\.(\d+)\.(?:reason|name|kind|code)$/.exec(apiField);
  const code = item ? sent?.requestedItems?.[Number(item[1])]?.code : undefined;
  return code ? `items.${code}.reason` : null;
}

export const settleFieldOf = (apiField: string): string | null => (apiField === 'note' || /^lines\.\d+\.(amount|reason)$/.test(apiField) ? apiField : null);

export const noteFieldOf = (apiField: string): string | null => (apiField === 'note' ? 'note' : null);
