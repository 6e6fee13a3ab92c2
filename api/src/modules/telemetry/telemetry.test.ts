import { startTestApp, type TestApp } from '../../test/helpers';
import { MAX_SERIES } from './frontendMetrics';

/**
 * Front-end telemetry as an operator reads it (docs/operations.md): a remote's crash, refusal or
 * failed load is counted under its remote and release; bad or personal input is refused; one
 * address cannot flood it; made-up releases cannot grow the metrics without end.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const send = (body: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/telemetry/frontend', payload: body as object, remoteAddress: ip });
const metrics = () => t.app.metrics.registry.metrics();
const counted = (text: string, labels: string) => Number(text.split('\n').find((line) => line.startsWith(`sencare_frontend_events_total{`) && line.includes(labels))?.split(' ').at(-1) ?? 0);

test('a crash, a refusal and a failed load are counted under their remote and release, without a session', async () => {
  const release = '1.4.0-0123456789';
  const answer = await send([
    { kind: 'crash', remote: 'claims', release },
    { kind: 'crash', remote: 'claims', release },
    { kind: 'refused', remote: 'claims', release },
    { kind: 'load-failed', remote: 'policies', release: 'dist' },
    { kind: 'vital', remote: 'shell', release: 'dist', vital: { name: 'LCP', value: 1800 } },
  ]);
  expect(answer.statusCode).toBe(200);
  expect(answer.json().data).toEqual({ counted: 5 });
  const text = await metrics();
  expect(counted(text, `remote="claims",release="${release}",kind="crash"`)).toBe(2);
  expect(counted(text, `remote="claims",release="${release}",kind="refused"`)).toBe(1);
  expect(counted(text, 'remote="policies",release="dist",kind="load-failed"')).toBe(1);
  expect(text).toMatch(/sencare_frontend_web_vital_bucket\{le="2.5",service="sencare-api",remote="shell",name="LCP"\} 1/);
});

test("a release's first session is counted and starts its error series at 0, so the canary watcher's increase() sees its first crash", async () => {
  const release = '1.5.0-00000000aa';
  expect((await send([{ kind: 'session', remote: 'claims', release }], '10.0.0.5')).statusCode).toBe(200);
  const text = await metrics();
  expect(counted(text, `remote="claims",release="${release}",kind="session"`)).toBe(1);
  for (const kind of ['crash', 'load-failed', 'refused']) expect(text).toContain(`sencare_frontend_events_total{remote="claims",release="${release}",kind="${kind}",service="sencare-api"} 0`);
});

test.each([
  ['an unknown kind', [{ kind: 'oops', remote: 'claims', release: 'dist' }]],
  ['a field of a person', [{ kind: 'crash', remote: 'claims', release: 'dist', account: 'lan.tran' }]],
  ['a made-up remote name', [{ kind: 'crash', remote: '../claims', release: 'dist' }]],
  ['a release that is not a release folder', [{ kind: 'crash', remote: 'claims', release: 'latest' }]],
  ['an empty batch', []],
  ['more than 50 events', Array.from({ length: 51 }, () => ({ kind: 'crash', remote: 'claims', release: 'dist' }))],
  ['a body that is not a list', { kind: 'crash' }],
])('%s is a 400 naming nothing it counted', async (_what, body) => {
  const answer = await send(body, '10.0.0.2');
  expect(answer.statusCode).toBe(400);
  expect(await metrics()).not.toContain('lan.tran');
});

test('one address gets 60 batches a minute, then 429 with Retry-After; another address is not held', async () => {
  const event = [{ kind: 'crash', remote: 'account', release: 'dist' }];
  for (let i = 0; i < 60; i += 1) expect((await send(event, '10.0.0.3')).statusCode).toBe(200);
  const refused = await send(event, '10.0.0.3');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await send(event, '10.0.0.4')).statusCode).toBe(200);
});

test(`made-up releases past ${MAX_SERIES} series are counted as "other", not as new series`, async () => {
  const releases = Array.from({ length: MAX_SERIES + 20 }, (_, i) => `9.9.${i}-${(i + 1).toString(16).padStart(10, '0')}`);
  for (let i = 0; i < releases.length; i += 50) await send(releases.slice(i, i + 50).map((release) => ({ kind: 'crash', remote: 'flood', release })), `10.1.${i}.1`);
  const text = await metrics();
  const series = text.split('\n').filter((line) => line.startsWith('sencare_frontend_events_total{'));
  expect(series.length).toBeLessThanOrEqual(MAX_SERIES + 1);
  expect(counted(text, 'remote="flood",release="other",kind="crash"')).toBeGreaterThan(0);
});
