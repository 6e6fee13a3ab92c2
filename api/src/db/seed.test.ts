import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../test/helpers';
import { DEMO, seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seededWithoutPin: true });
});
afterAll(async () => t.close());

const TABLES = ['users', 'insured_persons', 'policies', 'policy_members', 'benefits', 'ecards', 'claims', 'claim_policies', 'claim_fee_items', 'claim_events', 'messages', 'providers', 'banks', 'provinces', 'faq'] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

test('the app seeds an empty database on start, and seeding again changes nothing', async () => {
  const before = await counts();
  // demo, lan.tran, hoa.pham, two assessors, two providers' staff (seed-portals.ts), and the group
  // demo's two HR users, the broker's two staff and two enrolled employees (seed-group.ts).
  expect(before.users).toBe(13);
  const again = await seed(t.db, { pinPepper: t.app.ctx.config.pinPepper });
  expect(again.created).toEqual([]);
  expect(await counts()).toEqual(before);
});

test('portal accounts: the assessor is an insurer, the staff of Chợ Rẫy and FV are providers of their hospitals, and lan.tran can be admitted', async () => {
  const staff = await t.db
    .selectFrom('users')
    .leftJoin('providers', 'providers.id', 'users.provider_id')
    .select(['users.account', 'users.role', 'providers.name'])
    .where('users.account', 'in', ['assessor', 'cho-ray.staff', 'fv.staff'])
    .orderBy('users.account')
    .execute();
  expect(staff).toEqual([
    { account: 'assessor', role: 'insurer', name: null },
    { account: 'cho-ray.staff', role: 'provider', name: 'Bệnh viện Chợ Rẫy' },
    { account: 'fv.staff', role: 'provider', name: 'Bệnh viện FV' },
  ]);
  const lan = await t.db.selectFrom('users').select(['id', 'cashless_status']).where('account', '=', DEMO.lan.account).executeTakeFirstOrThrow();
  expect(lan.cashless_status).toBe('active');
  const card = await t.db.selectFrom('ecards').innerJoin('insured_persons', 'insured_persons.id', 'ecards.insured_id').select(['ecards.card_number', 'ecards.status']).where('insured_persons.user_id', '=', lan.id).where('insured_persons.relationship', '=', 'self').executeTakeFirstOrThrow();
  expect(card).toEqual({ card_number: 'SC2600077701', status: 'effective' });
});

test('demo account: no PIN, privacy policy not accepted yet, dependants, effective and expired policies', async () => {
  const demo = await t.db.selectFrom('users').selectAll().where('account', '=', DEMO.demo.account).executeTakeFirstOrThrow();
  expect(demo).toMatchObject({ email: 'demo@sencare.vn', pin_hash: null, privacy_version: null, role: 'customer', full_name: 'Nguyễn Văn An' });
  const people = await t.db.selectFrom('insured_persons').select('relationship').where('user_id', '=', demo.id).execute();
  expect(people.map((p) => p.relationship).sort()).toEqual(['child', 'child', 'self', 'spouse']);
  const policies = await t.db.selectFrom('policies').select('status').where('holder_user_id', '=', demo.id).execute();
  expect(policies.map((p) => p.status).sort()).toEqual(['effective', 'expired']);
  const cards = await t.db.selectFrom('ecards').innerJoin('insured_persons', 'insured_persons.id', 'ecards.insured_id').select('ecards.status').where('insured_persons.user_id', '=', demo.id).execute();
  expect(new Set(cards.map((c) => c.status))).toEqual(new Set(['effective', 'invalid']));
  expect(await t.db.selectFrom('ecards').select('id').where('card_number', '=', DEMO.demoCard).executeTakeFirst()).toBeDefined();
});

test('claims in every status, each with fee items summing to the request amount and a timeline', async () => {
  const claims = await t.db.selectFrom('claims').selectAll().execute();
  const statuses = new Set(claims.map((c) => c.status));
  for (const s of ['draft', 'processing', 'paid', 'to_be_paid', 'supplement_requested', 'cancelled', 'waiting_originals', 'finished', 'payment_failed', 'denied', 'settled', 'to_be_revised']) expect(statuses).toContain(s);
  for (const claim of claims) {
    expect(claim.id).toMatch(/^CL-\d{4}-\d{6}$/);
    const items = await t.db.selectFrom('claim_fee_items').select('amount').where('claim_id', '=', claim.id).execute();
    expect(items.reduce((sum, i) => sum + Number(i.amount), 0)).toBe(Number(claim.request_amount));
    const events = await t.db.selectFrom('claim_events').select('to_status').where('claim_id', '=', claim.id).orderBy('id').execute();
    if (claim.status !== 'draft') expect(events[events.length - 1].to_status).toBe(claim.status);
  }
});

