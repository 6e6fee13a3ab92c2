import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GopStatus } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import './tables';
import type { GopDocumentsTable, GopEventsTable, GopsTable } from './tables';

export type GopRow = Selectable<GopsTable> & { provider_name: string; patient_name: string; policy_no: string; benefit_name_en: string | null; benefit_name_vi: string | null; doctor_code: string | null; doctor_name: string | null; policy_expiry: string };
export type GopEventRow = Selectable<GopEventsTable>;
export type GopDocumentRow = Selectable<GopDocumentsTable>;

/** bigint columns come back as strings from some drivers: one place turns them into numbers. */
const money = (v: number | string | null): number | null => (v === null ? null : Number(v));

function normalize(row: GopRow): GopRow {
  return {
    ...row,
    estimated_amount: Number(row.estimated_amount),
    guaranteed_amount: money(row.guaranteed_amount),
    final_bill_amount: money(row.final_bill_amount),
    payable_amount: money(row.payable_amount),
    version: Number(row.version),
    round: Number(row.round),
  };
}

/** Every GOP query (the rules are in service.ts). Also used inside a transaction (`new GopRepository(trx)`). */
export class GopRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: GopRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new GopRepository(trx)));
  }

  /** The row with its provider's, patient's, policy's, benefit's and treating doctor's names (gop/queue.ts pages it). */
  base() {
    return this.db
      .selectFrom('gops')
      .innerJoin('providers', 'providers.id', 'gops.provider_id')
      .innerJoin('insured_persons', 'insured_persons.id', 'gops.insured_id')
      .innerJoin('policies', 'policies.id', 'gops.policy_id')
      // The benefit's name in both languages (one row: benefits_policy_code_uq), so no portal shows its code.
      .leftJoin('benefits', (join) => join.onRef('benefits.policy_id', '=', 'gops.policy_id').onRef('benefits.code', '=', 'gops.benefit_code'))
      // By its primary key, so a list's plan still starts from its gops index (insurer/query-plans.test.ts).
      .leftJoin('provider_doctors', 'provider_doctors.id', 'gops.doctor_id')
      .selectAll('gops')
      .select(['providers.name as provider_name', 'insured_persons.full_name as patient_name', 'policies.policy_no', 'policies.expiry_date as policy_expiry', 'benefits.name_en as benefit_name_en', 'benefits.name_vi as benefit_name_vi', 'provider_doctors.code as doctor_code', 'provider_doctors.full_name as doctor_name']);
  }

  /** Whether `doctorId` is an effective doctor of the provider (a GOP names only such a one as its treating doctor). */
  async isEffectiveDoctor(providerId: number, doctorId: number): Promise<boolean> {
    const row = await this.db.selectFrom('provider_doctors').select('id').where('id', '=', doctorId).where('provider_id', '=', providerId).where('status', '=', 'effective').executeTakeFirst();
    return row !== undefined;
  }

  async find(id: number): Promise<GopRow | undefined> {
    const row = await this.base().where('gops.id', '=', id).executeTakeFirst();
    return row ? normalize(row) : undefined;
  }

  normalize(row: GopRow): GopRow {
    return normalize(row);
  }

  events(gopId: number): Promise<GopEventRow[]> {
    return this.db.selectFrom('gop_events').selectAll().where('gop_id', '=', gopId).orderBy('id').execute();
  }

  async documents(gopId: number): Promise<GopDocumentRow[]> {
    const rows = await this.db.selectFrom('gop_documents').selectAll().where('gop_id', '=', gopId).orderBy('id').execute();
    return rows.map((r) => ({ ...r, size: Number(r.size) }));
  }

  document(gopId: number, id: number): Promise<GopDocumentRow | undefined> {
    return this.db.selectFrom('gop_documents').selectAll().where('gop_id', '=', gopId).where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<GopsTable>): Promise<number> {
    return (await this.db.insertInto('gops').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async addEvent(row: Insertable<GopEventsTable>): Promise<void> {
    await this.db.insertInto('gop_events').values(row).execute();
  }

  async addDocument(row: Insertable<GopDocumentsTable>): Promise<number> {
    return (await this.db.insertInto('gop_documents').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  /**
   * The transition itself: only when the request is still in the state and version that were read,
   * so of two requests at once exactly one moves it and the other changes nothing (false).
   */
  async move(id: number, from: GopStatus, version: number, set: Updateable<GopsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('gops')
      .set({ ...set, version: version + 1 })
      .where('id', '=', id)
      .where('status', '=', from)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The benefit's used amount grows and the policy's remaining balance shrinks by `amount`; false when it does not fit. */
  async applyPayment(policyId: number, benefitCode: string, amount: number): Promise<boolean> {
    const benefit = await this.db
      .updateTable('benefits')
      .set((eb) => ({ used_amount: eb('used_amount', '+', amount) }))
      .where('policy_id', '=', policyId)
      .where('code', '=', benefitCode)
      .where((eb) => eb(eb('used_amount', '+', amount), '<=', eb.ref('limit_amount')))
      .executeTakeFirst();
    if (Number(benefit.numUpdatedRows) !== 1) return false;
    const policy = await this.db
      .updateTable('policies')
      .set((eb) => ({ remaining_balance: eb('remaining_balance', '-', amount) }))
      .where('id', '=', policyId)
      .where('remaining_balance', '>=', amount)
      .executeTakeFirst();
    return Number(policy.numUpdatedRows) === 1;
  }
}
