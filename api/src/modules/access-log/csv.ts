import { Readable } from 'node:stream';
import type { AccessEntry } from '@sencare/shared/contracts';

/** Excel opens a UTF-8 file as such (Vietnamese letters intact) only when it starts with a BOM. */
export const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A field
 * starting with = + - @ (or tab / CR) is prefixed with ' so a spreadsheet shows it as text and never
 * runs it as a formula: a hospital's name is typed by people outside the insurer.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = ['at', 'customer_user_id', 'customer_code', 'customer_account', 'organisation', 'provider_id', 'role', 'staff_user_id', 'staff_account', 'staff_name', 'kind', 'object', 'ip'];

function line(e: AccessEntry): string {
  const organisation = e.organisation.type === 'insurer' ? 'insurer' : e.organisation.name;
  return [e.at, e.customer.userId, e.customer.userCode, e.customer.account, organisation, e.organisation.providerId, e.role, e.actor.userId, e.actor.account, e.actor.name, e.kind, e.objectId, e.ip].map(csvField).join(',');
}

/** The export as a stream: BOM and header, then one CRLF-ended line per entry as the batches arrive. */
export function csvStream(entries: AsyncIterable<AccessEntry>): Readable {
  async function* lines() {
    yield `${BOM}${CSV_HEADER.join(',')}\r\n`;
    for await (const entry of entries) yield `${line(entry)}\r\n`;
  }
  return Readable.from(lines());
}
