/**
 * Play the insurer locally: `npm run assessor -w api -- <command>` (assessor-cli.ts). Uses the
 * database of the config (data/sencare.db, or DATABASE_FILE / DATABASE_URL). Every move goes
 * through the insurer's service (service.ts InsurerClaims.transition), as the console's do, so
 * the shared state machine, the timeline (actor, time, note) and the customer's inbox message
 * are exactly what the API would produce. With REDIS_URL (and the API's REDIS_PREFIX) the live
 * events reach the customers' open streams too. `npm run assessor -w api -- help` lists the commands.
 */
import { CLAIM_STATUSES, CLAIM_TABS, STATUSES_BY_TAB, claimTransitionSchema, type ClaimStatusName, type ClaimTab, type ClaimTransitionRequest } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Db, Dialect } from '../../db/database';
import { ApiFailure } from '../../http/envelope';
import type { UserRow } from '../auth';
import { itemsSummary, noteFrom, parseItems, shownText } from './assessor-texts';
import { InsurerClaims } from './service';

export { parseItem } from './assessor-texts';

export const USAGE = `usage: npm run assessor -w api -- <command> [--as <insurer account>]
  list [status|tab|all]                          claims of every customer (default: in_progress tab)
  show <claimId>                                 summary, fee items, requested documents, timeline
  supplement <claimId> --item "name|reason|yyyy-mm-dd[|kind]" [--item ...] [--note text]
                                                 request documents (kind: ${['invoice', 'prescription', 'medical_record', 'discharge_paper', 'accident_report', 'other'].join(', ')})
  revise <claimId> <note>                        ask the customer to revise the claim
  originals <claimId> [note]                     ask for the original documents
  originals-received <claimId> [note]            originals arrived, back to processing
  settle <claimId> [--line <feeItemId>=approved|rejected|<amount>]... [--share 0.9] [--amount N] [--note text]
                                                 decide every fee line (default: approved in full); the amount must add up
  deny <claimId> <reason>                        deny the claim
  approve-payment <claimId> [note]               settled → to be paid
  paid <claimId> [note]                          mark paid
  payment-failed <claimId> <reason>              the bank refused the transfer
  retry-payment <claimId> [note]                 payment failed → to be paid (bank retry)
  finish <claimId> [note]                        paid → finished
  cancel <claimId> [note]                        close a processing claim the customer withdrew offline
  move <claimId> <status> [note]                 any transition the state machine allows the insurer
Texts in both languages: a note or an item's text given once is shown in both; give each language
with --note-en / --note-vi, and for the n-th --item with --item-en / --item-vi "name|reason", e.g.
  deny <claimId> --note-en "Not covered" --note-vi "Không thuộc phạm vi bảo hiểm"`;

export interface AssessorContext {
  db: Db;
  dialect: Dialect;
  config: AppConfig;
}

export type Out = (line: string) => void;

/** Splits `--flag value` pairs (repeatable) from positional arguments. */
export function parseArgs(args: readonly string[]): { positional: string[]; flags: Record<string, string[]> } {
  const positional: string[] = [];
  const flags: Record<string, string[]> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
      const value = inline ?? args[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      (flags[name] ??= []).push(value);
    } else positional.push(a);
  }
  return { positional, flags };
}

/** One decision per fee line: `--line 12=approved`, `--line 13=rejected`, `--line 14=250000`; unlisted lines follow --share (default 1). */
export function decide(claim: ClaimDetail, lines: readonly string[], share = 1) {
  const given = new Map(lines.map((l) => {
    const [id, value] = l.split('=');
    return [Number(id), value] as const;
  }));
  for (const id of given.keys()) if (!claim.feeItems.some((f) => f.id === id)) throw new Error(`claim ${claim.id} has no fee item ${id} (see: show ${claim.id})`);
  return claim.feeItems.map((f) => {
    const value = given.get(f.id);
    const approvedAmount = value === 'approved' ? f.amount : value === 'rejected' ? 0 : value !== undefined ? Number(value) : Math.round(f.amount * share);
    if (!Number.isInteger(approvedAmount) || approvedAmount < 0) throw new Error(`fee item ${f.id}: "${value}" is not approved, rejected or an amount in VND`);
    const decision = approvedAmount === f.amount ? 'approved' : approvedAmount === 0 ? 'rejected' : 'partial';
    return { feeItemId: f.id, decision: decision as 'approved' | 'partial' | 'rejected', approvedAmount };
  });
}

