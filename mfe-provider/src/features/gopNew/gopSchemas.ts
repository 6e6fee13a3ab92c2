import { z } from 'zod';
import { addCalendarDays, todayIso } from '@sencare/shared/rules';
import { parseVnd } from '../../components/money';

/** Messages are keys of this remote's namespace (src/i18n); the form translates them. */
const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** The API's bound for one amount (far above any hospital bill); larger is a typing slip. */
export const MAX_AMOUNT = 100_000_000_000;

export function isRealDate(value: string): boolean {
  if (!ISO.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

const tomorrow = () => addCalendarDays(todayIso(), 1);

export const dateField = (requiredKey: string) =>
  z
    .string()
    .min(1, requiredKey)
    .refine(isRealDate, 'form.errors.dateInvalid')
    // A GOP may be requested the evening before a planned admission, never for a later day.
    .refine((v) => !isRealDate(v) || v <= tomorrow(), 'form.errors.dateFuture');

export const amountField = (optional = false) =>
  z.string().superRefine((value, ctx) => {
    if (optional && value.trim() === '') return;
    const amount = parseVnd(value);
    if (amount === null || amount <= 0) ctx.addIssue({ code: 'custom', message: 'form.errors.amountRequired' });
    else if (amount > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: 'form.errors.amountTooLarge' });
  });

export const newGopSchema = z.object({
  admissionDate: dateField('form.errors.dateRequired'),
  diagnosis: z.string().trim().min(1, 'form.errors.diagnosisRequired').max(500, 'form.errors.diagnosisLong'),
  benefitCode: z.string().min(1, 'form.errors.benefitRequired'),
  estimated: amountField(),
  /** The treating doctor's id from the select ('' = none named); the API checks it is an effective doctor of the hospital. */
  doctorId: z.string(),
});

export type NewGopForm = z.infer<typeof newGopSchema>;
