import type { Kysely, Transaction } from 'kysely';
import type { ImportResult } from '@sencare/shared/contracts';
import { MEMBER_CSV_COLUMNS, memberInputSchema, toFieldErrors, type MemberParsed } from '@sencare/shared/rules';
import type { Database } from '../../db/schema';
import { ApiFailure, fail } from '../../http/envelope';
import { parseCsv } from '../../lib/csv';
import { nowIso } from '../../lib/time';
import type { Mail } from '../mail';
import { enrolMember } from './enrol';
import { planOf, requireAdmin, type HrScope } from './members';

type Row = ImportResult['rows'][number];
/** A file HR fills in by hand: a few thousand employees at most; bigger files are split. */
export const MAX_IMPORT_ROWS = 2000;

/** Stops the transaction of a dry run, or of a file with errors, after every row was tried. */
class RollBack extends Error {}

const errorsOf = (failure: ApiFailure) => Object.entries(failure.errors ?? { _: failure.msg }).map(([field, key]) => ({ field, key }));

/** What changes for a person already on the policy: the fields an edit may change, nothing else. */
async function updateIfChanged(trx: Transaction<Database>, scope: HrScope, input: MemberParsed): Promise<'unchanged' | 'update' | null> {
  const plan = await planOf(trx, scope.employerId, input.planCode);
  if (!plan) return null;
  const existing = await trx.selectFrom('group_members').selectAll().where('policy_id', '=', plan.policyId).where('id_number', '=', input.idNumber).executeTakeFirst();
  if (!existing) return null;
  if (existing.employer_id !== scope.employerId || existing.relationship !== input.relationship || existing.employee_no !== input.employeeNo) throw fail.field('idNumber', 'validation.hr.alreadyMember');
  if (scope.department !== null && existing.department !== scope.department) throw fail.field('idNumber', 'validation.hr.alreadyMember');
  const next = { full_name: input.fullName, email: input.email?.toLowerCase() ?? null, phone: input.phone ?? null, department: input.department, plan_code: input.planCode };
  if ((Object.keys(next) as (keyof typeof next)[]).every((key) => existing[key] === next[key])) return 'unchanged';
  if (existing.status === 'ended') throw fail.field('idNumber', 'validation.hr.coverEnded');
  await trx.updateTable('group_members').set({ ...next, updated_at: nowIso() }).where('id', '=', existing.id).execute();
  return 'update';
}

/**
 * A CSV import, dry run or applied (docs/portals.md "Import"): every row is parsed with the form's
 * schema and then enrolled or updated inside one transaction, in the file's order with employees
 * before their dependants, so the dry run finds exactly the errors applying would meet. The
 * transaction is rolled back for a dry run and for a file with any error: nothing of a file is
 * stored unless all of it is. A person already on the policy with the same details is
 * `unchanged`, so importing the same file again changes nothing.
 */
export async function importMembers(db: Kysely<Database>, scope: HrScope, csv: string, apply: boolean): Promise<{ result: ImportResult; invitations: Mail[] }> {
  requireAdmin(scope);
  const [header, ...lines] = parseCsv(csv);
  const columns = (header ?? []).map((c) => c.trim());
  if (MEMBER_CSV_COLUMNS.some((column, i) => columns[i] !== column)) throw fail.field('csv', 'validation.hr.csvHeader');
  if (lines.length === 0) throw fail.field('csv', 'validation.hr.csvEmpty');
  if (lines.length > MAX_IMPORT_ROWS) throw fail.field('csv', 'validation.hr.csvTooLong');
  const parsed = lines.map((cells, i) => ({ line: i + 2, cells, input: memberInputSchema.safeParse(Object.fromEntries(MEMBER_CSV_COLUMNS.map((c, j) => [c, cells[j] ?? '']))) }));
  const order = [...parsed].sort((a, b) => Number(a.input.data?.relationship !== 'self') - Number(b.input.data?.relationship !== 'self') || a.line - b.line);
  const rows = new Map<number, Row>();
  const invitations: Mail[] = [];
  const seen = new Set<string>();
  const attempt = async (trx: Transaction<Database>) => {
    for (const { line, cells, input } of order) {
      const fullName = (cells[MEMBER_CSV_COLUMNS.indexOf('fullName')] ?? '').trim();
      if (!input.success) {
        rows.set(line, { line, fullName, action: 'error', errors: Object.entries(toFieldErrors(input.error)).map(([field, key]) => ({ field, key })) });
        continue;
      }
      if (seen.has(input.data.idNumber)) {
        rows.set(line, { line, fullName, action: 'error', errors: [{ field: 'idNumber', key: 'validation.hr.duplicateInFile' }] });
        continue;
      }
      seen.add(input.data.idNumber);
      try {
        const updated = await updateIfChanged(trx, scope, input.data);
        if (updated) rows.set(line, { line, fullName, action: updated, errors: [] });
        else {
          const enrolled = await enrolMember(trx, scope, input.data);
          if (enrolled.invitation) invitations.push(enrolled.invitation);
          rows.set(line, { line, fullName, action: 'create', errors: [] });
        }
      } catch (error) {
        if (!(error instanceof ApiFailure) || error.httpStatus >= 500) throw error;
        rows.set(line, { line, fullName, action: 'error', errors: errorsOf(error) });
      }
    }
    const failed = [...rows.values()].some((row) => row.action === 'error');
    if (!apply || failed) throw new RollBack();
  };
  const applied = await db.transaction().execute(attempt).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RollBack) return false;
      throw error;
    },
  );
  const sorted = [...rows.values()].sort((a, b) => a.line - b.line);
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of sorted) counts[row.action]++;
  return { result: { applied, rows: sorted, counts }, invitations: applied ? invitations : [] };
}
