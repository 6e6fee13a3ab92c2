import { z } from 'zod';
import { ACCESS_KINDS, ACCESS_ROLES, type AccessLogFilter } from '@sencare/shared/contracts';

/** The filter form as typed: every field a string, '' for "any". */
export interface AccessFilterForm {
  customer: string;
  organisation: string;
  role: string;
  kind: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().refine((v) => v === '' || (DAY.test(v) && !Number.isNaN(Date.parse(v))), { error: 'validation.accessLog.dateInvalid' });

export const accessFilterSchema = z
  .object({
    customer: z.string().max(64, { error: 'validation.invalid' }),
    organisation: z.string(),
    role: z.string(),
    kind: z.string(),
    from: day,
    to: day,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: 'validation.accessLog.dateRange' });

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filters of the hash query (#/insurer/access-log?customer=…&from=…), so a filtered view can be bookmarked and comes back on Back. */
export function filtersFromQuery(query: Record<string, string>): AccessLogFilter {
  const filters: AccessLogFilter = {
    customer: query.customer?.trim().slice(0, 64) || undefined,
    organisation: /^(insurer|\d{1,9})$/.test(query.organisation ?? '') ? query.organisation : undefined,
    role: oneOf(ACCESS_ROLES, query.role),
    kind: oneOf(ACCESS_KINDS, query.kind),
    from: DAY.test(query.from ?? '') ? query.from : undefined,
    to: DAY.test(query.to ?? '') ? query.to : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AccessLogFilter;
}

export const formFromFilters = (f: AccessLogFilter): AccessFilterForm => ({
  customer: f.customer ?? '',
  organisation: f.organisation ?? '',
  role: f.role ?? '',
  kind: f.kind ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
});

export const queryFromForm = (form: AccessFilterForm): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim() || undefined]));
