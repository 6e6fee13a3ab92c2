import { LIMITS, canTransition, firstCoverageProblem, findTransition, inBothLanguages, missingDocumentKinds, type ClaimDraftInput, type ClaimStatusName, type ClaimSubmitData, type ClaimTransitionInput, type ClaimBankDetailsData, type LocalizedText, type SupplementAnswerInput } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { ObjectStorage } from '../../storage';
import type { UserRow } from '../auth';
import { LiveNotices } from '../live';
import { ClaimDrafts, type ClaimDraftSavedWithKey, type ClaimDraftView, type SentDraft } from './drafts';
import { cleanName, newPublicId, storeDocument } from './files';
import { notifyCustomer } from './messages';
import { nextClaimId } from './claim-numbers';
import { ClaimsRepository, toReceipt } from './repository';
import { ClaimsRepositories } from './repositories';
import { coveredPeriod } from './repository-form-options';
import type { UploadRow } from './repository-documents';
import { ClaimSubmissions, IDEMPOTENCY_KEY, requestHash, type SubmissionKey } from './submissions';

const business = (msg: string, status = 409, data: unknown = null) => new ApiFailure(status, status, msg, data);
const fieldError = (field: string, key: string) => new ApiFailure(400, CODE.validation, key, null, { [field]: key });

/** Ids a resumable upload gives its document up front (tus.ts), so finishing it twice is one row. */
export interface PresetFileIds {
  publicId: string;
  storedName: string;
}

export interface Actor {
  user: UserRow;
}

type FeeDecision = NonNullable<ClaimTransitionInput['decisions']>[number];
type SupplementItemInput = NonNullable<ClaimTransitionInput['items']>[number];

/** What an insurer's move writes besides the status (claims/service.ts recordInsurerMove). */
export interface InsurerChange {
  supplementItems?: readonly SupplementItemInput[];
  settlement?: { decisions: readonly FeeDecision[]; amount: number };
}

/** Changes that go with a move, in its transaction. */
type WithMove = (tx: ClaimsRepositories) => Promise<void>;

/** The claims rules; every query is in a repository (repositories.ts). */
export class ClaimsService {
  readonly repo: ClaimsRepository;
  readonly drafts: ClaimDrafts;
  readonly submissions: ClaimSubmissions;
  private readonly store: ClaimsRepositories;
  private readonly live: LiveNotices;
  private readonly files: ObjectStorage;

  constructor(ctx: AppContext) {
    this.store = new ClaimsRepositories(ctx.db, ctx.dialect);
    this.live = new LiveNotices(ctx.db);
    this.repo = this.store.claims;
    this.files = ctx.storage;
    this.drafts = new ClaimDrafts(ctx.db, ctx.storage);
    this.submissions = new ClaimSubmissions(ctx.db);
  }

  isInsurer(user: UserRow): boolean {
    return user.role === 'insurer';
  }

  /** A claim the user may see: their own, or any for the insurer. Others get 404, never a hint. */
  async visibleClaim(user: UserRow, id: string) {
    const claim = await this.repo.find(id);
    if (!claim || claim.status === 'draft' || (!this.isInsurer(user) && claim.user_id !== user.id)) throw fail.notFound('claims.notFound');
    return claim;
  }

  async detail(user: UserRow, id: string): Promise<ClaimDetail> {
    await this.visibleClaim(user, id);
    return (await this.repo.detail(id))!;
  }

  /**
   * Home's "Claims in progress" opens the in_progress tab, so it counts exactly that tab (it once
   * counted every open claim, the submission tab too); `open` is docs/requirements.md §9's limit.
   */
  async summary(user: UserRow) {
    const [inProgress, open, total] = await Promise.all([this.repo.countInTab(user.id, 'in_progress'), this.repo.countOpen(user.id), this.repo.countAll(user.id)]);
    return { inProgress, open, total };
  }

  async formOptions(user: UserRow) {
    const options = await this.store.formOptions.forUser(user);
    return { ...options, limits: { maxClaimsInProgress: LIMITS.maxClaimsInProgress, inProgress: await this.repo.countOpen(user.id) } };
  }

