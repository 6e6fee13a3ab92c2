import { APPLIABLE_FIELDS, type CorrectableField } from '@sencare/shared/contracts';
import { emailSchema, vnPhoneSchema } from '@sencare/shared/rules';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { fail } from '../../http/envelope';

type Appliable = (typeof APPLIABLE_FIELDS)[number];
const required = { error: 'validation.required' };

/** Each correctable profile field: its column and the rule a new value must pass (the one used where it is first entered). */
const RULES: Record<Appliable, { column: 'full_name' | 'email' | 'phone' | 'id_number' | 'date_of_birth' | 'gender'; rule: z.ZodType<string> }> = {
  fullName: { column: 'full_name', rule: z.string(required).trim().min(1, required).max(100, { error: 'validation.tooLong' }) },
  email: { column: 'email', rule: emailSchema.transform((v) => v.toLowerCase()) },
  phone: { column: 'phone', rule: vnPhoneSchema },
  idNumber: { column: 'id_number', rule: z.string(required).trim().regex(/^[A-Z0-9]{6,20}$/i, { error: 'validation.invalid' }) },
  dateOfBirth: { column: 'date_of_birth', rule: z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }).refine((d) => !Number.isNaN(Date.parse(d)) && d <= new Date().toISOString().slice(0, 10), { error: 'validation.invalid' }) },
  gender: { column: 'gender', rule: z.enum(['male', 'female', 'other'], { error: 'validation.invalid' }) },
};

export const isAppliable = (field: string | null): field is Appliable => (APPLIABLE_FIELDS as readonly string[]).includes(field ?? '');

/**
 * Sets the corrected value on the account inside the caller's transaction; a value that breaks the
 * field's rule, or an email another account uses, is the `value` field's error and nothing changes.
 */
export async function applyCorrection(trx: Db, userId: number, field: CorrectableField | null, value: string, now: string): Promise<void> {
  if (!isAppliable(field)) throw fail.field('value', 'validation.invalid');
  const { column, rule } = RULES[field];
  const parsed = rule.safeParse(value);
  if (!parsed.success) throw fail.field('value', parsed.error.issues[0]?.message ?? 'validation.invalid');
  if (column === 'email') {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', parsed.data).where('id', '!=', userId).executeTakeFirst();
    if (taken) throw fail.field('value', 'validation.emailInvalid');
  }
  await trx.updateTable('users').set({ [column]: parsed.data, updated_at: now }).where('id', '=', userId).execute();
}
