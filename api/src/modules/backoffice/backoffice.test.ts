import { seedVolume } from '../../db/seed-volume';
import { startTestApp, type TestApp } from '../../test/helpers';

/**
 * The insurer console's back office on SQLite and PostgreSQL: search, keyset paging, assignment
 * between two assessors, internal notes that never reach the customer or the hospital.
 */
let t: TestApp;
let minh: string;
let ha: string;
let lan: string;
let choRay: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedVolume(t.db, { claims: 300, gops: 60 });
  [minh, ha, lan, choRay] = await Promise.all([t.login('assessor', 'Assessor2026'), t.login('assessor2', 'Assessor2026'), t.login('lan.tran', 'Lan2026pw'), t.login('cho-ray.staff', 'Provider2026')]);
}, 120_000);
afterAll(async () => t.close());

const CLAIM = 'CL-2026-000204';
const queue = (query: string, token = minh) => t.get(`/api/insurer/claims?${query}`, { token });

test('search: by claim number, by card number, by the start of the insured name with or without accents', async () => {
  expect((await queue(`q=${CLAIM.toLowerCase()}`)).data.items.map((c: { id: string }) => c.id)).toEqual([CLAIM]);
  const card = await t.db.selectFrom('ecards').innerJoin('claims', 'claims.insured_id', 'ecards.insured_id').select('ecards.card_number').where('claims.id', '=', CLAIM).executeTakeFirstOrThrow();
  expect((await queue(`status=all&q=${card.card_number}`)).data.items.map((c: { id: string }) => c.id)).toContain(CLAIM);
  for (const q of ['Phạm Thị H', 'pham thi h']) {
    const found = await queue(`status=all&q=${encodeURIComponent(q)}`);
    expect(found.data.items.map((c: { id: string }) => c.id)).toContain(CLAIM);
    expect(found.data.items.every((c: { insuredName: string }) => c.insuredName.startsWith('Phạm Thị H'))).toBe(true);
  }
});

test('keyset paging: every claim of the queue once, in order, across pages; the count is capped at 1,000', async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await queue(`status=all&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    seen.push(...page.data.items.map((c: { waitingSince: string; id: string }) => `${c.waitingSince}|${c.id}`));
    cursor = page.data.nextCursor;
  } while (cursor);
  const expected = Number((await t.db.selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'draft').executeTakeFirstOrThrow()).n);
  expect(seen).toHaveLength(expected);
  expect(new Set(seen).size).toBe(expected);
  expect(seen).toEqual([...seen].sort());
  await seedVolume(t.db, { claims: 1200, gops: 0, now: Date.now() - 1 });
  expect((await queue('status=all')).data).toMatchObject({ total: 1000, totalCapped: true });
});

test('a cursor the API did not make is a 400 on the cursor field', async () => {
  for (const cursor of ['abc', Buffer.from('["x",1]').toString('base64url')]) {
    const answer = await queue(`cursor=${cursor}`);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual({ cursor: 'validation.invalid' });
  }
});

test('assignment: Minh takes the claim, Hà sees it, cannot decide or take it without taking over, then takes it over with a reason', async () => {
  const take = await t.post(`/api/insurer/claims/${CLAIM}/assignment`, { action: 'take' }, { token: minh });
  expect(take.status).toBe(200);
  expect(take.data.assignee).toMatchObject({ name: 'Lê Hoàng Minh' });
  expect((await t.get(`/api/insurer/claims/${CLAIM}`, { token: ha })).data.assignee).toMatchObject({ name: 'Lê Hoàng Minh' });
  expect((await queue('assigned=me', minh)).data.items.map((c: { id: string }) => c.id)).toContain(CLAIM);
  expect((await queue('assigned=me', ha)).data.items).toEqual([]);

  const decide = await t.post(`/api/insurer/claims/${CLAIM}/actions`, { action: 'requestRevision', note: 'Fix the date' }, { token: ha });
  expect(decide.status).toBe(409);
  expect(decide.msg).toBe('backoffice.assignedToOther');
  expect((await t.post(`/api/insurer/claims/${CLAIM}/assignment`, { action: 'take' }, { token: ha })).status).toBe(409);

  const over = await t.post(`/api/insurer/claims/${CLAIM}/assignment`, { action: 'take', reason: 'Minh is on leave' }, { token: ha });
  expect(over.data.assignee).toMatchObject({ name: 'Trịnh Thu Hà' });
  const notes = await t.get(`/api/insurer/claims/${CLAIM}/notes`, { token: minh });
  expect(notes.data.map((n: { body: string }) => n.body).join()).toContain('Minh is on leave');
  expect((await t.post(`/api/insurer/claims/${CLAIM}/assignment`, { action: 'release' }, { token: ha })).data.assignee).toBeNull();
});

test('two assessors taking one claim at once: one has it, the other is told who', async () => {
  const claim = 'CL-2026-000201';
  const answers = await Promise.all([minh, ha].map((token) => t.post(`/api/insurer/claims/${claim}/assignment`, { action: 'take' }, { token })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
});

test('internal notes: on a claim and a GOP for the insurer; never in lan.tran’s claim or stays, nor the hospital’s GOP', async () => {
  const secret = 'Suspected duplicate invoice — check with the hospital';
  expect((await t.post(`/api/insurer/claims/${CLAIM}/notes`, { body: secret }, { token: minh })).status).toBe(201);
  const gop = await t.db.selectFrom('gops').innerJoin('users', 'users.id', 'gops.user_id').select('gops.id').where('users.account', '=', 'lan.tran').executeTakeFirst();
  if (gop) expect((await t.post(`/api/insurer/gops/${gop.id}/notes`, { body: secret }, { token: ha })).status).toBe(201);
  expect((await t.get(`/api/insurer/claims/${CLAIM}/notes`, { token: ha })).data).toEqual(expect.arrayContaining([expect.objectContaining({ body: secret, authorName: 'Lê Hoàng Minh' })]));

  const answers = [await t.get(`/api/claims/${CLAIM}`, { token: lan }), await t.get('/api/gops', { token: lan }), ...(gop ? [await t.get(`/api/provider/gops/${gop.id}`, { token: choRay })] : [])];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.data)).not.toContain('duplicate invoice');
  }
  expect((await t.get(`/api/insurer/claims/${CLAIM}/notes`, { token: lan })).status).toBe(403);
});

test('history names the person: the insurer sees who moved the claim, the customer only the role', async () => {
  const insurerView = await t.get('/api/insurer/claims/CL-2026-000203', { token: minh });
  expect(insurerView.data.events.some((e: { actorRole: string; actorName: string | null }) => e.actorRole === 'insurer' && e.actorName === 'Lê Hoàng Minh')).toBe(true);
  const own = await t.get('/api/claims/CL-2026-000203', { token: lan });
  expect(JSON.stringify(own.data.events)).not.toContain('Lê Hoàng Minh');
});

test('bulk assignment: one result per claim, and sending it again changes nothing more', async () => {
  const haId = (await t.db.selectFrom('users').select('id').where('account', '=', 'assessor2').executeTakeFirstOrThrow()).id;
  const body = { claimIds: ['CL-2026-000202', 'CL-2026-000203', 'CL-2099-000001'], toUserId: haId };
  const first = await t.post('/api/insurer/claims/bulk-assign', body, { token: minh });
  expect(first.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['done', 'done', 'refused']);
  const again = await t.post('/api/insurer/claims/bulk-assign', body, { token: minh });
  expect(again.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['already', 'already', 'refused']);
});
