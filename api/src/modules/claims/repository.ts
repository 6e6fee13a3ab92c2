import type { Selectable } from 'kysely';
import type { ClaimListScope, ClaimStatusName, ClaimTab, LocalizedText } from '@sencare/shared/rules';
import type { ClaimDetail, ClaimDocumentReceipt, ClaimListItem } from '@sencare/shared/contracts';
import { STATUSES_BY_TAB, OPEN_CLAIM_STATUSES, SPEC_CLAIM_STATUSES, inBothLanguages } from '@sencare/shared/rules';
import type { Db, Dialect } from '../../db/database';
import { precompiledQuery, type ValueSlot } from '../../db/precompiled-query';
import type { ClaimsTable } from '../../db/schema';
import './tables';

type ClaimRow = Selectable<ClaimsTable>;

export function toReceipt(r: { public_id: string | null; id: number; kind: string; original_name: string; size: number; sha256: string; mime: string; created_at: string }): ClaimDocumentReceipt {
  return { id: r.public_id ?? String(r.id), kind: r.kind, name: r.original_name, size: Number(r.size), sha256: r.sha256, mime: r.mime, createdAt: r.created_at };
}

/** A text stored per language (migration 120) as the API answers it: `{ en, vi }`, or null when blank. */
const localized = (en: string | null, vi: string | null): LocalizedText | null => inBothLanguages({ en: en ?? '', vi: vi ?? '' });

/** What a list item shows: selecting only these costs a third of `claims.*` per row. */
const LIST_COLUMNS = ['id', 'status', 'risk_date', 'claim_type', 'treatment', 'request_amount', 'reimbursement_amount', 'submitted_at', 'updated_at'] as const;

function toListItem(r: Pick<ClaimRow, (typeof LIST_COLUMNS)[number]> & { insured_name: string }): ClaimListItem {
  return {
    id: r.id,
    status: r.status as ClaimStatusName,
    insuredName: r.insured_name,
    riskDate: r.risk_date,
    claimType: r.claim_type,
    treatment: r.treatment,
    requestAmount: r.request_amount === null ? null : Number(r.request_amount),
    reimbursementAmount: r.reimbursement_amount === null ? null : Number(r.reimbursement_amount),
    submittedAt: r.submitted_at,
    updatedAt: r.updated_at,
  };
}

interface ListValues {
  userId: number;
  /** `%CL-2026%` for a search by claim number. */
  pattern: string;
  limit: number;
  offset: number;
}

/**
 * My claims' queries for one shape of list: a tab, with or without a search (always one
 * customer's: the insurer's queue is insurer/claims.ts). Compiled once per shape (src/db/precompiled-query.ts): Kysely building them cost more
 * than SQLite answering them (docs/architecture.md 5b). `withTotal`: the page also
 * counts every match (a window count), so the page is one round trip to PostgreSQL instead of two
 * (2,100 → 2,900 req/s); SQLite, which has no round trip, answers a window count slower than the
 * two statements (196 µs against 65 + 13 on the demo data: it sorts in a temporary b-tree).
 */
function listQueries(db: Db, statuses: readonly ClaimStatusName[], search: boolean, withTotal: boolean) {
  const prepare = precompiledQuery<ListValues>();
  const matching = (value: ValueSlot<ListValues>) => {
    let query = db.selectFrom('claims').innerJoin('insured_persons', 'insured_persons.id', 'claims.insured_id').where('claims.status', 'in', [...statuses]);
    query = query.where('claims.user_id', '=', value('userId'));
    if (search) query = query.where('claims.id', 'like', value('pattern'));
    return query;
  };
  const page = (value: ValueSlot<ListValues>) =>
    matching(value)
      .select(LIST_COLUMNS.map((column) => `claims.${column}` as const))
      .select('insured_persons.full_name as insured_name')
      .orderBy('claims.updated_at', 'desc')
      .orderBy('claims.id', 'desc')
      .limit(value('limit'))
      .offset(value('offset'));
  return {
    count: prepare(db, (value) => matching(value).select((eb) => eb.fn.countAll().as('n'))),
    page: prepare(db, page),
    pageWithTotal: withTotal ? prepare(db, (value) => page(value).select((eb) => eb.fn.countAll().over().as('total_matching'))) : null,
  };
}

export class ClaimsRepository {
  /** At most 5 scopes (4 tabs and all) × search or not. */
  private readonly listShapes = new Map<string, ReturnType<typeof listQueries>>();

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /** One customer's claims; 'all' = every tab (a search). */
  async list(userId: number, tab: ClaimListScope, page: number, pageSize: number, q?: string) {
    const shape = `${tab}:${q ? 'search' : 'all'}`;
    let queries = this.listShapes.get(shape);
    if (!queries) {
      queries = listQueries(this.db, tab === 'all' ? SPEC_CLAIM_STATUSES : STATUSES_BY_TAB[tab], Boolean(q), this.dialect === 'postgres');
      this.listShapes.set(shape, queries);
    }
    const values: ListValues = { userId, pattern: `%${(q ?? '').replace(/[%_\\]/g, '').toUpperCase()}%`, limit: pageSize, offset: (page - 1) * pageSize };
    const total = async () => Number((await queries.count(values))[0]?.n ?? 0);
    let rows;
    let matches: number;
    if (queries.pageWithTotal) {
      rows = await queries.pageWithTotal(values);
      // A page past the end has no row to carry the count.
      matches = rows.length ? Number(rows[0].total_matching) : values.offset ? await total() : 0;
    } else {
      rows = await queries.page(values);
      // A page with room left is the last one: the count is known without counting (a customer's
      // tab mostly fits on the first page). A full page, or none past the end, needs the count.
      matches = rows.length && rows.length < values.limit ? values.offset + rows.length : values.offset || rows.length ? await total() : 0;
    }
    return { items: rows.map(toListItem), page, pageSize, total: matches, hasMore: page * pageSize < matches };
  }

