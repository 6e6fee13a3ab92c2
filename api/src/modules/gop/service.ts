import type { Readable } from 'node:stream';
import { findGopTransition, nextGopStatus, type GopCreateInput, type GopListQuery, type GopDocumentKind, type GopStatus } from '@sencare/shared/rules';
import type { GopView, PatientLookup } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ObjectStorage } from '../../storage';
import type { UserRow } from '../auth';
import { cleanName } from '../claims';
import { LiveNotices } from '../live';
import { vietnamToday } from '../policies';
import { changeFor, type GopActionInput } from './changes';
import { GOP_FOLDER, MAX_GOP_DOCUMENTS, storeGopDocument } from './files';
import { tellCustomer } from './messages';
import { guaranteeValidity } from './guarantee';
import { renderGopPdf } from './pdf';
import { nextGopCaseNo } from './numbers';
import { admissible, benefitsOf, cardHolder, toLookup } from './patients';
import { GopRepository, type GopRow } from './repository';
import { gopPage } from './queue';
import { issueVerificationCode } from './verification';
import { toCustomerView, toGopView, type CustomerGopView } from './views';

const LETTER_STATES: readonly GopStatus[] = ['assessed', 'to_be_replied', 'final_submission', 'final_approval', 'concluded'];
const DECISION_STATES: readonly GopStatus[] = ['concluded', 'declined'];

const business = (msg: string, status = 409, data: unknown = null) => new ApiFailure(status, status === 400 ? CODE.validation : status, msg, data);
const notFound = () => fail.notFound('gop.errors.notFound');
/** docs/portals.md: an unknown card is HTTP 404 with code -404. */
const cardNotFound = () => new ApiFailure(404, -404, 'gop.errors.cardNotFound');

/** Staff of one provider or an insurer: who acts on GOPs (the route's role guard already checked). */
type Staff = UserRow & { role: 'provider' | 'insurer' };
const actorOf = (user: UserRow): 'provider' | 'insurer' => (user.role === 'insurer' ? 'insurer' : 'provider');

