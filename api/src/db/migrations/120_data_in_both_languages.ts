import type { Kysely } from 'kysely';

/**
 * Insurer texts per language: a timeline note, a requested document's name and
 * its reason were one text, which the demo data filled with "English / Tiếng Việt" and which a
 * reader saw half in the other language. Each becomes `<column>_en` + `<column>_vi`:
 * - a stored "A / B" whose B reads Vietnamese and A does not is split into its two languages;
 * - any other text (one language, typed by the insurer or the customer) becomes the text of both.
 * Also inbox messages: a money amount written "1.935.000 VND" becomes the app's "1,935,000 ₫"
 * (shared/src/format formatVnd), the form every other screen shows.
 *
 * Schema changes both dialects run (RENAME COLUMN needs SQLite ≥ 3.25; better-sqlite3 bundles a
 * newer one); rows rewritten in JS, not in dialect-specific SQL: a few rows per claim, run once.
 */
const TEXTS = [
  { table: 'claim_events', column: 'note' },
  { table: 'claim_supplement_items', column: 'name' },
  { table: 'claim_supplement_items', column: 'reason' },
] as const;

/** Letters only Vietnamese uses among the languages the app has. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** "Discharge paper / Giấy ra viện" → its two languages; null for anything else. */
export function splitBothLanguages(text: string): { en: string; vi: string } | null {
  const parts = text.split(' / ');
  if (parts.length !== 2) return null;
  const [en, vi] = parts.map((part) => part.trim());
  if (!en || !vi || VIETNAMESE.test(en) || !VIETNAMESE.test(vi)) return null;
  return { en, vi };
}

/** "1.935.000 VND" or "1,935,000 VND" → "1,935,000 ₫". */
export function appMoneyFormat(text: string): string {
  return text.replace(/\b(\d{1,3}(?:[.,]\d{3})+) VND\b/g, (_, amount: string) => `${amount.replace(/\./g, ',')} ₫`);
}

async function splitColumn(db: Kysely<any>, table: string, column: string): Promise<void> {
  const en = `${column}_en`;
  const vi = `${column}_vi`;
  await db.schema.alterTable(table).renameColumn(column, en).execute();
  // reason was NOT NULL: its Vietnamese is too (the default only serves the rows already there).
  await db.schema.alterTable(table).addColumn(vi, 'text', (c) => (column === 'reason' ? c.notNull().defaultTo('') : c)).execute();
  const pasted = await db.selectFrom(table).select(['id', en]).where(en, 'like', '% / %').execute();
  for (const row of pasted) {
    const both = splitBothLanguages(row[en] as string);
    if (both) await db.updateTable(table).set({ [en]: both.en, [vi]: both.vi }).where('id', '=', row.id).execute();
  }
  await db
    .updateTable(table)
    .set((eb) => ({ [vi]: eb.ref(en) }))
    .where((eb) => eb.or([eb(vi, 'is', null), eb(vi, '=', '')]))
    .execute();
}

async function moneyInMessages(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'body_en', 'body_vi'])
    .where((eb) => eb.or([eb('body_en', 'like', '% VND%'), eb('body_vi', 'like', '% VND%')]))
    .execute();
  for (const row of rows) {
    await db.updateTable('messages').set({ body_en: appMoneyFormat(row.body_en), body_vi: appMoneyFormat(row.body_vi) }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column } of TEXTS) await splitColumn(db, table, column);
  await moneyInMessages(db);
}

/** Back to one text: the two languages joined as they were seeded when they differ. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, column } of TEXTS) {
    const en = `${column}_en`;
    const vi = `${column}_vi`;
    const rows = await db.selectFrom(table).select(['id', en, vi]).execute();
    for (const row of rows) {
      if (row[vi] && row[vi] !== row[en]) await db.updateTable(table).set({ [en]: `${row[en]} / ${row[vi]}` }).where('id', '=', row.id).execute();
    }
    await db.schema.alterTable(table).dropColumn(vi).execute();
    await db.schema.alterTable(table).renameColumn(en, column).execute();
  }
}
