import { Readable } from 'node:stream';
import type { AccessEntry } from '@sencare/shared/contracts';
import { BOM, csvField } from '../../lib/csv';

/** employer_id (migration 270_access_log_hr): the employer whose HR read, as provider_id names the hospital. */
export const CSV_HEADER = ['at', 'customer_user_id', 'customer_code', 'customer_account', 'organisation', 'provider_id', 'employer_id', 'role', 'staff_user_id', 'staff_account', 'staff_name', 'kind', 'object', 'ip'];

function line(e: AccessEntry): string {
  // The hospital's or the employer's name as it was when it read.
  const organisation = e.organisation.type === 'insurer' ? 'insurer' : e.organisation.name;
  return [e.at, e.customer.userId, e.customer.userCode, e.customer.account, organisation, e.organisation.providerId, e.organisation.employerId, e.role, e.actor.userId, e.actor.account, e.actor.name, e.kind, e.objectId, e.ip].map(csvField).join(',');
}

/** The export as a stream: BOM and header, then one CRLF-ended line per entry as the batches arrive. */
export function csvStream(entries: AsyncIterable<AccessEntry>): Readable {
  async function* lines() {
    yield `${BOM}${CSV_HEADER.join(',')}\r\n`;
    for await (const entry of entries) yield `${line(entry)}\r\n`;
  }
  return Readable.from(lines());
}
