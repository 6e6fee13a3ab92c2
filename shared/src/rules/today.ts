const vietnamDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });
/**
 * Today on the Vietnamese calendar (yyyy-mm-dd). Cover, risk dates and deadlines run by the day in
 * Vietnam (docs/requirements.md §9), whatever the server's or the phone's clock zone: at 17:30 UTC it
 * is already tomorrow in Hanoi, and a claim for an accident "today" must pass on both sides.
 */
export function todayIso(now: Date = new Date()): string {
  return vietnamDay.format(now);
}

/** A calendar day (yyyy-mm-dd) moved by `days` (negative: earlier); no time zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
