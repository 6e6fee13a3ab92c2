import { startTestApp, type TestApp } from '../test/helpers';
import { startMetricsServer } from './metricsServer';
import { statementKind } from './metrics';

/**
 * What an operator relies on (docs/operations.md): the gateway's request id comes back on the
 * answer and names the request in the logs; /metrics on its own port has per-route answers by
 * status and the database's statement times, with route patterns and never an id or a value.
 */
let t: TestApp;
let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
beforeAll(async () => {
  t = await startTestApp();
  metrics = await startMetricsServer(t.app.metrics.registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await metrics.close();
  await t.close();
});

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};
const sample = (text: string, name: string, labels: Record<string, string>) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

test("nginx's request id is echoed on the answer; a malformed one is replaced, never written back", async () => {
  const fromNginx = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const answered = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': fromNginx } });
  expect(answered.headers['x-request-id']).toBe(fromNginx);

  for (const sent of ['a b', 'x'.repeat(200), 'id\r\nset-cookie: a=1', '']) {
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
  const none = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(none.headers['x-request-id']).not.toBe((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']);
});

test('/metrics counts answers per route pattern and status, and the database statements by kind', async () => {
  const before = await scrape();
  const token = await t.login('lan.tran', 'Lan2026pw');
  await t.get('/api/claims/CL-2026-000204', { token });
  await t.get('/api/claims/CL-2026-999999', { token });
  await t.get('/api/claims/CL-2026-000204');
  await t.app.inject({ method: 'GET', url: '/api/no/such/route/CL-2026-000204' });
  const after = await scrape();

  const detail = { method: 'GET', route: '/api/claims/:id' };
  expect(sample(after, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '200' }) - sample(before, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '200' })).toBe(1);
  expect(sample(after, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '404' }) - sample(before, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '404' })).toBe(1);
  expect(sample(after, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '401' }) - sample(before, 'sencare_http_request_duration_seconds_count', { ...detail, status_code: '401' })).toBe(1);
  expect(sample(after, 'sencare_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
  // Patterns only: no claim number, account or token in any label.
  expect(after).not.toMatch(/CL-2026|lan\.tran/);
  expect(sample(after, 'sencare_db_query_duration_seconds_count', { dialect: t.dialect, kind: 'select' })).toBeGreaterThan(sample(before, 'sencare_db_query_duration_seconds_count', { dialect: t.dialect, kind: 'select' }));
  expect(after).toContain('process_cpu_seconds_total');
  if (t.dialect === 'postgres') expect(sample(after, 'sencare_db_pool_connections', {})).toBeGreaterThan(0);
});

test('the metrics port answers only GET /metrics', async () => {
  expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${metrics.port}/api/health`)).status).toBe(404);
});

test('a statement is labelled by its kind, never by its text', () => {
  expect(statementKind('select * from "claims" where "id" = ?')).toBe('select');
  expect(statementKind('  INSERT into users values ($1)')).toBe('insert');
  expect(statementKind('with x as (select 1) update claims set a = 1')).toBe('update');
  expect(statementKind('pragma foreign_keys = on')).toBe('other');
});
