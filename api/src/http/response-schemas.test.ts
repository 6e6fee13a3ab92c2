import { startTestApp, type TestApp } from '../test/helpers';

/**
 * Every JSON route answers through a response schema (src/http/contractRoute.ts registers one from
 * each endpoint's declaration in @sencare/shared/contracts): the serializer sends only the declared
 * fields, and OpenAPI documents them. A route added without one fails here. The list below is the
 * only exception: routes whose answer is not a JSON envelope.
 */
const NOT_JSON: Record<string, string> = {
  'POST /api/claims/uploads/tus': 'tus creation: 201 with a Location header and no body (claims/tus.ts)',
  'PATCH /api/claims/uploads/tus/{id}': 'tus: 204 with Upload-Offset, no body',
  'DELETE /api/claims/uploads/tus/{id}': 'tus: 204, no body',
  'GET /api/claims/files/{docId}': 'the document itself, in its own type',
  'GET /api/insurer/claims/{id}/documents/{docId}': 'the document itself, in its own type',
  'GET /api/insurer/cashless/{userCode}/photos/{kind}': 'the ID photo itself (JPEG, PNG or WebP)',
  'GET /api/provider/gops/{id}/documents/{docId}': 'the bill document itself',
  'GET /api/insurer/gops/{id}/documents/{docId}': 'the bill document itself',
  'GET /api/provider/gops/{id}/letter.pdf': 'a PDF',
  'GET /api/provider/gops/{id}/decision.pdf': 'a PDF',
  'GET /api/insurer/gops/{id}/letter.pdf': 'a PDF',
  'GET /api/insurer/gops/{id}/decision.pdf': 'a PDF',
  'GET /api/insurer/access-log.csv': 'the access log as CSV (access-log/csv.ts)',
  'GET /api/insurer/claims.csv': 'the claims queue as CSV (insurer/queue-csv.ts)',
  'GET /api/hr/claims/overview.csv': "the employer's claims overview as CSV (hr/claimsOverview.ts)",
  'GET /api/mydata/exports/{id}/download': 'the "My data" archive, a zip streamed from storage (mydata/routes.ts)',
  'GET /api/consents/record.pdf': 'a PDF',
  'GET /api/live': 'a server-sent-events stream (live/routes.ts); GET /api/live/snapshot is its JSON',
};

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

let t: TestApp;
let operations: { route: string; operation: Operation }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(spec.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })));
});
afterAll(async () => t.close());

const answersJsonSchema = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).some(([status, response]) => status.startsWith('2') && response.content?.['application/json']?.schema !== undefined);

test('every registered JSON route has a response schema', () => {
  expect(operations.length).toBeGreaterThan(80);
  const without = operations.filter(({ route, operation }) => !(route in NOT_JSON) && !answersJsonSchema(operation)).map(({ route }) => route);
  expect(without).toEqual([]);
});

test('the routes excused as not JSON still exist (the list does not outlive them)', () => {
  const routes = new Set(operations.map(({ route }) => route));
  expect(Object.keys(NOT_JSON).filter((route) => !routes.has(route))).toEqual([]);
});
