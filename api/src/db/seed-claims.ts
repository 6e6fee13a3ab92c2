import type { Db } from './database';

/**
 * Claims workflow demo data: a seeded claim waiting for documents gets the
 * insurer's checklist, so "Solve Problem Case" has one slot per requested item. Texts per language;
 * an item without a name is named by its kind (the apps' docKind.*). Idempotent.
 */
interface ChecklistItem {
  name: [en: string, vi: string] | null;
  kind: string;
  reason: [en: string, vi: string];
  deadline: string;
}

const CHECKLISTS: Record<string, ChecklistItem[]> = {
  'CL-2026-000103': [
    { name: null, kind: 'discharge_paper', reason: ['Needed for inpatient treatment.', 'Bắt buộc với điều trị nội trú.'], deadline: '2026-12-31' },
    { name: ['Original VAT invoice', 'Hóa đơn GTGT gốc'], kind: 'invoice', reason: ['The uploaded invoice is not readable.', 'Hóa đơn đã tải lên không đọc được.'], deadline: '2026-12-31' },
  ],
};

export async function seedClaimWorkflow(db: Db): Promise<void> {
  for (const [claimId, items] of Object.entries(CHECKLISTS)) {
    const claim = await db.selectFrom('claims').select(['status', 'created_at']).where('id', '=', claimId).executeTakeFirst();
    if (claim?.status !== 'supplement_requested') continue;
    const existing = await db.selectFrom('claim_supplement_items').select('id').where('claim_id', '=', claimId).limit(1).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('claim_supplement_items')
      .values(items.map((i) => ({ claim_id: claimId, name_en: i.name?.[0] ?? null, name_vi: i.name?.[1] ?? null, kind: i.kind, reason_en: i.reason[0], reason_vi: i.reason[1], deadline: i.deadline, answered_at: null, note: null, created_at: claim.created_at })))
      .execute();
  }
}
