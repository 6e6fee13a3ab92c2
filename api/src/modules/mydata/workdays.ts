/**
 * Due dates of data requests in working days (docs/privacy.md "My data"): Monday to Friday, counted
 * on the calendar of Vietnam (UTC+7, no daylight saving), starting the day after the request came.
 * Public holidays are not skipped yet (docs/privacy.md says so).
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60_000;

/** The date in Vietnam of an instant, YYYY-MM-DD. */
export function vietnamDate(iso: string): string {
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** `days` working days after the Vietnam date of `fromIso`. */
export function addWorkingDays(fromIso: string, days: number): string {
  const date = new Date(`${vietnamDate(fromIso)}T00:00:00.000Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** True once the Vietnam date of `nowIso` is past `dueDate` (due the whole of that day). */
export function isPastDue(dueDate: string, nowIso: string): boolean {
  return vietnamDate(nowIso) > dueDate;
}
