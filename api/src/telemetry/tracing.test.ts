import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEMO } from '../db/seed';
import { JPEG, multipart } from '../modules/claims/testkit';
import { testRedis, type TestRedis } from '../redis/test-support';
import { startS3rver, type TestS3 } from '../storage/testkit';
import { scratchDatabase, type ScratchDatabase } from '../test/scratchDatabase';
import { startServerProcess, TEST_BUILD, type ServerProcess } from '../test/server-process';
import { tracingEndpoint } from '../config';
import { REQUEST_ID_ATTRIBUTE } from './tracing';

/**
 * What an operator relies on (docs/operations.md "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT set,
 * the real server (the test build of src/server.ts) sends each request as one trace over OTLP/HTTP
 * (JSON): the server span named by its route pattern and carrying the request id, with the
 * PostgreSQL statements and Redis commands it waited on as children, and nothing of the person
 * (no claim number, account, password, token, client address). Unset, the SDK is not even loaded.
 * The receiver is a real HTTP server on 127.0.0.1 reading the exporter's own JSON.
 */
jest.setTimeout(120_000);

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  arrayValue?: { values: OtlpValue[] };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpRequest {
  resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SPAN_KIND_SERVER = 2;
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

interface OtlpReceiver {
  url: string;
  bodies: string[];
  spans(): OtlpSpan[];
  serviceNames(): string[];
  /** Resolves once `found` returns something (a ceiling, not a wait: the exporter sends every 100 ms here). */
  waitFor<T>(found: (spans: OtlpSpan[]) => T | undefined): Promise<T>;
  close(): Promise<void>;
}

async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const requests = () => bodies.map((body) => JSON.parse(body) as OtlpRequest);
  const spans = () => requests().flatMap((r) => r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans,
    serviceNames: () => requests().flatMap((r) => r.resourceSpans.map((rs) => rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '')),
    async waitFor(found) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const result = found(spans());
        if (result !== undefined) return result;
        if (Date.now() > deadline) throw new Error(`no such span among: ${spans().map((s) => s.name).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let scratch: ScratchDatabase;
let redis: TestRedis;
let s3: TestS3;
let receiver: OtlpReceiver;
/** A preload that writes, at the server's exit, whether any module of the OpenTelemetry SDK was loaded. */
let probe: string;

beforeAll(async () => {
  scratch = await scratchDatabase('tracing');
  redis = await testRedis();
  s3 = await startS3rver();
  receiver = await startOtlpReceiver();
  probe = path.join(scratch.dir, 'sdk-probe.cjs');
  fs.writeFileSync(probe, "process.on('exit', () => require('node:fs').writeFileSync(process.env.SDK_PROBE_FILE, String(Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-trace')))));\n");
});
afterAll(async () => {
  await receiver.close();
  await s3.stop(); // a running s3rver would keep jest from exiting
  await redis.drop();
  await scratch.drop();
});

async function startServer(env: Record<string, string>, probeFile: string): Promise<ServerProcess> {
  const base = { ...scratch.env, ...s3.env, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, SDK_PROBE_FILE: probeFile };
  return startServerProcess({ ...base, ...env }, ['--require', probe, ...TEST_BUILD]);
}

const CLAIM = 'CL-2026-000204';
const FILE_NAME = 'lan-tran-hospital-invoice.jpg';
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const LOGIN = JSON.stringify({ account: DEMO.lan.account, password: DEMO.lan.password, privacyAccepted: true });

/** Signs Lan in and reads one of her claims; returns the answers' request ids and the token. */
async function requestsOfAPerson(server: ServerProcess) {
  const login = await server.request('POST', '/api/auth/login', { 'content-type': 'application/json', 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }, LOGIN);
  expect(login.status).toBe(200);
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  // A caller's traceparent is not believed: the trace starts at the API.
  const claim = await server.request('GET', `/api/claims/${CLAIM}?q=${encodeURIComponent(DEMO.lan.email)}`, { token, 'x-request-id': 'a1b2c3d4e5f60718293a4b5c6d7e8f90', traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01` });
  expect(claim.status).toBe(200);
  // A document for her unfinished claim: stored in S3 (s3rver), under a key the API makes.
  const upload = multipart(FILE_NAME, JPEG, 'image/jpeg');
  const stored = await server.request('POST', '/api/claims/drafts/current/documents?kind=invoice', { token, ...upload.headers }, Readable.from([upload.payload]));
  expect(stored.status).toBe(200);
  return { loginId: login.headers['x-request-id'], claimId: claim.headers['x-request-id'], token };
}

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, a request is one trace: its route, its request id, its PostgreSQL and Redis spans, nothing of the person', async () => {
  const probeFile = path.join(scratch.dir, 'on.txt');
  const server = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' }, probeFile);
  let sent: Awaited<ReturnType<typeof requestsOfAPerson>>;
  try {
    expect(server.output()).toContain(`Traces: OTLP/HTTP to ${receiver.url}`);
    sent = await requestsOfAPerson(server);
    await receiver.waitFor((spans) => spans.find((s) => s.kind === SPAN_KIND_SERVER && attribute(s, 'http.route') === '/api/claims/drafts/current/documents'));
  } finally {
    await server.stop();
  }
  const spans = receiver.spans();
  const server_ = (route: string) => spans.find((s) => s.kind === SPAN_KIND_SERVER && attribute(s, 'http.route') === route) as OtlpSpan;
  const login = server_('/api/auth/login');
  const claim = server_('/api/claims/:id');
  expect(login.name).toBe('POST /api/auth/login');
  expect(claim.name).toBe('GET /api/claims/:id');
  expect(attribute(login, REQUEST_ID_ATTRIBUTE)).toBe(sent.loginId);
  expect(attribute(claim, REQUEST_ID_ATTRIBUTE)).toBe(sent.claimId);
  expect(receiver.serviceNames()).toContain('sencare-api');
  expect(claim.traceId).not.toBe(CALLER_TRACE);
  expect(claim.parentSpanId ?? '').toBe('');

  // Children of the request: every span of the trace descends from its server span.
  const inTrace = (root: OtlpSpan) => spans.filter((s) => s.traceId === root.traceId && s !== root);
  const descendsFrom = (root: OtlpSpan, span: OtlpSpan): boolean => {
    const parent = spans.find((s) => s.spanId === span.parentSpanId && s.traceId === span.traceId);
    return parent === root || (parent !== undefined && descendsFrom(root, parent));
  };
  const upload = server_('/api/claims/drafts/current/documents');
  for (const root of [login, claim, upload]) for (const child of inTrace(root)) expect(descendsFrom(root, child)).toBe(true);

  // Redis: the login's rate-limit counter, as the command's name only (its key names the account).
  const redisSpans = inTrace(login).filter((s) => attribute(s, 'db.system.name') === 'redis');
  expect(redisSpans.length).toBeGreaterThan(0);
  for (const span of redisSpans) expect(attribute(span, 'db.query.text')).toMatch(/^[a-z]+$/);

  // PostgreSQL: the claim's statements, parameterised text only. SQLite (one process, no network) is not traced.
  const statements = inTrace(claim).filter((s) => attribute(s, 'db.system.name') === 'postgresql');
  if (process.env.TEST_DIALECT === 'postgres') {
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((s) => /\$1/.test(attribute(s, 'db.query.text') ?? ''))).toBe(true);
  } else {
    expect(statements).toEqual([]);
  }

  // S3: the AWS SDK's call, by operation and bucket; never the object's key or the file's name.
  const s3Calls = inTrace(upload).filter((s) => attribute(s, 'rpc.system') === 'aws-api');
  expect(s3Calls.map((s) => attribute(s, 'rpc.method'))).toContain('PutObject');
  expect(s3Calls.every((s) => attribute(s, 'aws.s3.bucket') === 'sencare-test')).toBe(true);

  // Nothing of the person anywhere in what was sent: not the claim number, the account, the
  // password, the e-mail in the query, the token, nor the path, query, address or browser.
  const everything = receiver.bodies.join('\n');
  for (const personal of [CLAIM, DEMO.lan.account, DEMO.lan.password, DEMO.lan.email, encodeURIComponent(DEMO.lan.email), sent.token, FILE_NAME]) expect(everything).not.toContain(personal);
  const keys = new Set(spans.flatMap((s) => s.attributes.map((a) => a.key)));
  for (const key of ['url.path', 'url.query', 'url.full', 'client.address', 'network.peer.address', 'user_agent.original', 'db.postgresql.values']) expect(keys).not.toContain(key);
  expect(fs.readFileSync(probeFile, 'utf8')).toBe('true');
});

test('unset, the SDK is not loaded and nothing is sent', async () => {
  const before = receiver.bodies.length;
  const probeFile = path.join(scratch.dir, 'off.txt');
  // OTEL_SERVICE_NAME alone does not turn tracing on: only an endpoint does.
  const server = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: 'sencare-api' }, probeFile);
  try {
    expect(server.output()).not.toContain('Traces:');
    await requestsOfAPerson(server);
  } finally {
    await server.stop();
  }
  expect(fs.readFileSync(probeFile, 'utf8')).toBe('false');
  expect(receiver.bodies.length).toBe(before);
});

test('OTEL_SDK_DISABLED and OTEL_TRACES_EXPORTER=none keep tracing off even with an endpoint', () => {
  const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' };
  expect(tracingEndpoint(endpoint)).toBe('http://otel-collector:4318');
  expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://otel-collector:4318/v1/traces' })).toBe('http://otel-collector:4318/v1/traces');
  expect(tracingEndpoint({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
  expect(tracingEndpoint({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeNull();
});
