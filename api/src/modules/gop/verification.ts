import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GopVerification } from '@sencare/shared/contracts';
import type { GopStatus } from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/envelope';
import { refuseTooMany, type RateCounter } from '../../http/rateLimit';
import { nowIso } from '../../lib/time';
import { AccessLog } from '../access-log';
import type { UserRow } from '../auth';
import { vietnamToday } from '../policies';
import { guaranteeStanding, guaranteeValidity, newVerificationCode, patientInitials } from './guarantee';
import type { GopVerificationsTable } from './tables';
import './tables';

/** One answer for a code no letter has and a letter of another hospital: a desk learns nothing of others' patients. */
export const codeNotFound = () => new ApiFailure(404, -404, 'gop.errors.codeNotFound');

/** What a verification says of a letter's guarantee today, for the desk's check and the public one. */
export function letterStanding(gop: { status: GopStatus; admission_date: string; expiry_date: string; guaranteed_amount: number | string | null }, today: string) {
  const validity = guaranteeValidity(gop.admission_date, gop.expiry_date);
  return {
    standing: guaranteeStanding(gop.status, validity.until, today),
    guaranteedAmount: gop.guaranteed_amount === null ? null : Number(gop.guaranteed_amount),
    validFrom: validity.from,
    validUntil: validity.until,
  };
}

/**
 * The GOP's verification code, made the first time one of its letters is issued (service.ts pdf)
 * and kept for good: every copy of the letter and the later decision carry the same code. Only a
 * row without one is written, so two downloads at once agree on the first code stored.
 */
export async function issueVerificationCode(db: Db, gopId: number): Promise<string> {
  await db.updateTable('gops').set({ verification_code: newVerificationCode() }).where('id', '=', gopId).where('verification_code', 'is', null).execute();
  const row = await db.selectFrom('gops').select('verification_code').where('id', '=', gopId).executeTakeFirstOrThrow();
  return row.verification_code as string;
}

/**
 * GET /api/provider/gops/verify (shared/src/contracts/gopVerification.ts): within the patient
 * lookup's quotas (PATIENT_LOOKUPS_PER_STAFF and _PER_PROVIDER per window, config.ts
 * patientLookupLimit; counted apart from the lookups, as provider/lookups.ts counts them), every
 * verification recorded in gop_verifications before the answer leaves, as lookups are.
 */
export class GopVerifier {
  private readonly perStaff: RateCounter;
  private readonly perProvider: RateCounter;
  private readonly accessLog: AccessLog;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'rate' | 'config'>, private readonly today: () => string = () => vietnamToday()) {
    const { perStaff, perProvider, windowMs } = ctx.config.patientLookupLimit;
    this.perStaff = ctx.rate.counter('gop-verify:staff', perStaff, windowMs);
    this.perProvider = ctx.rate.counter('gop-verify:provider', perProvider, windowMs);
    this.accessLog = new AccessLog(ctx.db);
  }

  async verify(request: FastifyRequest, reply: FastifyReply, staff: UserRow, code: string): Promise<GopVerification> {
    const providerId = staff.provider_id === null ? null : Number(staff.provider_id);
    const record = (gopId: number | null, result: GopVerificationsTable['result']) => this.ctx.db.insertInto('gop_verifications').values({ staff_user_id: staff.id, provider_id: providerId, gop_id: gopId, result, created_at: nowIso() }).execute();
    const wait = (await this.perStaff.take(request, staff.id)) ?? (await this.perProvider.take(request, providerId ?? `staff-${staff.id}`));
    if (wait !== null) {
      await record(null, 'limited');
      refuseTooMany(reply, wait);
    }
    const gop = await this.ctx.db
      .selectFrom('gops')
      .innerJoin('insured_persons', 'insured_persons.id', 'gops.insured_id')
      .innerJoin('policies', 'policies.id', 'gops.policy_id')
      .select(['gops.id', 'gops.case_no', 'gops.status', 'gops.provider_id', 'gops.admission_date', 'gops.guaranteed_amount', 'insured_persons.full_name', 'policies.expiry_date'])
      .where('gops.verification_code', '=', code)
      .executeTakeFirst();
    if (!gop || providerId === null || Number(gop.provider_id) !== providerId) {
      await record(null, 'unknown');
      throw codeNotFound();
    }
    await record(gop.id, 'genuine');
    // Initials, a case number and an amount of the patient's GOP are shown: a read in the access log (docs/privacy.md "Access log").
    await this.accessLog.record(request, { subject: { gopId: gop.id }, kind: 'gop', part: 'verify' });
    return { genuine: true, caseNo: gop.case_no, patientInitials: patientInitials(gop.full_name), status: gop.status, ...letterStanding(gop, this.today()) };
  }
}
