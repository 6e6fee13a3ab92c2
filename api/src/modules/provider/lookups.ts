import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Generated } from 'kysely';
import type { PatientLookup, PatientLookupQuery } from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/envelope';
import { refuseTooMany, type RateCounter } from '../../http/rateLimit';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth/sessions';
import type { GopService } from '../gop/service';

export type PatientLookupResult = 'found' | 'not_found' | 'limited';

/** Migration 140_patient_lookups: one row per lookup, never changed (api/README.md "Patient lookups"). */
export interface PatientLookupsTable {
  id: Generated<number>;
  staff_user_id: number;
  provider_id: number | null;
  card_number: string;
  insured_id: number | null;
  result: PatientLookupResult;
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
 * GET /api/provider/patients/lookup: a desk shows a patient's cover only with proof the patient is
 * there (the card and their date of birth), within PATIENT_LOOKUPS_PER_STAFF and
 * PATIENT_LOOKUPS_PER_PROVIDER per PATIENT_LOOKUP_WINDOW_MS, and every lookup, refused or not, is
 * recorded before the answer leaves.
 */
export class PatientLookups {
  private readonly perStaff: RateCounter;
  private readonly perProvider: RateCounter;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'rate' | 'config'>, private readonly gops: GopService) {
    const { perStaff, perProvider, windowMs } = ctx.config.patientLookupLimit;
    this.perStaff = ctx.rate.counter('patient-lookup:staff', perStaff, windowMs);
    this.perProvider = ctx.rate.counter('patient-lookup:provider', perProvider, windowMs);
  }

  async lookUp(request: FastifyRequest, reply: FastifyReply, staff: UserRow, query: PatientLookupQuery): Promise<PatientLookup> {
    const providerId = staff.provider_id === null ? null : Number(staff.provider_id);
    const wait = (await this.perStaff.take(request, staff.id)) ?? (await this.perProvider.take(request, providerId ?? `staff-${staff.id}`));
    if (wait !== null) {
      await this.record(staff.id, providerId, query.card, null, 'limited');
      refuseTooMany(reply, wait);
    }
    const { insuredId, patient } = await this.gops.lookup(query.card, query.dob);
    await this.record(staff.id, providerId, query.card, insuredId, patient ? 'found' : 'not_found');
    if (!patient) throw patientNotFound();
    return patient;
  }

  private async record(staffUserId: number, providerId: number | null, cardNumber: string, insuredId: number | null, result: PatientLookupResult): Promise<void> {
    await this.ctx.db.insertInto('patient_lookups').values({ staff_user_id: staffUserId, provider_id: providerId, card_number: cardNumber, insured_id: insuredId, result, created_at: nowIso() }).execute();
  }
}
