import { z } from 'zod';
import { SPEC_CLAIM_STATUSES, type ClaimStatusName } from '@sencare/shared/rules';
import type { QueueFilters } from '../../api/claims';

/** The filter form as typed (amounts as whole VND, days as digits). */
export interface FilterForm {
  status: ClaimStatusName | 'all' | '';
  minAgeDays: string;
  minAmount: number | null;
  maxAmount: number | null;
}

export const MAX_AGE_DAYS = 3650;

export const filterSchema = z
  .object({
    status: z.union([z.enum(SPEC_CLAIM_STATUSES as unknown as [ClaimStatusName, ...ClaimStatusName[]]), z.literal('all'), z.literal('')]),
    minAgeDays: z.string().refine((v) => v === '' || (/^\d{1,4}$/.test(v) && Number(v) <= MAX_AGE_DAYS), { error: 'queue.ageInvalid' }),
    minAmount: z.number().nullable(),
    maxAmount: z.number().nullable(),
  })
  .refine((f) => f.minAmount === null || f.maxAmount === null || f.minAmount <= f.maxAmount, { path: ['maxAmount'], error: 'queue.amountRange' });

const wholeNumber = (value: string | undefined): number | undefined => (value && /^\d{1,12}$/.test(value) ? Number(value) : undefined);

/** The filters of the hash query (#/insurer?status=processing&minAgeDays=3…), so a filtered queue can be bookmarked and comes back on Back. */
export function filtersFromQuery(query: Record<string, string>): QueueFilters {
  const status = query.status === 'all' || (SPEC_CLAIM_STATUSES as readonly string[]).includes(query.status ?? '') ? (query.status as ClaimStatusName | 'all') : undefined;
  const q = query.q?.trim();
  const assigned = query.assigned === 'me' || query.assigned === 'unassigned' ? query.assigned : undefined;
  const filters: QueueFilters = { status, minAgeDays: wholeNumber(query.minAgeDays), minAmount: wholeNumber(query.minAmount), maxAmount: wholeNumber(query.maxAmount), q: q && q.length >= 2 ? q.slice(0, 80) : undefined, assigned };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as QueueFilters;
}

export const formFromFilters = (filters: QueueFilters): FilterForm => ({
  status: filters.status ?? '',
  minAgeDays: filters.minAgeDays === undefined ? '' : String(filters.minAgeDays),
  minAmount: filters.minAmount ?? null,
  maxAmount: filters.maxAmount ?? null,
});

export const queryFromForm = (form: FilterForm): Record<string, string | number | undefined> => ({
  status: form.status || undefined,
  minAgeDays: form.minAgeDays || undefined,
  minAmount: form.minAmount ?? undefined,
  maxAmount: form.maxAmount ?? undefined,
});
