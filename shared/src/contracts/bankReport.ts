import { z } from 'zod';
import { endpoint } from './endpoint';

const required = { error: 'validation.required' };

/** The bank's payment report, as the insurer's finance desk exports it: these columns, in this order, with a header row. */
export const BANK_REPORT_COLUMNS = ['claimNo', 'amount', 'reference'] as const;
/** One day's transfers of a busy insurer fit in a file; a bigger report is split (docs/portals.md "Bank report"). */
export const MAX_BANK_REPORT_ROWS = 500;

export const BANK_REPORT_OUTCOMES = ['paid', 'wouldPay', 'already', 'refused'] as const;
export type BankReportOutcome = (typeof BANK_REPORT_OUTCOMES)[number];

export const bankReportInputSchema = z.strictObject({
  csv: z.string(required).min(1, required).max(200_000, { error: 'validation.tooLong' }),
  /** false (the default) is a dry run: every row checked, nothing changed. */
  apply: z.boolean({ error: 'validation.invalid' }).default(false),
});

export const bankReportRowSchema = z.object({
  line: z.number().describe('1 is the header; the first transfer is line 2'),
  claimNo: z.string(),
  amount: z.number().nullable().describe('null when the file’s amount is not a whole number of đồng'),
  reference: z.string(),
  outcome: z.enum(BANK_REPORT_OUTCOMES).describe('paid: marked paid now; wouldPay: a dry run would mark it; already: paid before; refused: see reason'),
  reason: z.string().nullable().describe('A message key of the insurer console (bankReport.reason.*) when refused'),
});
export const bankReportResultSchema = z.object({
  applied: z.boolean(),
  rows: z.array(bankReportRowSchema),
  counts: z.object({ paid: z.number(), wouldPay: z.number(), already: z.number(), refused: z.number() }),
});
export type BankReportResult = z.infer<typeof bankReportResultSchema>;
export type BankReportRow = BankReportResult['rows'][number];

/** Marking claims paid from the bank's report (/api/insurer; api/src/modules/insurer/bank-report.ts). */
export const bankReport = {
  check: endpoint({
    method: 'POST',
    path: '/insurer/claims/bank-report',
    summary: "Mark claims paid from the bank's payment report (CSV: claimNo,amount,reference): a dry run by default, `apply` marks each matching row",
    description:
      'A row is paid only if its claim waits for payment and the amount is the settled one; each row on its own, so one refused row stops no other. A claim already paid is `already`: the same file applied twice pays nothing twice. A file without the header → 400 validation.bankReport.header.',
    body: bankReportInputSchema,
    response: bankReportResultSchema,
  }),
};
