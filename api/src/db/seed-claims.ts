import type { Db } from './database';
import '../modules/claims/tables';

/**
 * Claims workflow demo data (issue 5 §13): a seeded claim waiting for documents gets the
 * insurer's checklist, so "Solve Problem Case" has one slot per requested item. Idempotent.
 */
const CHECKLISTS: Record<string, { name: string; kind: string; reason: string; deadline: string }[]> = {
  'CL-2026-000103': [
    { name: 'Discharge paper / Giấy ra viện', kind: 'discharge_paper', reason: 'Needed for inpatient treatment / Bắt buộc với điều trị nội trú', deadline: '2026-12-31' },
    { name: 'Original VAT invoice / Hóa đơn GTGT gốc', kind: 'invoice', reason: 'The uploaded invoice is not readable / Hóa đơn đã tải lên không đọc được', deadline: '2026-12-31' },
  ],
};

export async function seedClaimWorkflow(db: Db): Promise<void> {
  for (const [claimId, items] of Object.entries(CHECKLISTS)) {
    const claim = await db.selectFrom('claims').select(['status', 'created_at']).where('id', '=', claimId).executeTakeFirst();
    if (claim?.status !== 'supplement_requested') continue;
    const existing = await db.selectFrom('claim_supplement_items').select('id').where('claim_id', '=', claimId).limit(1).executeTakeFirst();
    if (existing) continue;
    await db.insertInto('claim_supplement_items').values(items.map((i) => ({ claim_id: claimId, ...i, answered_at: null, note: null, created_at: claim.created_at }))).execute();
  }
}
