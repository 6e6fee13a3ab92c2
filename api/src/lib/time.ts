/** Current time as the ISO-8601 UTC string stored in every timestamp column. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function addDays(iso: string, days: number): string {
  return addMinutes(iso, days * 24 * 60);
}

/** Calendar-day arithmetic is shared with the apps (shared/src/rules/today.ts). */
export { addCalendarDays } from '@sencare/shared/rules';

export function isAfter(a: string | null | undefined, b: string): boolean {
  return !!a && Date.parse(a) > Date.parse(b);
}

const vnFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** docs/requirements.md §9 date-time format (yyyy-mm-dd hh:mm:ss) in Vietnam's time zone, for messages like auth.locked. */
export function formatVietnamTime(iso: string): string {
  return vnFormatter.format(new Date(iso)).replace('T', ' ');
}