test('providers in the three cities with coordinates, some cashless; messages with some unread', async () => {
  const providers = await t.db.selectFrom('providers').selectAll().execute();
  expect(providers.length).toBeGreaterThanOrEqual(15);
  expect(new Set(providers.map((p) => p.city))).toEqual(new Set(['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng']));
  for (const p of providers) {
    expect(p.lat).toBeGreaterThan(8);
    expect(p.lat).toBeLessThan(24);
    expect(p.lng).toBeGreaterThan(102);
    expect(p.lng).toBeLessThan(110);
  }
  expect(providers.some((p) => p.cashless === 1) && providers.some((p) => p.cashless === 0)).toBe(true);
  const messages = await t.db.selectFrom('messages').select('read_at').execute();
  expect(messages.some((m) => m.read_at === null) && messages.some((m) => m.read_at !== null)).toBe(true);
});

test('texts a reader sees are stored per language, never "English / Tiếng Việt" in one field; money as the app writes it', async () => {
  const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
  const notes = await t.db.selectFrom('claim_events').select(['note_en', 'note_vi']).where('note_en', 'is not', null).execute();
  const items = await t.db.selectFrom('claim_supplement_items').selectAll().orderBy('id').execute();
  const messages = await t.db.selectFrom('messages').select(['title_en', 'title_vi', 'body_en', 'body_vi']).execute();
  const texts = [
    ...notes.flatMap((n) => [n.note_en, n.note_vi]),
    ...items.flatMap((i) => [i.name_en, i.name_vi, i.reason_en, i.reason_vi]),
    ...messages.flatMap((m) => [m.title_en, m.title_vi, m.body_en, m.body_vi]),
  ].filter((text): text is string => !!text);
  expect(texts.length).toBeGreaterThan(30);
  expect(texts.filter((text) => text.includes(' / '))).toEqual([]);
  // Every seeded timeline note has its English and its Vietnamese.
  expect(notes.length).toBeGreaterThanOrEqual(8);
  for (const note of notes) {
    expect(note.note_en).not.toMatch(vietnamese);
    expect(note.note_vi).toMatch(vietnamese);
  }
  // The checklist of CL-2026-000103: the discharge paper is named by its kind, the invoice in each language.
  expect(items.map((i) => [i.kind, i.name_en, i.name_vi])).toEqual([
    ['discharge_paper', null, null],
    ['invoice', 'Original VAT invoice', 'Hóa đơn GTGT gốc'],
  ]);
  expect(items.every((i) => !vietnamese.test(i.reason_en) && vietnamese.test(i.reason_vi))).toBe(true);
  // Money in message bodies is 1,935,000 ₫ (shared formatVnd) in both languages, never "1.935.000 VND".
  const bodies = messages.flatMap((m) => [m.body_en, m.body_vi]);
  expect(bodies.filter((body) => /VND|\d\.\d{3}/.test(body))).toEqual([]);
  expect(bodies.filter((body) => body.includes('1,935,000 ₫'))).toHaveLength(2);
});

test('the three demo accounts can log in', async () => {
  for (const { account, password } of [DEMO.demo, DEMO.lan, DEMO.assessor]) expect(await t.login(account, password)).toMatch(/^[\w-]{43}$/);
});

test('a new policyholder with no PIN and no policy linked yet, for the app’s first-run and empty states', async () => {
  const hoa = await t.db.selectFrom('users').selectAll().where('account', '=', DEMO.hoa.account).executeTakeFirstOrThrow();
  expect(hoa).toMatchObject({ pin_hash: null, role: 'customer', full_name: 'Phạm Thị Hoa' });
  expect(hoa.privacy_version).not.toBeNull();
  expect(await t.db.selectFrom('policies').select('id').where('holder_user_id', '=', hoa.id).execute()).toEqual([]);
  expect(await t.db.selectFrom('claims').select('id').where('user_id', '=', hoa.id).execute()).toEqual([]);
});

test('starts seed an empty database outside production only (production: `npm run seed -w api`, src/production-config.test.ts)', () => {
  expect(loadConfig({ NODE_ENV: 'development' }, []).autoSeed).toBe(true);
  expect(loadConfig({ NODE_ENV: 'test' }, []).autoSeed).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }, []).autoSeed).toBe(false);
  expect(loadConfig({ NODE_ENV: 'development', AUTO_SEED: '0' }, []).autoSeed).toBe(false);
});
