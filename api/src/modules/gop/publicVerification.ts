import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicGopVerification } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { refuseTooMany, type RateCounter } from '../../http/rateLimit';
import { nowIso } from '../../lib/time';
import { vietnamToday } from '../policies';
import type { PublicGopVerificationsTable } from './tables';
import { codeNotFound, letterStanding } from './verification';
import './tables';

/**
 * GET /api/public/gop-verification (shared/src/contracts/gopVerification.ts): anyone holding a
 * letter checks it with the two things printed on it. The answer names the hospital, the standing,
 * the amount and the period, and no person, so it says nothing the letter does not already say
 * (docs/portals.md "Letters and verification"). Within PUBLIC_VERIFICATIONS_PER_IP per window per
 * address (config.ts publicVerificationLimit); every check recorded before the answer leaves.
 */
export class PublicGopVerifier {
  private readonly perIp: RateCounter;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'rate' | 'config'>, private readonly today: () => string = () => vietnamToday()) {
    const { perIp, windowMs } = ctx.config.publicVerificationLimit;
    this.perIp = ctx.rate.counter('gop-verify:public', perIp, windowMs);
  }

  async verify(request: FastifyRequest, reply: FastifyReply, code: string, caseNo: string): Promise<PublicGopVerification> {
    const record = (gopId: number | null, result: PublicGopVerificationsTable['result']) =>
      this.ctx.db.insertInto('public_gop_verifications').values({ gop_id: gopId, result, ip: request.ip, created_at: nowIso() }).execute();
    const wait = await this.perIp.take(request, request.ip);
    if (wait !== null) {
      await record(null, 'limited');
      refuseTooMany(reply, wait);
    }
    const gop = await this.ctx.db
      .selectFrom('gops')
      .innerJoin('providers', 'providers.id', 'gops.provider_id')
      .innerJoin('policies', 'policies.id', 'gops.policy_id')
      .select(['gops.id', 'gops.case_no', 'gops.status', 'gops.admission_date', 'gops.guaranteed_amount', 'providers.name as provider_name', 'policies.expiry_date'])
      .where('gops.verification_code', '=', code)
      .executeTakeFirst();
    if (!gop || gop.case_no.toUpperCase() !== caseNo) {
      await record(null, 'unknown');
      throw codeNotFound();
    }
    await record(gop.id, 'genuine');
    return { genuine: true, caseNo: gop.case_no, providerName: gop.provider_name, ...letterStanding(gop, this.today()) };
  }
}
