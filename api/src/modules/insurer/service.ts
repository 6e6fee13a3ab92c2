import { decisionsAddUp, findTransition, type CashlessApplicationSummary, type CashlessDecision, type ClaimTransitionInput } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth';
import { CashlessService } from '../cashless';
import { ClaimsService, type InsurerChange } from '../claims';
import { LiveNotices } from '../live';

const refused = (msg: string, status = 409, data: unknown = null) => new ApiFailure(status, status, msg, data);
const fieldError = (field: string, key: string) => new ApiFailure(400, CODE.validation, key, null, { [field]: key });

/**
 * The insurer's side of claims: the one way an insurer moves a claim. The console's actions
 * (POST /api/insurer/claims/:id/actions: routes.ts, claims.ts toTransition) and the assessor CLI
 * (assessor-cli.ts) both end in `transition`; ClaimsService records the move as it records the
 * customer's (timeline, the customer's message, the live event).
 */
export class InsurerClaims {
  private readonly claims: ClaimsService;

  constructor(ctx: AppContext) {
    this.claims = new ClaimsService(ctx);
  }

  /** Any submitted claim (ClaimsService shows the insurer every one); a draft or none → 404. */
  detail(actor: UserRow, claimId: string): Promise<ClaimDetail> {
    return this.claims.detail(actor, claimId);
  }

  /** A document of any claim, by its public id. */
  fileFor(actor: UserRow, publicId: string) {
    return this.claims.fileFor(actor, publicId);
  }

  /** A move of the shared state machine (claimStateMachine.ts) the insurer may make now. */
  async transition(actor: UserRow, claimId: string, input: ClaimTransitionInput): Promise<ClaimDetail> {
    if (actor.role !== 'insurer') throw fail.notFound('claims.notFound');
    const claim = await this.claims.visibleClaim(actor, claimId);
    const tr = findTransition(claim.status, input.to);
    if (!tr || !tr.actors.includes('insurer')) throw refused('claims.transitionNotAllowed', 409, { from: claim.status, to: input.to });
    // Already { en, vi } (shared insurerText.ts): one language given is shown in both.
    const note = input.note ?? null;
    if (tr.noteRequired && !note) throw fieldError('note', 'validation.claims.reasonRequired');
    const change: InsurerChange = {};
    if (input.to === 'supplement_requested') {
      if (!input.items?.length) throw fieldError('items', 'validation.claims.supplementItemsRequired');
      change.supplementItems = input.items;
    }
    if (input.to === 'settled') {
      const decisions = input.decisions;
      if (!decisions || input.amount === undefined || !decisionsAddUp(await this.claims.feeAmounts(claimId), decisions, input.amount)) throw refused('error.unmatchedAmounts', 400);
      change.settlement = { decisions, amount: input.amount };
    }
    await this.claims.recordInsurerMove(actor, claimId, claim.status, input.to, note, change);
    return this.detail(actor, claimId);
  }
}

const DECISION_MESSAGES = {
  active: {
    title_en: 'Cashless service activated',
    title_vi: 'Dịch vụ bảo lãnh viện phí đã được kích hoạt',
    body_en: 'Show your e-card at partner hospitals: the insurer pays them directly.',
    body_vi: 'Xuất trình thẻ điện tử tại bệnh viện liên kết: công ty bảo hiểm thanh toán trực tiếp.',
  },
  rejected: {
    title_en: 'Cashless application not approved',
    title_vi: 'Đăng ký bảo lãnh viện phí chưa được chấp thuận',
    body_en: 'Please check your identification photos and apply again.',
    body_vi: 'Vui lòng kiểm tra lại ảnh giấy tờ tùy thân và đăng ký lại.',
  },
} as const;

/**
 * The insurer's side of cashless ("activate, then activated", docs/portals.md): the applications
 * queue and the decision, with the customer's inbox message, for the console's routes
 * (cashless.ts, by user code).
 */
export class InsurerCashlessQueue {
  /** The cashless module's repository (the applications and their decisions). */
  readonly repo: CashlessService['repo'];
  private readonly live: LiveNotices;

  constructor(ctx: AppContext) {
    this.repo = new CashlessService(ctx).repo;
    this.live = new LiveNotices(ctx.db);
  }

  /** Customers never see other people's applications. */
  async applications(actor: UserRow, status?: 'pending' | 'active' | 'rejected'): Promise<CashlessApplicationSummary[]> {
    if (actor.role !== 'insurer') throw fail.forbidden();
    const rows = await this.repo.applications(status);
    return rows.map((r) => ({
      id: r.id,
      userCode: r.user_code,
      fullName: r.full_name,
      idType: r.id_type,
      idNumber: r.id_number,
      phone: r.phone,
      status: r.status,
      createdAt: r.created_at,
      decidedAt: r.decided_at,
    }));
  }

  /** Approves (or rejects) a pending application; decided already → 409 error.cashlessAlreadyDecided. */
  async decide(actor: UserRow, applicationId: number, decision: CashlessDecision): Promise<{ status: 'active' | 'rejected' }> {
    if (actor.role !== 'insurer') throw fail.forbidden();
    const application = await this.repo.application(applicationId);
    if (!application) throw fail.notFound();
    if (application.status !== 'pending') throw fail.conflict('error.cashlessAlreadyDecided');
    const outcome = decision.decision === 'approve' ? 'active' : 'rejected';
    const note = decision.note ? ` ${decision.note}` : '';
    const texts = DECISION_MESSAGES[outcome];
    const message = { ...texts, body_en: texts.body_en + note, body_vi: texts.body_vi + note, link: '#/cashless' };
    const done = await this.repo.decide(application, { outcome, decidedBy: actor.user_code, note: decision.note || null }, message, nowIso());
    if (!done) throw fail.conflict('error.cashlessAlreadyDecided');
    // The decision left a message in the customer's inbox: their badge follows live.
    await this.live.unreadCountChanged(application.user_id);
    return { status: outcome };
  }
}