  /** Claims with one of these statuses; the one count behind every number the customer sees. */
  async countWithStatus(userId: number, statuses: readonly ClaimStatusName[]): Promise<number> {
    const row = await this.db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', [...statuses])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** What a my-claims tab lists (home's "Claims in progress" links to the in_progress tab). */
  countInTab(userId: number, tab: ClaimTab): Promise<number> {
    return this.countWithStatus(userId, STATUSES_BY_TAB[tab]);
  }

  /** docs/requirements.md §9's "maximum 10 claims": submitted and not closed (the submission and in_progress tabs). */
  countOpen(userId: number): Promise<number> {
    return this.countWithStatus(userId, OPEN_CLAIM_STATUSES);
  }

  async countAll(userId: number): Promise<number> {
    const row = await this.db.selectFrom('claims').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('status', '!=', 'draft').executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  find(id: string) {
    return this.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async detail(id: string): Promise<ClaimDetail | undefined> {
    const row = await this.db
      .selectFrom('claims')
      .innerJoin('insured_persons', 'insured_persons.id', 'claims.insured_id')
      .selectAll('claims')
      .select('insured_persons.full_name as insured_name')
      .where('claims.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [policies, fees, docs, events, supplements, bank] = await Promise.all([
      this.db.selectFrom('claim_policies').innerJoin('policies', 'policies.id', 'claim_policies.policy_id').select(['policies.id', 'policies.policy_no']).where('claim_policies.claim_id', '=', id).orderBy('policies.id').execute(),
      this.db.selectFrom('claim_fee_items').selectAll().where('claim_id', '=', id).orderBy('position').execute(),
      this.db.selectFrom('claim_documents').selectAll().where('claim_id', '=', id).orderBy('id').execute(),
      this.db.selectFrom('claim_events').selectAll().where('claim_id', '=', id).orderBy('created_at').orderBy('id').execute(),
      this.db.selectFrom('claim_supplement_items').selectAll().where('claim_id', '=', id).orderBy('id').execute(),
      row.bank_code ? this.db.selectFrom('banks').select('short_name').where('code', '=', row.bank_code).executeTakeFirst() : Promise.resolve(undefined),
    ]);
    return {
      ...toListItem(row),
      insuredId: Number(row.insured_id),
      idType: row.id_type,
      idNumber: row.id_number,
      diagnosis: row.diagnosis,
      policies: policies.map((p) => ({ id: p.id, policyNo: p.policy_no })),
      payee: {
        bankCode: row.bank_code,
        bankName: bank?.short_name ?? null,
        branch: row.branch,
        provinceCode: row.province_code,
        accountName: row.account_name,
        accountNumber: row.account_number,
        claimant: row.claimant,
        email: row.email,
        telephone: row.telephone,
        relationship: row.relationship,
      },
      feeItems: fees.map((f) => ({
        id: f.id,
        name: f.name,
        quantity: Number(f.quantity),
        type: f.type,
        unitPrice: Number(f.unit_price),
        amount: Number(f.amount),
        deductible: Number(f.deductible),
        decision: f.decision,
        approvedAmount: f.approved_amount === null ? null : Number(f.approved_amount),
      })),
      documents: docs.map(toReceipt),
      events: events.map((e) => ({ id: e.id, from: e.from_status, to: e.to_status, actorRole: e.actor_role, note: localized(e.note_en, e.note_vi), createdAt: e.created_at })),
      supplementItems: supplements.map((s) => ({
        id: s.id,
        name: localized(s.name_en, s.name_vi),
        kind: s.kind,
        reason: localized(s.reason_en, s.reason_vi) ?? { en: '', vi: '' },
        deadline: s.deadline,
        answeredAt: s.answered_at,
        note: s.note,
      })),
      signature: row.signature ?? null,
      version: Number(row.version),
    };
  }

  async documentsSize(claimId: string): Promise<{ bytes: number; images: number }> {
    const rows = await this.db.selectFrom('claim_documents').select(['size', 'mime']).where('claim_id', '=', claimId).execute();
    return { bytes: rows.reduce((s, r) => s + Number(r.size), 0), images: rows.filter((r) => r.mime.startsWith('image/')).length };
  }

  async uploadsSize(userId: number): Promise<{ bytes: number; images: number }> {
    const rows = await this.db.selectFrom('claim_uploads').select(['size', 'mime']).where('user_id', '=', userId).execute();
    return { bytes: rows.reduce((s, r) => s + Number(r.size), 0), images: rows.filter((r) => r.mime.startsWith('image/')).length };
  }
}
