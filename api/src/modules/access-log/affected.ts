import path from 'node:path';
import { csvField } from '../../lib/csv';
import type { Db } from '../../db/database';
import './tables';

/** Why a person is on the list: their data was read in the window, or one of the files is theirs. */
export type AffectedReason = 'read' | 'file';
export interface AffectedPerson {
  userId: number;
  account: string;
  email: string;
  reasons: AffectedReason[];
}

export interface AffectedQuery {
  /** ISO-8601 instants, `from` included, `to` excluded. */
  window?: { from: string; to: string };
  /** Stored object keys or paths (claims/…, cashless/…, gop/…); matched by file name. */
  files?: string[];
}

/** The owners of stored files, through the three documents tables (claims, cashless, GOP). */
async function ownersOfFiles(db: Db, files: string[]): Promise<number[]> {
  const names = [...new Set(files.map((f) => path.posix.basename(f.trim().replace(/\\/g, '/'))).filter(Boolean))];
  if (!names.length) return [];
  const claims = await db.selectFrom('claim_documents').innerJoin('claims', 'claims.id', 'claim_documents.claim_id').select('claims.user_id as id').where('claim_documents.stored_name', 'in', names).execute();
  const cashless = await db
    .selectFrom('cashless_documents')
    .innerJoin('cashless_applications', 'cashless_applications.id', 'cashless_documents.application_id')
    .select('cashless_applications.user_id as id')
    .where('cashless_documents.stored_name', 'in', names)
    .execute();
  const gops = await db.selectFrom('gop_documents').innerJoin('gops', 'gops.id', 'gop_documents.gop_id').select('gops.user_id as id').where('gop_documents.stored_name', 'in', names).execute();
  return [...claims, ...cashless, ...gops].map((r) => Number(r.id));
}

/**
 * Breach readiness (docs/privacy.md "Access log"): the people to notify when a time window and/or a
 * set of stored files is known to be exposed. The window names everyone whose data staff or a
 * hospital read in it (the access log); the files name their owners (the documents tables). Both
 * given: everyone either names, once, with every reason. Sorted by user id.
 */
export async function affectedPeople(db: Db, query: AffectedQuery): Promise<AffectedPerson[]> {
  const reasons = new Map<number, Set<AffectedReason>>();
  const add = (ids: number[], reason: AffectedReason) => ids.forEach((id) => reasons.set(id, (reasons.get(id) ?? new Set()).add(reason)));
  if (query.window) {
    const rows = await db.selectFrom('access_log').select('subject_user_id').distinct().where('created_at', '>=', query.window.from).where('created_at', '<', query.window.to).execute();
    add(rows.map((r) => Number(r.subject_user_id)), 'read');
  }
  if (query.files) add(await ownersOfFiles(db, query.files), 'file');
  if (!reasons.size) return [];
  const users = await db.selectFrom('users').select(['id', 'account', 'email']).where('id', 'in', [...reasons.keys()]).orderBy('id').execute();
  return users.map((u) => ({ userId: u.id, account: u.account, email: u.email, reasons: [...(reasons.get(Number(u.id)) ?? [])].sort() }));
}

export class AffectedUsage extends Error {}

const instant = (name: string, value: string | undefined): string => {
  if (!value || Number.isNaN(Date.parse(value))) throw new AffectedUsage(`--${name} needs an ISO-8601 date or time, e.g. 2026-11-27T08:00:00Z`);
  return new Date(value).toISOString();
};

/** `--from <iso> --to <iso> [--files <file>]` → the query; the file lists one stored path a line. */
export function parseAffectedArgs(argv: string[], readFile: (file: string) => string): AffectedQuery {
  const value = (flag: string) => {
    const i = argv.indexOf(`--${flag}`);
    return i === -1 ? undefined : (argv[i + 1] ?? '');
  };
  const [from, to, files] = [value('from'), value('to'), value('files')];
  if (from === undefined && to === undefined && files === undefined) throw new AffectedUsage('usage: privacy:affected --from <iso> --to <iso> [--files <path-list-file>]');
  const query: AffectedQuery = {};
  if (from !== undefined || to !== undefined) {
    query.window = { from: instant('from', from), to: instant('to', to) };
    if (query.window.from >= query.window.to) throw new AffectedUsage('--from must be before --to');
  }
  if (files !== undefined) {
    if (!files) throw new AffectedUsage('--files needs a file listing one stored path a line');
    query.files = readFile(files).split(/\r?\n/).filter((line) => line.trim());
  }
  return query;
}

/** The answer as CSV lines (user_id,account,email,reasons), header first, for the people handling the breach. */
export function affectedCsv(people: AffectedPerson[]): string {
  const rows = people.map((p) => [p.userId, p.account, p.email, p.reasons.join('+')].map(csvField).join(','));
  return ['user_id,account,email,reasons', ...rows].join('\n') + '\n';
}
