import { Readable } from 'node:stream';
import type { ClaimQueueCsvQuery } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { pageOf } from '../../lib/keyset';
import { BOM, csvField } from '../../lib/csv';
import { queuePageQuery, waitingDaysOf } from './claims-queue';

/**
 * The claims queue as CSV (GET /api/insurer/claims.csv): the same filters and order as the
 * console's queue (claims-queue.ts), read in keyset pages so a long export never holds the whole
 * queue in memory nor one long query on SQLite. Workload columns only: no customer's or insured
 * person's name, since a file leaves the console and nobody's reading of it is logged
 * (docs/portals.md "Back office"); the claim number opens the record, which is logged.
 */
export const QUEUE_CSV_HEADER = ['claim_no', 'status', 'request_amount', 'submitted_at', 'waiting_since', 'waiting_days', 'assignee'] as const;
/** At most this many rows in one file: a filter narrows a bigger queue. */
export const QUEUE_CSV_MAX_ROWS = 50_000;
const BATCH = 500;

export function queueCsv(db: Db, filter: ClaimQueueCsvQuery, staffId: number, now = Date.now(), batch = BATCH): Readable {
  async function* lines() {
    yield `${BOM}${QUEUE_CSV_HEADER.join(',')}\r\n`;
    let cursor: string | undefined;
    for (let sent = 0; sent < QUEUE_CSV_MAX_ROWS; ) {
      const found = await queuePageQuery(db, { ...filter, cursor, pageSize: Math.min(batch, QUEUE_CSV_MAX_ROWS - sent) }, staffId, now).execute();
      const { rows, nextCursor } = pageOf(found, Math.min(batch, QUEUE_CSV_MAX_ROWS - sent), (r) => r.id);
      for (const r of rows) {
        const amount = r.request_amount === null ? null : Number(r.request_amount);
        yield `${[r.id, r.status, amount, r.submitted_at, r.updated_at, waitingDaysOf(r.updated_at, now), r.assignee_name ?? null].map(csvField).join(',')}\r\n`;
      }
      sent += rows.length;
      if (!nextCursor) break;
      cursor = nextCursor;
    }
  }
  return Readable.from(lines());
}
