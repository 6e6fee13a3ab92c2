/**
 * How the kernel's own messages write a moment (a lock's end in an API error, "Last updated …"):
 * docs/requirements.md §9's yyyy-mm-dd hh:mm:ss, local time. A copy of the kernel's, not an import of the domain's
 * `format` (shared/src/format), so a team that changes its screens' dates changes no kernel code.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
