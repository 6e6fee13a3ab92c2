/** Excel opens a UTF-8 file as such (Vietnamese letters intact) only when it starts with a BOM. */
export const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A field
 * starting with = + - @ (or tab / CR) is prefixed with ' so a spreadsheet shows it as text and never
 * runs it as a formula: names and departments are typed by people outside the insurer.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: BOM, header, CRLF-ended lines. */
export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