  // ---------- drafts ----------
  getDraft(user: UserRow): Promise<ClaimDraftView | null> {
    return this.drafts.current(user.id);
  }

  /** Versioned (drafts.ts): a stale baseVersion → 409 claims.draftStale with the current draft. */
  saveDraft(user: UserRow, input: ClaimDraftInput): Promise<ClaimDraftSavedWithKey> {
    return this.drafts.save(user.id, input);
  }

  /** A phone's old copy of a draft: the claim it was sent as from another phone, or null. */
  sentDraft(user: UserRow, key: string): Promise<SentDraft | null> {
    return this.drafts.sentAs(user.id, key);
  }

  deleteDraft(user: UserRow, withUploads = true): Promise<void> {
    return this.drafts.discard(user.id, withUploads);
  }

  // ---------- uploads ----------
  /** `source` is streamed into storage (a multipart part, or a finished resumable upload's bytes). */
  async uploadToDraft(user: UserRow, kind: string, name: string | undefined, source: Readable, ids?: PresetFileIds) {
    const stored = await storeDocument(this.files, source, await this.repo.uploadsSize(user.id), ids?.storedName);
    const row = { public_id: ids?.publicId ?? newPublicId(), user_id: user.id, kind, original_name: cleanName(name), stored_name: stored.storedName, size: stored.size, sha256: stored.sha256, mime: stored.mime, created_at: nowIso() };
    const id = await this.store.documents.insertUpload(row);
    return toReceipt({ ...row, id });
  }

  async removeDraftUpload(user: UserRow, publicId: string) {
    const row = await this.store.documents.findUpload(user.id, publicId);
    if (!row) throw fail.notFound();
    await this.store.documents.deleteUpload(row.id);
    await this.files.delete(row.stored_name);
  }

  /** Adds a document to a submitted claim (supplements, originals); only the owner, only while the claim is open. */
  async uploadToClaim(user: UserRow, claimId: string, kind: string, name: string | undefined, source: Readable, ids?: PresetFileIds) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id) throw fail.forbidden();
    if (!['processing', 'supplement_requested', 'to_be_revised', 'waiting_originals'].includes(claim.status)) throw business('claims.transitionNotAllowed');
    const stored = await storeDocument(this.files, source, await this.repo.documentsSize(claimId), ids?.storedName);
    const row = { claim_id: claimId, public_id: ids?.publicId ?? newPublicId(), kind, original_name: cleanName(name), stored_name: stored.storedName, size: stored.size, sha256: stored.sha256, mime: stored.mime, created_at: nowIso() };
    const id = await this.store.documents.insertDocument(row);
    return toReceipt({ ...row, id });
  }

  /**
   * Takes back a file picked for a supplement answer before it is sent: only the
   * owner, only while the request is open, and only files added since the insurer asked (earlier
   * documents are part of what was already submitted).
   */
  async removeAnswerDocument(user: UserRow, claimId: string, publicId: string) {
    const claim = await this.ownClaim(user, claimId);
    if (claim.status !== 'supplement_requested') throw business('claims.transitionNotAllowed');
    const doc = await this.store.documents.findDocument(claimId, publicId);
    if (!doc) throw fail.notFound();
    const askedAt = await this.store.writes.lastEnteredAt(claimId, 'supplement_requested');
    if (!askedAt || doc.created_at < askedAt) throw business('claims.transitionNotAllowed');
    await this.store.documents.deleteDocument(doc.id);
    await this.files.delete(doc.stored_name);
  }

  /** The file behind a receipt: the uploader, the claim's owner, or the insurer. */
  async fileFor(user: UserRow, publicId: string): Promise<{ storedName: string; mime: string; name: string } | null> {
    const doc = await this.store.documents.documentWithOwner(publicId);
    if (doc && (doc.user_id === user.id || this.isInsurer(user))) return { storedName: doc.stored_name, mime: doc.mime, name: doc.original_name };
    const up = await this.store.documents.findUpload(user.id, publicId);
    return up ? { storedName: up.stored_name, mime: up.mime, name: up.original_name } : null;
  }

  // ---------- submit ----------
  /**
   * Stripe's idempotency: the first answer for a key is stored and replayed; the same key with
   * another body is refused (422). The key row commits with the claim (submissions.ts), so a
   * crash leaves nothing and failures store nothing: a retry, or a corrected body, just runs.
   */
  async submitIdempotent(user: UserRow, key: string | undefined, body: ClaimSubmitData, rawBody: unknown): Promise<{ status: number; data: unknown }> {
    if (!key) return { status: 200, data: await this.submit(user, body) };
    if (!IDEMPOTENCY_KEY.test(key)) throw fieldError('idempotencyKey', 'validation.invalid');
    const idem: SubmissionKey = { userId: user.id, key, hash: requestHash(rawBody) };
    const earlier = await this.submissions.find(user.id, key);
    if (earlier) return this.submissions.replay(earlier, idem.hash);
    try {
      return { status: 200, data: await this.submissions.track(idem, () => this.submit(user, body, idem)) };
    } catch (error) {
      // A concurrent request with this key won (its claim may also have made our checks fail,
      // e.g. the uploads are no longer drafts): its answer is this request's answer too.
      const winner = await this.submissions.find(user.id, key);
      if (winner) return this.submissions.replay(winner, idem.hash);
      throw error;
    }
  }

  /**
   * What submit and revise both check: the insured person and policies are the user's, the
   * policies cover the risk date, and the documents (new uploads, or on a revision the claim's
   * own) cover what the claim type needs.
   */
  private async checkClaimBody(user: UserRow, body: ClaimSubmitData, claimId?: string) {
    const insured = await this.store.formOptions.insuredPerson(user.id, body.insuredId);
    if (!insured) throw fieldError('insuredId', 'validation.claims.insuredRequired');

    const policies = await this.store.formOptions.policiesCovering(user.id, insured.id, body.policyIds);
    if (policies.length !== new Set(body.policyIds).size) throw fieldError('policyIds', 'validation.claims.policyRequired');
    // The wizard runs the same rule as soon as the policies, risk date and claim type are chosen.
    const uncovered = firstCoverageProblem(
      policies.map((p) => ({ policyNo: p.policy_no, ...coveredPeriod(p), waitingPeriodDays: Number(p.waiting_period_days) })),
      body.riskDate,
      body.claimType,
    );
    if (uncovered) throw business('error.requirementNotMet', 422, { policyNo: uncovered.policyNo, reason: uncovered.reason, from: uncovered.from, to: uncovered.to });

    const uploads = await this.store.documents.uploadsByIds(user.id, body.documentIds);
    const kept = claimId ? await this.store.documents.documentsByIds(claimId, body.documentIds) : [];
    if (uploads.length + kept.length !== new Set(body.documentIds).size) throw fieldError('documentIds', 'validation.invalid');
    if (missingDocumentKinds(body.claimType, body.treatment, [...uploads, ...kept].map((u) => u.kind)).length) throw fieldError('documentIds', 'validation.claims.documentsIncomplete');
    return { insured, policies, uploads };
  }

  /** The claim's columns a submission or a revision writes. */
  private claimColumns(body: ClaimSubmitData) {
    return {
      id_type: body.idType,
      id_number: body.idNumber,
      risk_date: body.riskDate,
      claim_type: body.claimType,
      treatment: body.treatment,
      diagnosis: body.diagnosis,
      request_amount: body.requestAmount,
      ...this.payeeColumns(body),
      ...(body.signature ? { signature: body.signature } : {}),
    };
  }

  private payeeColumns(body: ClaimBankDetailsData) {
    return {
      bank_code: body.bankCode,
      branch: body.branch,
      province_code: body.provinceCode,
      account_name: body.accountName.trim(),
      account_number: body.accountNumber,
      claimant: body.claimant,
      email: body.email,
      telephone: body.telephone,
      relationship: body.relationship,
    };
  }

  private async writeFeeItemsAndDocuments(tx: ClaimsRepositories, claimId: string, body: ClaimSubmitData, uploads: readonly UploadRow[]) {
    await tx.writes.replaceFeeItems(claimId, body.feeItems);
    await tx.documents.adoptUploads(claimId, uploads);
  }

  async submit(user: UserRow, body: ClaimSubmitData, idem?: SubmissionKey): Promise<{ claimId: string; status: ClaimStatusName }> {
    if (this.isInsurer(user)) throw fail.forbidden();
    if ((await this.repo.countOpen(user.id)) >= LIMITS.maxClaimsInProgress) throw business('error.maxClaims');
    const { insured, policies, uploads } = await this.checkClaimBody(user, body);

    const now = nowIso();
    const claimId = await this.store.transaction(async (tx) => {
      if (idem) await this.submissions.claim(tx.db, idem);
      // Queue behind this user's other submits, so the limit and the duplicate check see them all.
      await tx.writes.lockUser(user.id);
      if ((await tx.claims.countOpen(user.id)) >= LIMITS.maxClaimsInProgress) throw business('error.maxClaims');
      if (!body.confirmDuplicate) {
        const dup = await tx.writes.findDuplicate(user.id, insured.id, body.riskDate, body.requestAmount);
        if (dup) throw business('claims.duplicate', 409, { claimId: dup });
      }
      const id = await nextClaimId(tx.db, now);
      const draftKey = await tx.writes.deleteDraft(user.id);
      await tx.writes.insertClaim({ id, user_id: user.id, insured_id: insured.id, ...this.claimColumns(body), reimbursement_amount: null, status: 'processing', submitted_at: now, created_at: now, updated_at: now, draft_key: draftKey });
      await tx.writes.replacePolicies(id, policies.map((p) => p.id));
      await this.writeFeeItemsAndDocuments(tx, id, body, uploads);
      await tx.writes.addEvent({ claimId: id, from: 'draft', to: 'processing', actorId: user.id, actorRole: 'customer', note: null, at: now });
      await notifyCustomer(tx.db, user.id, id, 'processing');
      if (idem) await this.submissions.settle(tx.db, idem, { claimId: id, status: 'processing' });
      return id;
    });
    await this.live.claimMoved(user.id, claimId, 'processing', 'customer', user.id);
    return { claimId, status: 'processing' };
  }

  // ---------- transitions ----------
  private async move(claimId: string, from: ClaimStatusName, to: ClaimStatusName, actor: UserRow, note: LocalizedText | null, extra?: WithMove, set: { reimbursement_amount?: number } = {}) {
    const now = nowIso();
    // Provider staff never reach a claim (the role guard, src/http/roles.ts): the owner or the insurer moves it.
    const role = actor.role === 'customer' ? 'customer' : 'insurer';
    const ownerId = await this.store.transaction(async (tx) => {
      if (!(await tx.writes.moveStatus(claimId, from, to, now, set))) throw business('error.assessmentChanged');
      await tx.writes.addEvent({ claimId, from, to, actorId: actor.id, actorRole: role, note, at: now });
      if (extra) await extra(tx);
      const owner = await tx.writes.ownerOf(claimId);
      if (findTransition(from, to)?.notifyCustomer) await notifyCustomer(tx.db, owner, claimId, to, note, from);
      return owner;
    });
    // Every status change passes here (routes, the assessor CLI), after its commit: the live stream.
    await this.live.claimMoved(ownerId, claimId, to, role, actor.id);
  }

  /** The customer says why; the reason is the cancel event's note, shown in the timeline. */
  async cancel(user: UserRow, claimId: string, note?: string) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id || !canTransition(claim.status, 'cancelled', 'customer')) throw business('claims.transitionNotAllowed');
    // The customer's own words, in the language they wrote: the same text in both.
    const reason = inBothLanguages(note);
    if (!reason) throw fieldError('note', 'validation.claims.reasonRequired');
    await this.move(claimId, claim.status, 'cancelled', user, reason);
    return this.detail(user, claimId);
  }

  async answerSupplement(user: UserRow, claimId: string, input: SupplementAnswerInput) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id || !canTransition(claim.status, 'processing', 'customer')) throw business('claims.transitionNotAllowed');
    const items = await this.store.writes.openSupplementItems(claimId);
    const docs = await this.store.documents.documentsOf(claimId);
    for (const item of items) {
      const answer = input.answers.find((a) => a.itemId === item.id);
      if (!answer || answer.documentIds.length === 0) throw fieldError(`answers.${item.id}`, 'validation.required');
      if (!answer.documentIds.every((d) => docs.some((doc) => doc.public_id === d))) throw fieldError(`answers.${item.id}`, 'validation.invalid');
    }
    const now = nowIso();
    const note = inBothLanguages(input.answers.map((a) => a.note).filter(Boolean).join('; '));
    await this.move(claimId, claim.status, 'processing', user, note, async (tx) => {
      for (const item of items) {
        const answer = input.answers.find((a) => a.itemId === item.id)!;
        await tx.writes.answerSupplementItem(item.id, now, answer.note ?? null);
      }
    });
    return this.detail(user, claimId);
  }

  /** The customer's own claim, or 404: the insurer and other customers never act as its owner. */
  private async ownClaim(user: UserRow, claimId: string) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id) throw fail.notFound('claims.notFound');
    return claim;
  }

  /** to_be_revised → processing: the customer resubmits the whole claim from the wizard. */
  async revise(user: UserRow, claimId: string, body: ClaimSubmitData) {
    const claim = await this.ownClaim(user, claimId);
    const tr = findTransition(claim.status, 'processing');
    if (!tr || tr.action !== 'revise' || !tr.actors.includes('customer')) throw business('claims.transitionNotAllowed', 409, { from: claim.status, to: 'processing' });
    const { insured, policies, uploads } = await this.checkClaimBody(user, body, claimId);
    await this.move(claimId, claim.status, 'processing', user, null, async (tx) => {
      await tx.writes.updateClaim(claimId, { insured_id: insured.id, ...this.claimColumns(body) });
      await tx.writes.replacePolicies(claimId, policies.map((p) => p.id));
      await this.writeFeeItemsAndDocuments(tx, claimId, body, uploads);
    });
    return this.detail(user, claimId);
  }

  /** payment_failed → to_be_paid: the customer gives new bank details (the payee step only). */
  async updateBankDetails(user: UserRow, claimId: string, body: ClaimBankDetailsData) {
    const claim = await this.ownClaim(user, claimId);
    if (claim.status !== 'payment_failed' || !canTransition(claim.status, 'to_be_paid', 'customer')) throw business('claims.transitionNotAllowed', 409, { from: claim.status, to: 'to_be_paid' });
    await this.move(claimId, claim.status, 'to_be_paid', user, null, (tx) => tx.writes.updateClaim(claimId, this.payeeColumns(body)));
    return this.detail(user, claimId);
  }

  /** The fee lines' amounts, which a settlement's decisions must add up to (insurer/service.ts). */
  feeAmounts(claimId: string): Promise<{ id: number; amount: number }[]> {
    return this.store.writes.feeAmounts(claimId);
  }

  /**
   * A move the insurer decided (insurer/service.ts checks it against the state machine first):
   * the status, the timeline event, the documents asked for or the settlement, the customer's
   * message and the live event, as every other move. Changed meanwhile → 409 error.assessmentChanged.
   */
  async recordInsurerMove(actor: UserRow, claimId: string, from: ClaimStatusName, to: ClaimStatusName, note: LocalizedText | null, change: InsurerChange = {}) {
    const { supplementItems, settlement } = change;
    let extra: WithMove | undefined;
    if (supplementItems) {
      const now = nowIso();
      extra = (tx) => tx.writes.addSupplementItems(claimId, supplementItems, now);
    }
    if (settlement) extra = (tx) => tx.writes.setDecisions(claimId, settlement.decisions);
    await this.move(claimId, from, to, actor, note, extra, settlement ? { reimbursement_amount: settlement.amount } : {});
  }
}
