import type { PatientBenefit, PatientLookup } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';

/** The card, its insured person, policy and account: what a provider's lookup and a new GOP need. */
export interface CardHolder {
  cardNumber: string;
  cardStatus: 'effective' | 'invalid';
  validFrom: string;
  validTo: string;
  insuredId: number;
  fullName: string;
  dateOfBirth: string;
  policyId: number;
  policyNo: string;
  policyStatus: 'effective' | 'expired';
  productName: { en: string; vi: string };
  userId: number;
  cashlessStatus: 'none' | 'pending' | 'active';
}

export async function cardHolder(db: Db, cardNumber: string): Promise<CardHolder | null> {
  const row = await db
    .selectFrom('ecards')
    .innerJoin('insured_persons', 'insured_persons.id', 'ecards.insured_id')
    .innerJoin('policies', 'policies.id', 'ecards.policy_id')
    .innerJoin('users', 'users.id', 'insured_persons.user_id')
    .select([
      'ecards.card_number',
      'ecards.status as card_status',
      'ecards.valid_from',
      'ecards.valid_to',
      'insured_persons.id as insured_id',
      'insured_persons.full_name',
      'insured_persons.date_of_birth',
      'policies.id as policy_id',
      'policies.policy_no',
      'policies.status as policy_status',
      'policies.product_name_en',
      'policies.product_name_vi',
      'users.id as user_id',
      'users.cashless_status',
    ])
    .where('ecards.card_number', '=', cardNumber)
    .executeTakeFirst();
  if (!row) return null;
  return {
    cardNumber: row.card_number,
    cardStatus: row.card_status,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    insuredId: row.insured_id,
    fullName: row.full_name,
    dateOfBirth: row.date_of_birth,
    policyId: row.policy_id,
    policyNo: row.policy_no,
    policyStatus: row.policy_status,
    productName: { en: row.product_name_en, vi: row.product_name_vi },
    userId: row.user_id,
    cashlessStatus: row.cashless_status,
  };
}

/** Admissible for a GOP (docs/portals.md "create"): cashless active and a card in force today. */
export function admissible(holder: CardHolder, today: string): boolean {
  return holder.cashlessStatus === 'active' && holder.cardStatus === 'effective' && holder.policyStatus === 'effective' && holder.validFrom <= today && today <= holder.validTo;
}

export async function benefitsOf(db: Db, policyId: number): Promise<PatientBenefit[]> {
  const rows = await db.selectFrom('benefits').selectAll().where('policy_id', '=', policyId).orderBy('id').execute();
  return rows.map((b) => {
    const limit = Number(b.limit_amount);
    const used = Number(b.used_amount);
    return { code: b.code, name: { en: b.name_en, vi: b.name_vi }, limit, used, remaining: Math.max(0, limit - used) };
  });
}

export function toLookup(holder: CardHolder, benefits: PatientBenefit[], today: string): PatientLookup {
  const inForce = holder.cardStatus === 'effective' && holder.policyStatus === 'effective' && holder.validFrom <= today && today <= holder.validTo;
  return {
    cardNumber: holder.cardNumber,
    fullName: holder.fullName,
    dateOfBirth: holder.dateOfBirth,
    policyNo: holder.policyNo,
    productName: holder.productName,
    cardStatus: inForce ? 'effective' : 'invalid',
    validTo: holder.validTo,
    cashlessStatus: holder.cashlessStatus,
    benefits,
  };
}