const vnd = (n: number | null) => (n === null ? '-' : `${n.toLocaleString('en-US')} VND`);

export function describe(c: ClaimDetail, out: Out): void {
  out(`${c.id}  ${c.status}  ${c.insuredName}  risk ${c.riskDate ?? '-'}  ${c.claimType ?? ''}/${c.treatment ?? ''}`);
  out(`  diagnosis: ${c.diagnosis ?? '-'}   policies: ${c.policies.map((p) => p.policyNo).join(', ')}`);
  out(`  requested: ${vnd(c.requestAmount)}   reimbursement: ${vnd(c.reimbursementAmount)}`);
  out(`  payee: ${c.payee.bankCode ?? '-'} ${c.payee.accountNumber ?? ''} ${c.payee.accountName ?? ''}`);
  out('  fee items:');
  for (const f of c.feeItems) out(`    #${f.id}  ${f.name}  ${f.quantity} × ${vnd(f.unitPrice)} = ${vnd(f.amount)}  ${f.decision ? `${f.decision} ${vnd(f.approvedAmount)}` : 'undecided'}`);
  if (c.supplementItems.length) {
    out('  requested documents:');
    for (const s of c.supplementItems) out(`    #${s.id}  ${shownText(s.name) || s.kind} (${s.kind})  ${shownText(s.reason)}  ${s.deadline ? `by ${s.deadline}` : ''}  ${s.answeredAt ? `answered ${s.answeredAt}` : 'open'}`);
  }
  out(`  documents: ${c.documents.length}`);
  out('  timeline:');
  for (const e of c.events) out(`    ${e.createdAt}  ${e.from ?? '-'} → ${e.to}  (${e.actorRole})${e.note ? `  ${shownText(e.note)}` : ''}`);
}

async function insurer(db: Db, account?: string): Promise<UserRow> {
  let q = db.selectFrom('users').selectAll().where('role', '=', 'insurer');
  if (account) q = q.where('account', '=', account);
  const row = await q.orderBy('id').executeTakeFirst();
  if (!row) throw new Error(account ? `no insurer account "${account}"` : 'no insurer account in this database (run: npm run seed -w api)');
  return row as UserRow;
}

async function list(ctx: AssessorContext, filter: string | undefined, out: Out) {
  const statuses: readonly ClaimStatusName[] =
    !filter ? STATUSES_BY_TAB.in_progress
    : filter === 'all' ? CLAIM_STATUSES.filter((s) => s !== 'draft')
    : (CLAIM_TABS as readonly string[]).includes(filter) ? STATUSES_BY_TAB[filter as ClaimTab]
    : (CLAIM_STATUSES as readonly string[]).includes(filter) ? [filter as ClaimStatusName]
    : [];
  if (!statuses.length) throw new Error(`unknown status or tab "${filter}" (statuses: ${CLAIM_STATUSES.join(', ')}; tabs: ${CLAIM_TABS.join(', ')}; all)`);
  const rows = await ctx.db
    .selectFrom('claims')
    .innerJoin('insured_persons', 'insured_persons.id', 'claims.insured_id')
    .innerJoin('users', 'users.id', 'claims.user_id')
    .select(['claims.id', 'claims.status', 'claims.request_amount', 'claims.updated_at', 'insured_persons.full_name', 'users.account'])
    .where('claims.status', 'in', [...statuses])
    .orderBy('claims.updated_at', 'desc')
    .orderBy('claims.id', 'desc')
    .execute();
  for (const r of rows) out(`${r.id}  ${r.status.padEnd(20)}  ${r.account.padEnd(10)}  ${r.full_name}  ${vnd(r.request_amount === null ? null : Number(r.request_amount))}`);
  out(`${rows.length} claim(s)`);
}

