import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Generated } from 'kysely';
import type { GopCreateInput, PatientLookupQuery } from '@sencare/shared/rules';
import type { GopView, PatientLookup } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/envelope';
import { refuseTooMany, type RateCounter } from '../../http/rateLimit';
import { nowIso } from '../../lib/time';
import { AccessLog } from '../access-log';
import type { UserRow } from '../auth';
import type { GopService } from '../gop';

export type PatientLookupResult = 'found' | 'not_found' | 'limited';
/** Which request asked (migration 160_patient_lookup_kind): the desk's lookup or a GOP request. */
export type PatientLookupKind = 'lookup' | 'gop';

/** Migration 140_patient_lookups: one row per lookup, never changed (api/README.md "Patient lookups"). */
export interface PatientLookupsTable {
  id: Generated<number>;
  staff_user_id: number;
  provider_id: number | null;
  card_number: string;
  insured_id: number | null;
  result: PatientLookupResult;
  kind: Generated<PatientLookupKind>;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    patient_lookups: PatientLookupsTable;
  }
}

/**
 * One answer for an unknown card and for a known card with the wrong date of birth, so a desk
 * cannot learn which card numbers exist (docs/portals.md).
 */
const patientNotFound = () => new ApiFailure(404, -404, 'gop.errors.patientNotFound');

/**
 * GET /api/provider/patients/lookup and POST /api/provider/gops: a desk shows a patient's cover or
 * asks a guarantee for them only with proof the patient is there (the card and their date of
 * birth), within PATIENT_LOOKUPS_PER_STAFF and PATIENT_LOOKUPS_PER_PROVIDER per
 * PATIENT_LOOKUP_WINDOW_MS (both requests count), and every one, refused or not, is recorded
 * before the answer leaves.
 */
export class PatientLookups {
  private readonly perStaff: RateCounter;
  private readonly perProvider: RateCounter;
  private readonly accessLog: AccessLog;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'rate' | 'config'>, private readonly gops: GopService) {
    const { perStaff, perProvider, windowMs } = ctx.config.patientLookupLimit;
    this.perStaff = ctx.rate.counter('patient-lookup:staff', perStaff, windowMs);
    this.perProvider = ctx.rate.counter('patient-lookup:provider', perProvider, windowMs);
    this.accessLog = new AccessLog(ctx.db);
  }

  lookUp(request: FastifyRequest, reply: FastifyReply, staff: UserRow, query: PatientLookupQuery): Promise<PatientLookup> {
    return this.proven(request, reply, staff, query.card, query.dob, 'lookup');
  }

  /**
   * The GOP is created only once the patient is proven, so an unknown card, a wrong date and a card
   * without cashless answer alike until the date of birth matches (the 409 noCashless comes after).
   */
  async requestGop(request: FastifyRequest, reply: FastifyReply, staff: Parameters<GopService['create']>[0], input: GopCreateInput): Promise<GopView> {
    await this.proven(request, reply, staff, input.cardNumber, input.dob, 'gop');
    return this.gops.create(staff, input);
  }

  private async proven(request: FastifyRequest, reply: FastifyReply, staff: UserRow, card: string, dob: string, kind: PatientLookupKind): Promise<PatientLookup> {
    const providerId = staff.provider_id === null ? null : Number(staff.provider_id);
    const record = (insuredId: number | null, result: PatientLookupResult) => this.record({ staff_user_id: staff.id, provider_id: providerId, card_number: card, insured_id: insuredId, result, kind });
    const wait = (await this.perStaff.take(request, staff.id)) ?? (await this.perProvider.take(request, providerId ?? `staff-${staff.id}`));
    if (wait !== null) {
      await record(null, 'limited');
      refuseTooMany(reply, wait);
    }
    const { insuredId, patient } = await this.gops.lookup(card, dob);
    await record(insuredId, patient ? 'found' : 'not_found');
    if (!patient) throw patientNotFound();
    // The patient's cover is shown: an e-card read in the access log (docs/privacy.md "Access log").
    if (insuredId !== null) await this.accessLog.record(request, { subject: { insuredId }, kind: 'ecard', part: card });
    return patient;
  }

  private async record(row: Omit<PatientLookupsTable, 'id' | 'kind' | 'created_at'> & { kind: PatientLookupKind }): Promise<void> {
    await this.ctx.db.insertInto('patient_lookups').values({ ...row, created_at: nowIso() }).execute();
  }
}
