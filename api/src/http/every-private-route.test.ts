import { startTestApp, type TestApp } from '../test/helpers';

/**
 * Every route the API documents is private unless it is on this list, so a route added later is
 * guarded by default: forgetting the session guard fails this test.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/privacy-policy',
  'GET /api/faq',
  'GET /api/reference/banks',
  'GET /api/reference/provinces',
  'POST /api/auth/login',
  'POST /api/auth/password/forgot/request',
  'POST /api/auth/password/forgot/reset',
  'POST /api/auth/account/forgot/request',
  'POST /api/auth/account/forgot/confirm',
  'POST /api/pin/reset/password',
  'POST /api/pin/reset/code/request',
  'POST /api/pin/reset/code',
  // Exists only with ENABLE_DEV_ROUTES=1 (tests, e2e); a production server has no such route.
  'GET /api/dev/outbox/latest',
]);

let t: TestApp;
let documented: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
});
afterAll(async () => t.close());

test('the OpenAPI document lists the routes of every domain', () => {
  for (const domain of ['auth', 'customer', 'pin', 'claims', 'policies', 'ecards', 'cashless', 'providers', 'messages', 'user/behavior']) {
    expect(documented.some((route) => route.includes(`/api/${domain}`))).toBe(true);
  }
});

test('every documented route that is not public refuses a missing or unknown session with -93 / 401', async () => {
  const privateRoutes = documented.filter((route) => !PUBLIC.has(route));
  expect(privateRoutes.length).toBeGreaterThan(40);
  for (const route of privateRoutes) {
    const [method, template] = route.split(' ');
    const url = template.replace(/\{[^}]+\}/g, '1');
    for (const headers of [{}, { token: 'garbage-token-that-was-never-issued' }]) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { ...headers, 'tus-resumable': '1.0.0' }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ route, status: res.statusCode, code: (res.json() as { code: number }).code }).toEqual({ route, status: 401, code: -93 });
    }
  }
});

test('public routes answer without a session', async () => {
  for (const route of ['GET /api/health', 'GET /api/privacy-policy', 'GET /api/faq', 'GET /api/reference/banks']) {
    const [method, url] = route.split(' ');
    expect((await t.app.inject({ method: method as 'GET', url })).statusCode).toBe(200);
  }
});