/** Runs one command; returns the exit code. Errors of the service are `common` i18n keys. */
export async function runAssessor(ctx: AssessorContext, argv: readonly string[], out: Out = console.log, err: Out = console.error): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { positional, flags } = parseArgs(rest);
    const service = new InsurerClaims(ctx as AppContext);
    const [id, ...words] = positional;
    const text = noteFrom(words.join(' ') || flags.note?.join(' ') || undefined, flags);
    const need = (what: string) => {
      if (!id) throw new Error(`${command} needs a ${what}\n${USAGE}`);
      return id;
    };
    const move = async (input: ClaimTransitionRequest) => {
      const parsed = claimTransitionSchema.safeParse(input);
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));
      const actor = await insurer(ctx.db, flags.as?.[0]);
      const d = await service.transition(actor, need('claim id'), parsed.data);
      out(`${d.id} → ${d.status}${d.reimbursementAmount !== null && input.to === 'settled' ? ` (${vnd(d.reimbursementAmount)})` : ''}`);
      return d;
    };
    switch (command) {
      case 'list':
        await list(ctx, id, out);
        return 0;
      case 'show':
        describe(await service.detail(await insurer(ctx.db, flags.as?.[0]), need('claim id')), out);
        return 0;
      case 'supplement': {
        const items = parseItems(flags);
        if (!items.length) throw new Error('supplement needs at least one --item "name|reason|yyyy-mm-dd[|kind]"');
        await move({ to: 'supplement_requested', items, note: noteFrom(flags.note?.join(' '), flags) ?? itemsSummary(items) });
        return 0;
      }
      case 'revise':
        await move({ to: 'to_be_revised', note: text });
        return 0;
      case 'originals':
        await move({ to: 'waiting_originals', note: text });
        return 0;
      case 'originals-received':
        await move({ to: 'processing', note: text });
        return 0;
      case 'settle': {
        const claim = await service.detail(await insurer(ctx.db, flags.as?.[0]), need('claim id'));
        const decisions = decide(claim, flags.line ?? [], flags.share ? Number(flags.share[0]) : 1);
        const amount = flags.amount ? Number(flags.amount[0]) : decisions.reduce((s, d) => s + d.approvedAmount, 0);
        await move({ to: 'settled', decisions, amount, note: noteFrom(flags.note?.join(' '), flags) });
        return 0;
      }
      case 'deny':
        await move({ to: 'denied', note: text });
        return 0;
      case 'approve-payment':
        await move({ to: 'to_be_paid', note: text });
        return 0;
      case 'paid':
        await move({ to: 'paid', note: text });
        return 0;
      case 'payment-failed':
        await move({ to: 'payment_failed', note: text });
        return 0;
      case 'retry-payment':
        await move({ to: 'to_be_paid', note: text });
        return 0;
      case 'finish':
        await move({ to: 'finished', note: text });
        return 0;
      case 'cancel':
        await move({ to: 'cancelled', note: text });
        return 0;
      case 'move': {
        const [to, ...note] = words;
        if (!(CLAIM_STATUSES as readonly string[]).includes(to)) throw new Error(`unknown status "${to}" (${CLAIM_STATUSES.join(', ')})`);
        await move({ to: to as ClaimStatusName, note: noteFrom(note.join(' ') || flags.note?.join(' '), flags) });
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        out(USAGE);
        return 0;
      default:
        err(`unknown command "${command}"\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof ApiFailure) err(`refused: ${error.msg}${error.data ? ` ${JSON.stringify(error.data)}` : ''}${error.errors ? ` ${JSON.stringify(error.errors)}` : ''}`);
    else err((error as Error).message);
    return 1;
  }
}
