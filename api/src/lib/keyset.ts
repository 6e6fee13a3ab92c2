import { fail } from '../http/envelope';

/**
 * Keyset ("cursor") paging for the staff queues (docs/architecture.md "Queues by keyset"): a page
 * continues after the last row of the one before, by the list's own order (updated_at, id), so the
 * database walks an index from that row and reads only the page's rows, however deep the page.
 * OFFSET read and threw away every row before the page; a full count read them all.
 *
 * The cursor is opaque to clients: base64url of [updated_at, id] of the page's last row.
 */
export type KeysetPosition<Id extends string | number> = readonly [updatedAt: string, id: Id];

export function encodeCursor(position: KeysetPosition<string | number>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** The position a cursor names; a cursor the API did not make → 400 validation.invalid on `cursor`. */
export function decodeCursor<Id extends 'string' | 'number'>(cursor: string, idType: Id): KeysetPosition<Id extends 'string' ? string : number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail.field('cursor', 'validation.invalid');
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || !ISO.test(parsed[0]) || typeof parsed[1] !== idType) throw fail.field('cursor', 'validation.invalid');
  if (idType === 'number' && !Number.isSafeInteger(parsed[1])) throw fail.field('cursor', 'validation.invalid');
  return parsed as unknown as KeysetPosition<Id extends 'string' ? string : number>;
}

/**
 * Counts stop here: past it a queue says "1,000+" (the count reads at most this many index
 * entries, never the whole table).
 */
export const COUNT_CAP = 1000;

/** A page and where the next one starts: one row more than the page is read to know whether it exists. */
export function pageOf<Row extends { updated_at: string }, Id extends string | number>(rows: Row[], pageSize: number, idOf: (row: Row) => Id): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > pageSize && last ? encodeCursor([last.updated_at, idOf(last)]) : null };
}

/** The bounded count's answer: `total` up to COUNT_CAP, `totalCapped` when there are more. */
export const boundedTotal = (counted: number) => ({ total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP });
