import { createHash } from 'node:crypto';
import {
  LIMITS,
  canTransition,
  decisionsAddUp,
  findTransition,
  missingDocumentKinds,
  type ClaimDetail,
  type ClaimDraftInput,
  type ClaimStatusName,
  type ClaimSubmitData,
  type ClaimTransitionInput,
  type ClaimBankDetailsData,
  type SupplementAnswerInput,
} from '@sencare/shared/rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth/sessions';
import { cleanName, isImage, maxBytesFor, newPublicId, removeFile, sniffMime, storeFile } from './files';
import { notifyCustomer } from './messages';
import { ClaimsRepository, toReceipt } from './repository';

const business = (msg: string, status = 409, data: unknown = null) => new ApiFailure(status, status, msg, data);
const fieldError = (field: string, key: string) => new ApiFailure(400, CODE.validation, key, null, { [field]: key });

/** Stable JSON (sorted keys) so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface Actor {
  user: UserRow;
}

export class ClaimsService {
  readonly repo: ClaimsRepository;
  private readonly db: Db;

  constructor(private readonly ctx: AppContext) {
    this.db = ctx.db;
    this.repo = new ClaimsRepository(ctx.db);
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

  async summary(user: UserRow) {
    return { inProgress: await this.repo.countOpen(user.id), total: await this.repo.countAll(user.id) };
  }

  async formOptions(user: UserRow) {
    const insured = await this.db.selectFrom('insured_persons').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
    const members = await this.db
      .selectFrom('policy_members')
      .innerJoin('policies', 'policies.id', 'policy_members.policy_id')
      .select(['policy_members.insured_id', 'policies.id', 'policies.policy_no', 'policies.product_name_en', 'policies.product_name_vi', 'policies.effective_date', 'policies.expiry_date', 'policies.status', 'policies.waiting_period_days'])
      .where('policies.holder_user_id', '=', user.id)
      .orderBy('policies.id')
      .execute();
    const banks = await this.db.selectFrom('banks').selectAll().orderBy('short_name').execute();
    const provinces = await this.db.selectFrom('provinces').selectAll().orderBy('code').execute();
    const last = await this.db.selectFrom('claims').selectAll().where('user_id', '=', user.id).where('bank_code', 'is not', null).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    return {
      insured: insured.map((p) => ({
        id: p.id,
        fullName: p.full_name,
        relationship: p.relationship,
        idType: p.id_type,
        idNumber: p.id_number,
        policies: members
          .filter((m) => m.insured_id === p.id)
          .map((m) => ({ id: m.id, policyNo: m.policy_no, productName: { en: m.product_name_en, vi: m.product_name_vi }, effectiveDate: m.effective_date, expiryDate: m.expiry_date, status: m.status, waitingPeriodDays: Number(m.waiting_period_days) })),
      })),
      banks: banks.map((b) => ({ code: b.code, shortName: b.short_name, fullName: b.full_name })),
      provinces: provinces.map((p) => ({ code: p.code, name: { en: p.name_en, vi: p.name_vi } })),
      payee: {
        claimant: last?.claimant ?? user.full_name,
        email: last?.email ?? user.email,
        telephone: last?.telephone ?? user.phone,
        bankCode: last?.bank_code ?? null,
        branch: last?.branch ?? null,
        provinceCode: last?.province_code ?? null,
        accountName: last?.account_name ?? null,
        accountNumber: last?.account_number ?? null,
        relationship: last?.relationship ?? null,
      },
      limits: { maxClaimsInProgress: LIMITS.maxClaimsInProgress, inProgress: await this.repo.countOpen(user.id) },
    };
  }

  // ---------- drafts ----------
  async getDraft(user: UserRow) {
    const row = await this.db.selectFrom('claim_drafts').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    const uploads = await this.db.selectFrom('claim_uploads').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
    if (!row && uploads.length === 0) return null;
    const data = row ? (JSON.parse(row.data) as ClaimDraftInput) : { values: {} };
    return { ...data, savedAt: row?.updated_at ?? null, documents: uploads.map(toReceipt) };
  }

  async saveDraft(user: UserRow, input: ClaimDraftInput) {
    const now = nowIso();
    const data = JSON.stringify(input);
    const existing = await this.db.selectFrom('claim_drafts').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
    if (existing) await this.db.updateTable('claim_drafts').set({ data, updated_at: now }).where('user_id', '=', user.id).execute();
    else await this.db.insertInto('claim_drafts').values({ user_id: user.id, data, updated_at: now }).execute();
    return { savedAt: now };
  }

  async deleteDraft(user: UserRow, withUploads = true) {
    await this.db.deleteFrom('claim_drafts').where('user_id', '=', user.id).execute();
    if (withUploads) {
      const uploads = await this.db.selectFrom('claim_uploads').select(['id', 'stored_name']).where('user_id', '=', user.id).execute();
      await this.db.deleteFrom('claim_uploads').where('user_id', '=', user.id).execute();
      await Promise.all(uploads.map((u) => removeFile(u.stored_name)));
    }
  }

  // ---------- uploads ----------
  private checkFile(content: Buffer, used: { bytes: number; images: number }) {
    const mime = sniffMime(content.subarray(0, 16));
    if (!mime) throw business('claims.fileType', 415);
    const max = maxBytesFor(mime);
    if (content.length > max) throw business('claims.fileTooLarge', 413, { max: `${max / 1024 / 1024} MB` });
    if (isImage(mime) && used.images + 1 > LIMITS.maxImagesPerClaim) throw business('error.maxImages', 409);
    if (used.bytes + content.length > LIMITS.maxClaimBytes) throw business('claims.claimTooLarge', 413);
    return mime;
  }

  async uploadToDraft(user: UserRow, kind: string, name: string | undefined, content: Buffer) {
    const mime = this.checkFile(content, await this.repo.uploadsSize(user.id));
    const stored = await storeFile(content);
    const row = { public_id: newPublicId(), user_id: user.id, kind, original_name: cleanName(name), stored_name: stored.storedName, size: stored.size, sha256: stored.sha256, mime, created_at: nowIso() };
    const { id } = await this.db.insertInto('claim_uploads').values(row).returning('id').executeTakeFirstOrThrow();
    return toReceipt({ ...row, id });
  }

  async removeDraftUpload(user: UserRow, publicId: string) {
    const row = await this.db.selectFrom('claim_uploads').select(['id', 'stored_name']).where('public_id', '=', publicId).where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw fail.notFound();
    await this.db.deleteFrom('claim_uploads').where('id', '=', row.id).execute();
    await removeFile(row.stored_name);
  }

  /** Adds a document to a submitted claim (supplements, originals); only the owner, only while the claim is open. */
  async uploadToClaim(user: UserRow, claimId: string, kind: string, name: string | undefined, content: Buffer) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id) throw fail.forbidden();
    if (!['processing', 'supplement_requested', 'to_be_revised', 'waiting_originals'].includes(claim.status)) throw business('claims.transitionNotAllowed');
    const mime = this.checkFile(content, await this.repo.documentsSize(claimId));
    const stored = await storeFile(content);
    const row = { claim_id: claimId, public_id: newPublicId(), kind, original_name: cleanName(name), stored_name: stored.storedName, size: stored.size, sha256: stored.sha256, mime, created_at: nowIso() };
    const { id } = await this.db.insertInto('claim_documents').values(row).returning('id').executeTakeFirstOrThrow();
    return toReceipt({ ...row, id });
  }

  /** The file behind a receipt: the uploader, the claim's owner, or the insurer. */
  async fileFor(user: UserRow, publicId: string): Promise<{ storedName: string; mime: string; name: string } | null> {
    const doc = await this.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .select(['claim_documents.stored_name', 'claim_documents.mime', 'claim_documents.original_name', 'claims.user_id'])
      .where('claim_documents.public_id', '=', publicId)
      .executeTakeFirst();
    if (doc && (doc.user_id === user.id || this.isInsurer(user))) return { storedName: doc.stored_name, mime: doc.mime, name: doc.original_name };
    const up = await this.db.selectFrom('claim_uploads').selectAll().where('public_id', '=', publicId).where('user_id', '=', user.id).executeTakeFirst();
    return up ? { storedName: up.stored_name, mime: up.mime, name: up.original_name } : null;
  }

  // ---------- submit ----------
  /**
   * Stripe's idempotency: the first answer for a key is stored and replayed; the same key with
   * another body is refused (422); a second request while the first runs gets 409. Failures are
   * not stored (nothing was created), so a corrected retry may reuse the key's slot.
   */
  async submitIdempotent(user: UserRow, key: string | undefined, body: ClaimSubmitData, rawBody: unknown): Promise<{ status: number; data: unknown }> {
    if (!key) return { status: 200, data: await this.submit(user, body) };
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw fieldError('idempotencyKey', 'validation.invalid');
    const hash = createHash('sha256').update(stableJson(rawBody)).digest('hex');
    const inserted = await this.db
      .insertInto('claim_idempotency')
      .values({ user_id: user.id, key, request_hash: hash, state: 'running', http_status: null, response: null, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const row = await this.db.selectFrom('claim_idempotency').selectAll().where('user_id', '=', user.id).where('key', '=', key).executeTakeFirstOrThrow();
      if (row.request_hash !== hash) throw business('claims.idempotencyMismatch', 422);
      if (row.state === 'running') throw business('claims.inProgress', 409);
      return { status: row.http_status ?? 200, data: JSON.parse(row.response ?? 'null') };
    }
    try {
      const data = await this.submit(user, body);
      await this.db.updateTable('claim_idempotency').set({ state: 'done', http_status: 200, response: JSON.stringify(data) }).where('user_id', '=', user.id).where('key', '=', key).execute();
      return { status: 200, data };
    } catch (error) {
      await this.db.deleteFrom('claim_idempotency').where('user_id', '=', user.id).where('key', '=', key).execute();
      throw error;
    }
  }

  /**
   * What submit and revise both check: the insured person and policies are the user's, the
   * policies cover the risk date, and the documents (new uploads, or on a revision the claim's
   * own) cover what the claim type needs.
   */
  private async checkClaimBody(user: UserRow, body: ClaimSubmitData, claimId?: string) {
    const insured = await this.db.selectFrom('insured_persons').selectAll().where('id', '=', body.insuredId).where('user_id', '=', user.id).executeTakeFirst();
    if (!insured) throw fieldError('insuredId', 'validation.claims.insuredRequired');

    const policies = await this.db
      .selectFrom('policies')
      .innerJoin('policy_members', 'policy_members.policy_id', 'policies.id')
      .selectAll('policies')
      .where('policies.holder_user_id', '=', user.id)
      .where('policy_members.insured_id', '=', insured.id)
      .where('policies.id', 'in', body.policyIds)
      .execute();
    if (policies.length !== new Set(body.policyIds).size) throw fieldError('policyIds', 'validation.claims.policyRequired');
    for (const p of policies) {
      const coversDate = p.effective_date <= body.riskDate && body.riskDate <= p.expiry_date;
      // Waiting periods apply to illness; accidents are covered from the first day.
      const waitEnds = new Date(Date.parse(`${p.effective_date}T00:00:00Z`) + Number(p.waiting_period_days) * 86_400_000).toISOString().slice(0, 10);
      const waited = body.claimType === 'accident' || body.riskDate >= waitEnds;
      if (!coversDate || !waited) throw business('error.requirementNotMet', 422, { policyNo: p.policy_no });
    }

    const uploads = body.documentIds.length
      ? await this.db.selectFrom('claim_uploads').selectAll().where('user_id', '=', user.id).where('public_id', 'in', body.documentIds).execute()
      : [];
    const kept = claimId && body.documentIds.length
      ? await this.db.selectFrom('claim_documents').select(['public_id', 'kind']).where('claim_id', '=', claimId).where('public_id', 'in', body.documentIds).execute()
      : [];
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

  private async writeFeeItemsAndDocuments(trx: Db, claimId: string, body: ClaimSubmitData, uploads: { id: number; public_id: string; kind: string; original_name: string; stored_name: string; size: number; sha256: string; mime: string; created_at: string }[]) {
    await trx
      .insertInto('claim_fee_items')
      .values(body.feeItems.map((f, i) => ({ claim_id: claimId, position: i + 1, name: f.name, quantity: f.quantity, type: f.type, unit_price: f.unitPrice ?? Math.round(f.amount / f.quantity), amount: f.amount, deductible: f.deductible ?? 0, decision: null, approved_amount: null })))
      .execute();
    if (uploads.length) {
      await trx
        .insertInto('claim_documents')
        .values(uploads.map((u) => ({ claim_id: claimId, public_id: u.public_id, kind: u.kind, original_name: u.original_name, stored_name: u.stored_name, size: u.size, sha256: u.sha256, mime: u.mime, created_at: u.created_at })))
        .execute();
      await trx.deleteFrom('claim_uploads').where('id', 'in', uploads.map((u) => u.id)).execute();
    }
  }

  async submit(user: UserRow, body: ClaimSubmitData): Promise<{ claimId: string; status: ClaimStatusName }> {
    if (this.isInsurer(user)) throw fail.forbidden();
    if ((await this.repo.countOpen(user.id)) >= LIMITS.maxClaimsInProgress) throw business('error.maxClaims');
    const { insured, policies, uploads } = await this.checkClaimBody(user, body);

    if (!body.confirmDuplicate) {
      const dup = await this.db
        .selectFrom('claims')
        .select('id')
        .where('user_id', '=', user.id)
        .where('insured_id', '=', insured.id)
        .where('risk_date', '=', body.riskDate)
        .where('request_amount', '=', body.requestAmount)
        .where('status', 'not in', ['cancelled', 'draft'])
        .executeTakeFirst();
      if (dup) throw business('claims.duplicate', 409, { claimId: dup.id });
    }

    const now = nowIso();
    const claimId = await this.db.transaction().execute(async (trx) => {
      const year = now.slice(0, 4);
      const prefix = `CL-${year}-`;
      const last = await trx.selectFrom('claims').select('id').where('id', 'like', `${prefix}%`).orderBy('id', 'desc').limit(1).executeTakeFirst();
      const next = (last ? Number(last.id.slice(prefix.length)) : 0) + 1;
      const id = `${prefix}${String(next).padStart(6, '0')}`;
      await trx
        .insertInto('claims')
        .values({
          id,
          user_id: user.id,
          insured_id: insured.id,
          ...this.claimColumns(body),
          reimbursement_amount: null,
          status: 'processing',
          submitted_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('claim_policies').values(policies.map((p) => ({ claim_id: id, policy_id: p.id }))).execute();
      await this.writeFeeItemsAndDocuments(trx, id, body, uploads);
      await trx.insertInto('claim_events').values({ claim_id: id, from_status: 'draft', to_status: 'processing', actor_user_id: user.id, actor_role: 'customer', note: null, created_at: now }).execute();
      await trx.deleteFrom('claim_drafts').where('user_id', '=', user.id).execute();
      await notifyCustomer(trx, user.id, id, 'processing');
      return id;
    });
    return { claimId, status: 'processing' };
  }

  // ---------- transitions ----------
  private async move(claimId: string, from: ClaimStatusName, to: ClaimStatusName, actor: UserRow, note: string | null, extra?: (trx: Db) => Promise<void>, set: { reimbursement_amount?: number } = {}) {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      // The status in the WHERE makes two concurrent moves of one claim impossible.
      const res = await trx
        .updateTable('claims')
        .set((eb) => ({ status: to, updated_at: now, version: eb('version', '+', 1), ...set }))
        .where('id', '=', claimId)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw business('error.assessmentChanged');
      await trx.insertInto('claim_events').values({ claim_id: claimId, from_status: from, to_status: to, actor_user_id: actor.id, actor_role: actor.role, note, created_at: now }).execute();
      if (extra) await extra(trx);
      const claim = await trx.selectFrom('claims').select('user_id').where('id', '=', claimId).executeTakeFirstOrThrow();
      if (findTransition(from, to)?.notifyCustomer) await notifyCustomer(trx, claim.user_id, claimId, to, note, from);
    });
  }

  async cancel(user: UserRow, claimId: string, note?: string) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id || !canTransition(claim.status, 'cancelled', 'customer')) throw business('claims.transitionNotAllowed');
    await this.move(claimId, claim.status, 'cancelled', user, note ?? null);
    return this.detail(user, claimId);
  }

  async answerSupplement(user: UserRow, claimId: string, input: SupplementAnswerInput) {
    const claim = await this.visibleClaim(user, claimId);
    if (claim.user_id !== user.id || !canTransition(claim.status, 'processing', 'customer')) throw business('claims.transitionNotAllowed');
    const items = await this.db.selectFrom('claim_supplement_items').selectAll().where('claim_id', '=', claimId).where('answered_at', 'is', null).execute();
    const docs = await this.db.selectFrom('claim_documents').select(['public_id', 'kind']).where('claim_id', '=', claimId).execute();
    for (const item of items) {
      const answer = input.answers.find((a) => a.itemId === item.id);
      if (!answer || answer.documentIds.length === 0) throw fieldError(`answers.${item.id}`, 'validation.required');
      if (!answer.documentIds.every((d) => docs.some((doc) => doc.public_id === d))) throw fieldError(`answers.${item.id}`, 'validation.invalid');
    }
    const now = nowIso();
    const note = input.answers.map((a) => a.note).filter(Boolean).join('; ') || null;
    await this.move(claimId, claim.status, 'processing', user, note, async (trx) => {
      for (const item of items) {
        const answer = input.answers.find((a) => a.itemId === item.id)!;
        await trx.updateTable('claim_supplement_items').set({ answered_at: now, note: answer.note ?? null }).where('id', '=', item.id).execute();
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
    await this.move(claimId, claim.status, 'processing', user, null, async (trx) => {
      await trx.updateTable('claims').set({ insured_id: insured.id, ...this.claimColumns(body) }).where('id', '=', claimId).execute();
      await trx.deleteFrom('claim_policies').where('claim_id', '=', claimId).execute();
      await trx.insertInto('claim_policies').values(policies.map((p) => ({ claim_id: claimId, policy_id: p.id }))).execute();
      await trx.deleteFrom('claim_fee_items').where('claim_id', '=', claimId).execute();
      await this.writeFeeItemsAndDocuments(trx, claimId, body, uploads);
    });
    return this.detail(user, claimId);
  }

  /** payment_failed → to_be_paid: the customer gives new bank details (the payee step only). */
  async updateBankDetails(user: UserRow, claimId: string, body: ClaimBankDetailsData) {
    const claim = await this.ownClaim(user, claimId);
    if (claim.status !== 'payment_failed' || !canTransition(claim.status, 'to_be_paid', 'customer')) throw business('claims.transitionNotAllowed', 409, { from: claim.status, to: 'to_be_paid' });
    await this.move(claimId, claim.status, 'to_be_paid', user, null, async (trx) => {
      await trx.updateTable('claims').set(this.payeeColumns(body)).where('id', '=', claimId).execute();
    });
    return this.detail(user, claimId);
  }

  /** The insurer's moves (issue 5 §14); the customer never gets here. */
  async transition(user: UserRow, claimId: string, input: ClaimTransitionInput) {
    if (!this.isInsurer(user)) throw fail.notFound('claims.notFound');
    const claim = await this.visibleClaim(user, claimId);
    const tr = findTransition(claim.status, input.to);
    if (!tr || !tr.actors.includes('insurer')) throw business('claims.transitionNotAllowed', 409, { from: claim.status, to: input.to });
    const note = input.note?.trim() || null;
    if (tr.noteRequired && !note) throw fieldError('note', 'validation.claims.reasonRequired');
    let extra: ((trx: Db) => Promise<void>) | undefined;
    const set: { reimbursement_amount?: number } = {};
    if (input.to === 'supplement_requested') {
      if (!input.items?.length) throw fieldError('items', 'validation.claims.supplementItemsRequired');
      const now = nowIso();
      extra = async (trx) => {
        await trx.insertInto('claim_supplement_items').values(input.items!.map((i) => ({ claim_id: claimId, name: i.name ?? null, kind: i.kind, reason: i.reason, deadline: i.deadline ?? null, answered_at: null, note: null, created_at: now }))).execute();
      };
    }
    if (input.to === 'settled') {
      const fees = await this.db.selectFrom('claim_fee_items').select(['id', 'amount']).where('claim_id', '=', claimId).execute();
      const items = fees.map((f) => ({ id: f.id, amount: Number(f.amount) }));
      if (!input.decisions || input.amount === undefined || !decisionsAddUp(items, input.decisions, input.amount)) throw business('error.unmatchedAmounts', 400);
      set.reimbursement_amount = input.amount;
      extra = async (trx) => {
        for (const d of input.decisions!) {
          await trx.updateTable('claim_fee_items').set({ decision: d.decision, approved_amount: d.approvedAmount }).where('id', '=', d.feeItemId).where('claim_id', '=', claimId).execute();
        }
      };
    }
    await this.move(claimId, claim.status, input.to, user, note, extra, set);
    return this.detail(user, claimId);
  }
}
