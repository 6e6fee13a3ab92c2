import { addCalendarDays, todayIso, type EcardStatus, type PolicyStatus } from '@sencare/shared/rules';
import type { Ecard, InsuredMember, PolicyDetail, PolicySummary } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { PoliciesRepository, type MemberRow, type PolicyRow } from './repository';

/** Cover runs by Vietnamese calendar day: the same day the claim rules use (shared/src/rules/today.ts). */
export const vietnamToday = todayIso;


function statusOf(row: PolicyRow, today: string): PolicyStatus {
  return row.status === 'effective' && row.expiry_date >= today ? 'effective' : 'expired';
}

function toMember(m: MemberRow): InsuredMember {
  return { id: m.id, fullName: m.full_name, relationship: m.relationship, dateOfBirth: m.date_of_birth, gender: m.gender };
}

export class PoliciesService {
  readonly repo: PoliciesRepository;

  constructor(ctx: Pick<AppContext, 'db'>, private readonly today: () => string = () => vietnamToday()) {
    this.repo = new PoliciesRepository(ctx.db);
  }

  private toSummary(row: PolicyRow, userId: number, members: MemberRow[], today: string): PolicySummary {
    const isHolder = row.holder_user_id === userId;
    return {
      policyNo: row.policy_no,
      insurer: row.insurer,
      productName: { en: row.product_name_en, vi: row.product_name_vi },
      status: statusOf(row, today),
      role: isHolder ? 'holder' : 'insured',
      effectiveDate: row.effective_date,
      expiryDate: row.expiry_date,
      sumInsured: row.sum_insured,
      remainingBalance: row.remaining_balance,
      waitingPeriodDays: row.waiting_period_days,
      waitingPeriodEndsOn: addCalendarDays(row.effective_date, row.waiting_period_days),
      hotline: row.hotline ?? '',
      // A group policy's other members are not an insured member's business.
      members: members.filter((m) => m.policy_id === row.id && (isHolder || m.user_id === userId)).map(toMember),
    };
  }

  async list(userId: number, status?: PolicyStatus): Promise<PolicySummary[]> {
    const today = this.today();
    const rows = await this.repo.listForUser(userId);
    const members = await this.repo.members(rows.map((r) => r.id));
    const all = rows.map((r) => this.toSummary(r, userId, members, today));
    // Effective first (what the user came for), then most recent.
    const ordered = [...all.filter((p) => p.status === 'effective'), ...all.filter((p) => p.status === 'expired')];
    return status ? ordered.filter((p) => p.status === status) : ordered;
  }

  /** Unknown and not-yours answer the same 404, so policy numbers cannot be probed. */
  async detail(userId: number, policyNo: string): Promise<PolicyDetail> {
    const row = await this.repo.findForUser(userId, policyNo);
    if (!row) throw fail.notFound('error.notFound');
    const [members, benefits] = await Promise.all([this.repo.members([row.id]), this.repo.benefits(row.id)]);
    return {
      ...this.toSummary(row, userId, members, this.today()),
      holderName: row.holder_name,
      benefits: benefits.map((b) => ({
        code: b.code,
        name: { en: b.name_en, vi: b.name_vi },
        limit: b.limit_amount,
        used: b.used_amount,
        remaining: Math.max(0, b.limit_amount - b.used_amount),
      })),
    };
  }

  async ecards(userId: number, status: EcardStatus): Promise<Ecard[]> {
    const rows = await this.repo.ecards(userId, status, this.today());
    return rows.map((r) => ({
      cardNumber: r.card_number,
      status,
      insuredName: r.full_name,
      relationship: r.relationship,
      dateOfBirth: r.date_of_birth,
      policyNo: r.policy_no,
      insurer: r.insurer,
      productName: { en: r.product_name_en, vi: r.product_name_vi },
      validFrom: r.valid_from,
      validTo: r.valid_to,
      hotline: r.hotline ?? '',
    }));
  }
}