/** A page of requests (list views carry no events or documents). */
export interface GopPage {
  items: GopView[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

/** The GOP rules of docs/portals.md; every query is in repository.ts, every action's needs in changes.ts. */
export class GopService {
  readonly repo: GopRepository;
  private readonly live: LiveNotices;
  private readonly files: ObjectStorage;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'config'>, private readonly today: () => string = () => vietnamToday()) {
    this.repo = new GopRepository(ctx.db);
    this.live = new LiveNotices(ctx.db);
    this.files = ctx.storage;
  }

  /**
   * The patient of `card` when `dob` is their date of birth, else null; `insuredId` names the
   * card's holder whenever the card is known (the lookup record, provider/lookups.ts).
   */
  async lookup(card: string, dob: string): Promise<{ insuredId: number | null; patient: PatientLookup | null }> {
    const holder = await cardHolder(this.ctx.db, card);
    if (!holder || holder.dateOfBirth !== dob) return { insuredId: holder?.insuredId ?? null, patient: null };
    return { insuredId: holder.insuredId, patient: toLookup(holder, await benefitsOf(this.ctx.db, holder.policyId), this.today()) };
  }

  /** A request the user may see: their provider's, any for the insurer; others get 404, never a hint. */
  async visible(user: UserRow, id: number): Promise<GopRow> {
    const gop = await this.repo.find(id);
    if (!gop) throw notFound();
    if (user.role === 'insurer') return gop;
    if (user.role === 'provider' && user.provider_id !== null && gop.provider_id === Number(user.provider_id)) return gop;
    throw notFound();
  }

  async detail(user: UserRow, id: number): Promise<GopView> {
    const gop = await this.visible(user, id);
    return toGopView(gop, actorOf(user), await this.repo.events(gop.id), await this.repo.documents(gop.id));
  }

  /** The provider's own requests (newest change first) or the insurer's (oldest waiting first; by default those waiting for the insurer). */
  async list(user: UserRow, query: GopListQuery): Promise<GopPage> {
    const insurer = user.role === 'insurer';
    // The search is the insurer's: a provider's list is its own requests only.
    const filter = insurer ? { status: query.status, q: query.q } : { status: query.status, providerId: Number(user.provider_id) };
    const page = await gopPage(this.repo, filter, query.cursor, query.pageSize, insurer);
    return { ...page, items: page.items.map((row) => toGopView(row, actorOf(user))) };
  }

  /** The insured person's hospital stays (GET /api/gops), newest first. */
  async forCustomer(user: UserRow): Promise<CustomerGopView[]> {
    const { items } = await gopPage(this.repo, { userId: user.id }, undefined, 100, false);
    return Promise.all(items.map(async (row) => toCustomerView(row, await this.repo.events(row.id))));
  }

  async create(user: Staff, input: GopCreateInput): Promise<GopView> {
    const holder = await cardHolder(this.ctx.db, input.cardNumber);
    if (!holder) throw cardNotFound();
    if (!admissible(holder, this.today())) throw business('gop.errors.noCashless', 409);
    const benefit = (await benefitsOf(this.ctx.db, holder.policyId)).find((b) => b.code === input.benefitCode);
    if (!benefit) throw new ApiFailure(400, CODE.validation, 'gop.errors.benefitNotFound', null, { benefitCode: 'gop.errors.benefitNotFound' });
    const doctorId = input.doctorId ?? null;
    // docs/portals.md "Doctors": only an effective doctor of this hospital; another's or an invalid one is the same field error.
    if (doctorId !== null && !(await this.repo.isEffectiveDoctor(Number(user.provider_id), doctorId))) throw fail.field('doctorId', 'validation.provider.doctorNotEffective');
    const now = nowIso();
    const id = await this.repo.transaction(async (tx) => {
      const caseNo = await nextGopCaseNo(tx.db, now);
      const gopId = await tx.insert({
        case_no: caseNo,
        status: 'pending',
        provider_id: Number(user.provider_id),
        user_id: holder.userId,
        insured_id: holder.insuredId,
        policy_id: holder.policyId,
        card_number: holder.cardNumber,
        benefit_code: input.benefitCode,
        admission_date: input.admissionDate,
        discharge_date: null,
        diagnosis: input.diagnosis,
        estimated_amount: input.estimatedAmount,
        guaranteed_amount: null,
        final_bill_amount: null,
        payable_amount: null,
        conclusion: null,
        return_reason: null,
        returned_from: null,
        created_by: user.id,
        doctor_id: doctorId,
        created_at: now,
        updated_at: now,
      });
      await tx.addEvent({ gop_id: gopId, action: 'create', from_status: null, to_status: 'pending', actor_user_id: user.id, actor_role: 'provider', actor_name: user.full_name, note: null, amounts: JSON.stringify({ estimatedAmount: input.estimatedAmount }), created_at: now });
      return gopId;
    });
    await this.live.gopChanged({ id, status: 'pending', provider_id: Number(user.provider_id), user_id: holder.userId }, user.id);
    return this.detail(user, id);
  }

  private async benefitRemaining(gop: GopRow): Promise<number> {
    return (await benefitsOf(this.ctx.db, gop.policy_id)).find((b) => b.code === gop.benefit_code)?.remaining ?? 0;
  }

  /**
   * One transition of the state machine (shared gopStateMachine.ts), stored with its event, the
   * customer's message and, on conclude, the balances, in one transaction. The update names the
   * state and version it read, so of two requests at once one wins and the other gets 409.
   */
  async act(user: Staff, id: number, input: GopActionInput): Promise<GopView> {
    const actor = actorOf(user);
    const gop = await this.visible(user, id);
    const to = nextGopStatus({ status: gop.status, returnedFrom: gop.returned_from }, input.action, actor);
    if (!to) throw business('gop.errors.transitionNotAllowed', 409, { from: gop.status, action: input.action });
    const change = changeFor(actor, gop, input, to, await this.benefitRemaining(gop));
    const now = nowIso();
    const told = await this.repo.transaction(async (tx) => {
      if (!(await tx.move(gop.id, gop.status, gop.version, { ...change.set, status: to, updated_at: now }))) throw business('error.assessmentChanged');
      await tx.addEvent({ gop_id: gop.id, action: input.action, from_status: gop.status, to_status: to, actor_user_id: user.id, actor_role: actor, actor_name: user.full_name, note: change.note, amounts: change.amounts ? JSON.stringify(change.amounts) : null, created_at: now });
      const moved = (await tx.find(gop.id)) as GopRow;
      if (input.action === 'conclude' && moved.payable_amount) {
        if (!(await tx.applyPayment(moved.policy_id, moved.benefit_code, moved.payable_amount))) throw business('gop.errors.aboveRemaining');
      }
      return findGopTransition(gop.status, input.action, actor)?.notifyCustomer ? tellCustomer(tx.db, input.action, moved, change.note, now) : false;
    });
    if (told) await this.live.unreadCountChanged(gop.user_id);
    await this.live.gopChanged({ ...gop, status: to }, user.id);
    return this.detail(user, id);
  }

  /** A bill document from the provider, while the request is still open to the provider. */
  async upload(user: Staff, id: number, kind: GopDocumentKind, name: string | undefined, source: Readable) {
    const gop = await this.visible(user, id);
    if (['concluded', 'final_approval'].includes(gop.status)) throw business('gop.errors.documentsClosed');
    if ((await this.repo.documents(gop.id)).length >= MAX_GOP_DOCUMENTS) throw business('gop.errors.documentsClosed');
    const stored = await storeGopDocument(this.files, source);
    const row = { gop_id: gop.id, kind, original_name: cleanName(name), stored_name: stored.storedName, size: stored.size, sha256: stored.sha256, mime: stored.mime, uploaded_by: user.id, created_at: nowIso() };
    const docId = await this.repo.addDocument(row);
    return { id: docId, name: row.original_name, kind, size: row.size };
  }

  /**
   * The letter of guarantee exists once the insurer guaranteed an amount (assessed and after, also
   * while a final submission is returned); the decision once the request is concluded or declined.
   * The first one issued gives the GOP its verification code (verification.ts); both carry it, the
   * insurer's legal entity from the configuration and the guarantee's validity (guarantee.ts).
   */
  async pdf(user: UserRow, id: number, kind: 'letter' | 'decision'): Promise<{ caseNo: string; bytes: Buffer }> {
    const row = await this.visible(user, id);
    const view = toGopView(row, actorOf(user), await this.repo.events(row.id));
    const ready = kind === 'letter' ? view.guaranteedAmount !== null && LETTER_STATES.includes(view.status) : DECISION_STATES.includes(view.status);
    if (!ready) throw business('gop.errors.documentNotReady', 409, { status: view.status });
    const verificationCode = await issueVerificationCode(this.ctx.db, row.id);
    const bytes = await renderGopPdf(view, kind, { insurer: this.ctx.config.insurer, verificationCode, validity: guaranteeValidity(row.admission_date, row.policy_expiry) });
    return { caseNo: view.caseNo, bytes };
  }

  async documentFile(user: UserRow, id: number, docId: number): Promise<{ key: string; mime: string; name: string }> {
    const gop = await this.visible(user, id);
    const doc = await this.repo.document(gop.id, docId);
    if (!doc) throw fail.notFound();
    return { key: `${GOP_FOLDER}${doc.stored_name}`, mime: doc.mime, name: doc.original_name };
  }
}
