import type { TestApp } from '../../test/helpers';
import { startClaimsApp } from '../claims/testkit';
import { QUEUE_CSV_HEADER, queueCsv } from './queue-csv';

/**
 * The claims queue as CSV (insurer/queue-csv.ts) on SQLite and PostgreSQL: the queue's filters and
 * order across keyset pages, workload columns without anybody's name, insurers only.
 */
let t: TestApp;
let close: () => Promise<void>;
let assessor: string;
let assessorId: number;
beforeAll(async () => {
  ({ t, close } = await startClaimsApp());
  assessor = await t.login('assessor', 'Assessor2026');
  assessorId = Number((await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow()).id);
});
afterAll(async () => close());

const lines = (raw: string) => raw.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
const text = async (stream: NodeJS.ReadableStream) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

test('the file is the queue: same claims in the same order, a header, a BOM, and no name of a customer or insured person', async () => {
  const queue = await t.get('/api/insurer/claims?status=all&pageSize=100', { token: assessor });
  const answer = await t.get('/api/insurer/claims.csv?status=all', { token: assessor });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="claims-queue-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(answer.raw.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = lines(answer.raw);
  expect(header).toBe(QUEUE_CSV_HEADER.join(','));
  expect(rows.map((row) => row.split(',')[0])).toEqual(queue.data.items.map((c: { id: string }) => c.id));
  const lan = rows.find((row) => row.startsWith('CL-2026-000204,'));
  expect(lan).toMatch(/^CL-2026-000204,processing,1270000,/);
  for (const item of queue.data.items as { customerName: string; insuredName: string }[]) {
    expect(answer.raw).not.toContain(item.customerName);
    expect(answer.raw).not.toContain(item.insuredName);
  }
});

test('filters as the queue does; pages of two give the same file as one page', async () => {
  const filtered = await t.get('/api/insurer/claims.csv?status=processing&minAmount=1000000', { token: assessor });
  const rows = lines(filtered.raw).slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.split(',')[1] === 'processing' && Number(row.split(',')[2]) >= 1_000_000)).toBe(true);
  const now = Date.now();
  const whole = await text(queueCsv(t.db, { status: 'all' }, assessorId, now));
  const inPairs = await text(queueCsv(t.db, { status: 'all' }, assessorId, now, 2));
  expect(lines(whole).length).toBeGreaterThan(3);
  expect(inPairs).toBe(whole);
});

test('customers are refused; a bad filter is 400 naming it, never a file', async () => {
  const lan = await t.login('lan.tran', 'Lan2026pw');
  expect((await t.get('/api/insurer/claims.csv', { token: lan })).status).toBe(403);
  const bad = await t.get('/api/insurer/claims.csv?status=draft&pageSize=5', { token: assessor });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['status']));
});
