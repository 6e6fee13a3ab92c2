import type { TestApp } from '../../test/helpers';

/** Demo accounts of the dev seed (db/seed.ts, db/seed-portals.ts). */
export const LAN_CARD = 'SC2600077701';
export const MOTHER_CARD = 'SC2600077702';
/** lan.tran's date of birth: a desk looks her up with her card and it (provider/lookups.ts). */
export const LAN_DOB = '1988-02-27';
/** Her mother's (MOTHER_CARD) and demo's (DEMO_CARD, whose cashless is not active). */
export const MOTHER_DOB = '1960-09-09';
export const DEMO_CARD = 'SC2600045101';
export const DEMO_DOB = '1990-05-12';
/** The lookup URL for a card and a date of birth. */
export const lookupUrl = (card: string, dob: string) => `/api/provider/patients/lookup?card=${encodeURIComponent(card)}&dob=${encodeURIComponent(dob)}`;
export const ACCOUNTS = {
  lan: ['lan.tran', 'Lan2026pw'],
  assessor: ['assessor', 'Assessor2026'],
  choRay: ['cho-ray.staff', 'Provider2026'],
  fv: ['fv.staff', 'Provider2026'],
} as const;

export async function tokens(t: TestApp) {
  const [lan, assessor, choRay, fv] = await Promise.all(Object.values(ACCOUNTS).map(([a, p]) => t.login(a, p)));
  return { lan, assessor, choRay, fv };
}

/** A GOP request body: lan.tran's card and date of birth (the proof POST /api/provider/gops asks, as the lookup does). */
export const admission = (over: Record<string, unknown> = {}) => ({ cardNumber: LAN_CARD, dob: LAN_DOB, admissionDate: '2026-11-20', diagnosis: 'Viêm ruột thừa cấp (K35)', estimatedAmount: 30_000_000, benefitCode: 'INPATIENT', ...over });

/** Balances the conclusion moves: the benefit's used amount and the policy's remaining balance. */
export async function balances(t: TestApp, policyNo = 'SCH-2026-000777', code = 'INPATIENT') {
  const policy = await t.db.selectFrom('policies').select(['id', 'remaining_balance']).where('policy_no', '=', policyNo).executeTakeFirstOrThrow();
  const benefit = await t.db.selectFrom('benefits').select('used_amount').where('policy_id', '=', policy.id).where('code', '=', code).executeTakeFirstOrThrow();
  return { remaining: Number(policy.remaining_balance), used: Number(benefit.used_amount) };
}
