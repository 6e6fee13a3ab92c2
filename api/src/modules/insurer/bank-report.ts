import { BANK_REPORT_COLUMNS, MAX_BANK_REPORT_ROWS, claimParams, type BankReportOutcome, type BankReportResult, type BankReportRow } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure, fail } from '../../http/envelope';
import { parseCsv } from '../../lib/csv';
import type { UserRow } from '../auth';
import type { InsurerClaims } from './service';

/** A bank's transaction reference: letters, digits and the separators banks print. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/._-]{0,63}$/;

interface Transfer {
  line: number;
  claimNo: string;
  amount: number | null;
  reference: string;
}

/** What the customer reads on the claim's timeline: the payment and the bank's reference for it. */
const paidNote = (reference: string) => ({
  en: `Paid by bank transfer, reference ${reference}`,
  vi: `Đã thanh toán bằng chuyển khoản, mã giao dịch ${reference}`,
});

function readTransfers(csv: string): Transfer[] {
  const [header, ...lines] = parseCsv(csv);
  const columns = (header ?? []).map((c) => c.trim());
  if (BANK_REPORT_COLUMNS.some((column, i) => columns[i] !== column)) throw fail.field('csv', 'validation.bankReport.header');
  if (lines.length === 0) throw fail.field('csv', 'validation.bankReport.empty');
  if (lines.length > MAX_BANK_REPORT_ROWS) throw fail.field('csv', 'validation.bankReport.tooLong');
  return lines.map(([claimNo = '', amount = '', reference = ''], i) => {
    const digits = amount.trim();
    return { line: i + 2, claimNo: claimNo.trim().toUpperCase(), amount: /^\d{1,12}$/.test(digits) ? Number(digits) : null, reference: reference.trim() };
  });
}

/** The row's fault on its own, before any claim is read; null when it is well formed. */
function formatFault(transfer: Transfer, seen: Set<string>): string | null {
  // A claim number as every claim route takes it (the contracts' claimParams).
  if (!claimParams.shape.id.safeParse(transfer.claimNo).success) return 'bankReport.reason.claimNo';
  if (transfer.amount === null || transfer.amount <= 0) return 'bankReport.reason.amount';
  if (!REFERENCE.test(transfer.reference)) return 'bankReport.reason.reference';
  if (seen.has(transfer.claimNo)) return 'bankReport.reason.duplicate';
  seen.add(transfer.claimNo);
  return null;
}

type ClaimState = { status: string; reimbursement_amount: number | null };

function outcomeFor(transfer: Transfer, claim: ClaimState | undefined): { outcome: BankReportOutcome; reason: string | null } {
  if (!claim || claim.status === 'draft') return { outcome: 'refused', reason: 'bankReport.reason.notFound' };
  if (claim.status === 'paid') return { outcome: 'already', reason: null };
  if (claim.status !== 'to_be_paid') return { outcome: 'refused', reason: 'bankReport.reason.notToBePaid' };
  if (Number(claim.reimbursement_amount) !== transfer.amount) return { outcome: 'refused', reason: 'bankReport.reason.amountMismatch' };
  return { outcome: 'wouldPay', reason: null };
}

/**
 * The bank's payment report (docs/portals.md "Bank report"): each row marks its claim paid when
 * the claim waits for payment and the amount is the one settled. Rows stand alone, as the bank's
 * transfers do; a dry run answers exactly what applying would do at that moment. The move is the
 * insurer's one way to move a claim (InsurerClaims.transition), so the timeline names the person,
 * the customer gets the paid message, and a claim moved meanwhile (another file, another desk) is
 * read again: paid by then is `already`, never paid twice.
 */
export async function bankReport(db: Db, claims: InsurerClaims, actor: UserRow, csv: string, apply: boolean): Promise<BankReportResult> {
  const transfers = readTransfers(csv);
  const seen = new Set<string>();
  const faults = transfers.map((t) => formatFault(t, seen));
  const wanted = [...seen];
  const states = new Map<string, ClaimState>();
  for (let i = 0; i < wanted.length; i += 100) {
    const chunk = await db.selectFrom('claims').select(['id', 'status', 'reimbursement_amount']).where('id', 'in', wanted.slice(i, i + 100)).execute();
    for (const c of chunk) states.set(c.id, c);
  }
  const rows: BankReportRow[] = [];
  for (const [i, transfer] of transfers.entries()) {
    const fault = faults[i];
    let result = fault ? { outcome: 'refused' as const, reason: fault } : outcomeFor(transfer, states.get(transfer.claimNo));
    if (apply && result.outcome === 'wouldPay') result = await pay(db, claims, actor, transfer);
    rows.push({ ...transfer, ...result });
  }
  const count = (outcome: BankReportOutcome) => rows.filter((r) => r.outcome === outcome).length;
  return { applied: apply, rows, counts: { paid: count('paid'), wouldPay: count('wouldPay'), already: count('already'), refused: count('refused') } };
}

async function pay(db: Db, claims: InsurerClaims, actor: UserRow, transfer: Transfer): Promise<{ outcome: BankReportOutcome; reason: string | null }> {
  try {
    await claims.transition(actor, transfer.claimNo, { to: 'paid', note: paidNote(transfer.reference) });
    return { outcome: 'paid', reason: null };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    // Moved since it was read: say what it is now.
    const now = await db.selectFrom('claims').select(['status', 'reimbursement_amount']).where('id', '=', transfer.claimNo).executeTakeFirst();
    const again = outcomeFor(transfer, now);
    return again.outcome === 'wouldPay' ? { outcome: 'refused', reason: 'bankReport.reason.changed' } : again;
  }
}
