import { type Migrator, type Kysely } from 'kysely';
import { testMigrator } from './test-migrator';
import { startTestApp, type TestApp } from '../../test/helpers';
import { appMoneyFormat, splitBothLanguages } from './120_data_in_both_languages';

/**
 * Migration 120 on a database that still has one text per note / requested item:
 * the seeded database is taken back to 110, given the rows the old seed and old API wrote, and
 * migrated again. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let migrator: Migrator;
beforeAll(async () => {
  t = await startTestApp();
  migrator = testMigrator(t);
});
afterAll(async () => t.close());

const OLD_NOTES = {
  pasted: 'Please send the original invoices by post / Vui lòng gửi hóa đơn gốc qua bưu điện',
  vietnameseOnly: 'Đã được bệnh viện thanh toán trực tiếp',
  englishSlash: 'Paid to VCB / ACB',
};

test('only "English / Vietnamese" is split; any other text is kept whole', () => {
  expect(splitBothLanguages(OLD_NOTES.pasted)).toEqual({ en: 'Please send the original invoices by post', vi: 'Vui lòng gửi hóa đơn gốc qua bưu điện' });
  expect(splitBothLanguages(OLD_NOTES.vietnameseOnly)).toBeNull();
  expect(splitBothLanguages(OLD_NOTES.englishSlash)).toBeNull();
  expect(splitBothLanguages('Giấy ra viện / Discharge paper')).toBeNull();
  expect(splitBothLanguages('A / B / Các')).toBeNull();
  expect(appMoneyFormat('Yêu cầu đã được duyệt: số tiền 1.935.000 VND sẽ được chi trả.')).toBe('Yêu cầu đã được duyệt: số tiền 1,935,000 ₫ sẽ được chi trả.');
  expect(appMoneyFormat('1,600,000 VND was transferred; VND accounts only')).toBe('1,600,000 ₫ was transferred; VND accounts only');
});

test('down to one text and up again: pasted rows split, one-language rows shown in both, message money in the app format', async () => {
  // Later migrations (130_portals …) go down first: 120 is then the last one.
  const later = await migrator.migrateTo('120_data_in_both_languages');
  expect(later.error).toBeUndefined();
  const down = await migrator.migrateDown();
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toEqual(['120_data_in_both_languages']);

  // What the old seed and API left: one column per text.
  const old = t.db as unknown as Kysely<any>;
  const claimId = 'CL-2026-000201';
  const event = (note: string) => ({ claim_id: claimId, from_status: 'processing', to_status: 'processing', actor_user_id: null, actor_role: 'insurer', note, created_at: '2026-11-20T00:00:00.000Z' });
  const ids: Record<string, number> = {};
  for (const [key, note] of Object.entries(OLD_NOTES)) ids[key] = (await old.insertInto('claim_events').values(event(note)).returning('id').executeTakeFirstOrThrow()).id;
  const item = await old
    .insertInto('claim_supplement_items')
    .values({ claim_id: claimId, name: 'Discharge paper / Giấy ra viện', kind: 'discharge_paper', reason: 'Bắt buộc với điều trị nội trú', deadline: null, answered_at: null, note: null, created_at: '2026-11-20T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await old
    .insertInto('messages')
    .values({ user_id: 1, title_en: 'Settled', title_vi: 'Đã duyệt', body_en: 'Your claim was settled: 1,935,000 VND will be paid.', body_vi: 'Số tiền 1.935.000 VND sẽ được chi trả.', link: null, read_at: null, created_at: '2026-11-20T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The seeded rows came back down as "en / vi": the old shape.
  const seededOld = await old.selectFrom('claim_events').select('note').where('claim_id', '=', 'CL-2026-000203').where('to_status', '=', 'payment_failed').executeTakeFirstOrThrow();
  expect(seededOld.note).toBe('The bank rejected the transfer: the account is closed. / Ngân hàng từ chối chuyển khoản: tài khoản đã đóng.');

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();

  const notes = await t.db.selectFrom('claim_events').select(['id', 'note_en', 'note_vi']).where('id', 'in', Object.values(ids)).orderBy('id').execute();
  expect(notes.map((n) => [n.note_en, n.note_vi])).toEqual([
    ['Please send the original invoices by post', 'Vui lòng gửi hóa đơn gốc qua bưu điện'],
    [OLD_NOTES.vietnameseOnly, OLD_NOTES.vietnameseOnly],
    [OLD_NOTES.englishSlash, OLD_NOTES.englishSlash],
  ]);
  const seeded = await t.db.selectFrom('claim_events').select(['note_en', 'note_vi']).where('claim_id', '=', 'CL-2026-000203').where('to_status', '=', 'payment_failed').executeTakeFirstOrThrow();
  expect(seeded).toEqual({ note_en: 'The bank rejected the transfer: the account is closed.', note_vi: 'Ngân hàng từ chối chuyển khoản: tài khoản đã đóng.' });
  const withoutNote = await t.db.selectFrom('claim_events').select(['note_en', 'note_vi']).where('claim_id', '=', claimId).where('to_status', '=', 'processing').where('from_status', '=', 'draft').executeTakeFirstOrThrow();
  expect(withoutNote).toEqual({ note_en: null, note_vi: null });

  const requested = await t.db.selectFrom('claim_supplement_items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
  expect(requested).toMatchObject({ name_en: 'Discharge paper', name_vi: 'Giấy ra viện', reason_en: 'Bắt buộc với điều trị nội trú', reason_vi: 'Bắt buộc với điều trị nội trú' });
  const inbox = await t.db.selectFrom('messages').select(['body_en', 'body_vi']).where('id', '=', message.id).executeTakeFirstOrThrow();
  expect(inbox).toEqual({ body_en: 'Your claim was settled: 1,935,000 ₫ will be paid.', body_vi: 'Số tiền 1,935,000 ₫ sẽ được chi trả.' });

  // The API answers the converted rows per language.
  const lan = await t.login('lan.tran', 'Lan2026pw');
  const detail = (await t.get(`/api/claims/${claimId}`, { token: lan })).data;
  expect(detail.events.find((e: { id: number }) => e.id === ids.pasted).note).toEqual({ en: 'Please send the original invoices by post', vi: 'Vui lòng gửi hóa đơn gốc qua bưu điện' });
  expect(detail.supplementItems.find((s: { id: number }) => s.id === item.id)).toMatchObject({ name: { en: 'Discharge paper', vi: 'Giấy ra viện' }, reason: { en: 'Bắt buộc với điều trị nội trú', vi: 'Bắt buộc với điều trị nội trú' } });
});
