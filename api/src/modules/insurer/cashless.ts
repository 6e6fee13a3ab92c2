import type { z } from 'zod';
import type { PhotoKind, insurerCashlessDecisionSchema } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import type { UserRow } from '../auth';
import { InsurerCashlessQueue } from './service';

/** Image kinds as the insurer console names them (@sencare/shared/contracts ID_PHOTO_KINDS) ↔ as cashless stores them. */
export const PHOTO_KINDS = { id_front: 'idFront', id_back: 'idBack', portrait: 'portrait', signature: 'signature' } as const satisfies Record<PhotoKind, string>;

/**
 * Cashless applications for the insurer console, by the applicant's user code (their latest
 * application), on top of the insurer's queue (service.ts: its decision with the customer's message).
 */
export class InsurerCashless {
  readonly service: InsurerCashlessQueue;

  constructor(private readonly ctx: AppContext) {
    this.service = new InsurerCashlessQueue(ctx);
  }

  private async latest(userCode: string) {
    const user = await this.ctx.db.selectFrom('users').select(['id', 'user_code', 'full_name', 'cashless_status']).where('user_code', '=', userCode).where('role', '=', 'customer').executeTakeFirst();
    const application = user ? await this.service.repo.latestApplication(user.id) : undefined;
    if (!user || !application) throw fail.notFound();
    return { user, application };
  }

  async detail(userCode: string) {
    const { user, application } = await this.latest(userCode);
    const docs = await this.ctx.db.selectFrom('cashless_documents').select(['kind']).where('application_id', '=', application.id).execute();
    const kinds = (Object.keys(PHOTO_KINDS) as PhotoKind[]).filter((k) => docs.some((d) => d.kind === PHOTO_KINDS[k]));
    return {
      id: application.id,
      userCode: user.user_code,
      accountName: user.full_name,
      cashlessStatus: user.cashless_status,
      fullName: application.full_name,
      idType: application.id_type,
      idNumber: application.id_number,
      dateOfBirth: application.date_of_birth,
      phone: application.phone,
      status: application.status,
      createdAt: application.created_at,
      decidedAt: application.decided_at,
      decisionNote: application.decision_note,
      photos: kinds.map((kind) => ({ kind, url: `/api/insurer/cashless/${user.user_code}/photos/${kind}` })),
    };
  }

  async photo(userCode: string, kind: PhotoKind): Promise<{ key: string; mime: string }> {
    const { application } = await this.latest(userCode);
    const doc = await this.ctx.db.selectFrom('cashless_documents').select(['stored_name', 'mime']).where('application_id', '=', application.id).where('kind', '=', PHOTO_KINDS[kind]).executeTakeFirst();
    if (!doc) throw fail.notFound();
    return { key: `cashless/${doc.stored_name}`, mime: doc.mime };
  }

  async decide(actor: UserRow, userCode: string, input: z.infer<typeof insurerCashlessDecisionSchema>) {
    if (input.decision === 'reject' && !input.reason) throw fail.field('reason', 'validation.required');
    const { application } = await this.latest(userCode);
    if (application.status !== 'pending') throw fail.conflict('error.cashlessAlreadyDecided');
    await this.service.decide(actor, application.id, { decision: input.decision, note: input.reason || undefined });
    return this.detail(userCode);
  }
}
