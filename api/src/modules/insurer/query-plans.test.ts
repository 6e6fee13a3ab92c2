import { CompiledQuery, type Compilable } from 'kysely';
import { CLAIM_QUEUE_STATUSES, GOP_QUEUE_STATUSES } from '../../db/migrations/210_backoffice';
import { seedVolume } from '../../db/seed-volume';
import { encodeCursor } from '../../lib/keyset';
import { startTestApp, type TestApp } from '../../test/helpers';
import { GOP_QUEUE_CONDITION, GopRepository, gopPageQuery } from '../gop';
import { QUEUE_CONDITIONS, queueCountQuery, queuePageQuery } from './claims-queue';

/**
 * Every list of the insurer console and the provider portal walks an index in its own order
 * (migration 210; docs/architecture.md "Queues by keyset"): EXPLAIN on SQLite names the index and
 * no temporary B-tree (a sort), on PostgreSQL an index scan and no sort or sequential scan of the
 * claims or GOPs table. Plans, not timings: the timings are bench's (bench/README.md).
 */
let t: TestApp;
let staffId: number;
beforeAll(async () => {
  t = await startTestApp();
  await seedVolume(t.db, { claims: 20_000, gops: 6_000 });
  staffId = (await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow()).id;
}, 300_000);
afterAll(async () => t.close());

async function planOf(query: Compilable): Promise<string> {
  const compiled = query.compile();
  const prefix = t.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await t.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  const plan = result.rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
  // PRINT_PLANS=1 shows them (docs/architecture.md "Queues by keyset" quotes them).
  if (process.env.PRINT_PLANS) process.stdout.write(`\n--- ${t.dialect}: ${expect.getState().currentTestName}\n${plan}\n`);
  return plan;
}

function expectServedBy(plan: string, index: string, table: 'claims' | 'gops') {
  expect(plan).toContain(index);
  if (t.dialect === 'postgres') {
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).not.toContain(`Seq Scan on ${table}`);
  } else {
    expect(plan).not.toContain('TEMP B-TREE');
    expect(plan).not.toMatch(new RegExp(`SCAN ${table}(?! USING)`));
  }
}

const query = { pageSize: 20 } as const;
const cursor = encodeCursor(['2026-06-01T00:00:00.000Z', 'CL-2019-0005000']);

test('the partial indexes state the queues’ own conditions (a changed state machine needs a new migration)', () => {
  expect(QUEUE_CONDITIONS.waiting).toBe(`status in (${CLAIM_QUEUE_STATUSES})`);
  expect(GOP_QUEUE_CONDITION).toBe(`status in (${GOP_QUEUE_STATUSES})`);
});

test.each([
  ['the default queue', {}, 'claims_queue_idx'],
  ['the default queue, a later page', { cursor }, 'claims_queue_idx'],
  ['the default queue, waiting at least 30 days', { minAgeDays: 30, cursor }, 'claims_queue_idx'],
  ['every submitted claim', { status: 'all' }, 'claims_submitted_idx'],
  ['one status, a later page', { status: 'paid', cursor }, 'claims_status_updated_idx'],
  ['assigned to me', { assigned: 'me' }, 'claims_assignee_idx'],
] as const)('claims queue: %s walks %s in order', async (_name, filters, index) => {
  expectServedBy(await planOf(queuePageQuery(t.db, { ...query, ...filters }, staffId)), index, 'claims');
});

test('claims queue: the count reads an index, at most 1,001 entries', async () => {
  const plan = await planOf(queueCountQuery(t.db, query, staffId));
  if (t.dialect === 'postgres') {
    // With 20k rows and most of them matching, PostgreSQL reads the table until 1,001 match
    // (a Limit under the count): bounded either way, never the whole table.
    expect(plan).toMatch(/Aggregate[\s\S]*Limit/);
    expect(plan).not.toMatch(/\bSort\b/);
  } else {
    expect(plan).toMatch(/SEARCH claims USING (COVERING )?INDEX claims_(queue|status_updated)_idx/);
    expect(plan).not.toContain('TEMP B-TREE');
  }
});

test('claims queue: a name search is an index range of insured_persons.name_key, never a scan', async () => {
  const plan = await planOf(queuePageQuery(t.db, { ...query, q: 'tran thi' }, staffId));
  expect(plan).toContain('insured_persons_name_key_idx');
  expect(plan).not.toContain(t.dialect === 'postgres' ? 'Seq Scan on insured_persons' : 'SCAN insured_persons');
});

test.each([
  ['the insurer’s default queue', {}, true, 'gops_queue_idx'],
  ['the insurer, one status', { status: 'concluded' }, true, 'gops_status_updated_idx'],
  ['a provider’s list', { providerId: 1 }, false, 'gops_provider_updated_idx'],
  ['a provider’s list, one status', { providerId: 1, status: 'pending' }, false, 'gops_provider_status_idx'],
] as const)('GOP list: %s walks %s in order', async (_name, filter, oldestFirst, index) => {
  const page = gopPageQuery(new GopRepository(t.db), filter, encodeCursor(['2026-06-01T00:00:00.000Z', 3000]), 20, oldestFirst);
  expectServedBy(await planOf(page), index, 'gops');
});
