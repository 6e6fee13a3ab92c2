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
  // Front-end telemetry: counted, never stored, nothing personal (src/modules/telemetry).
  'POST /api/telemetry/frontend',
  // Exists only with ENABLE_DEV_ROUTES=1 (tests, e2e); a production server has no such route.
  'GET /api/dev/outbox/latest',
  'POST /api/dev/customers',
  'POST /api/dev/privacy-purge',
  // Anyone holding a letter checks it by its code and case number (src/modules/gop/publicVerification.ts).
  'GET /api/public/gop-verification',
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
  for (const domain of ['auth', 'customer', 'pin', 'claims', 'policies', 'ecards', 'cashless', 'providers', 'messages', 'user/behavior', 'gops', 'insurer', 'provider', 'hr', 'broker']) {
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

/**
 * docs/portals.md "Roles", written out here independently of src/http/roles.ts: which roles each
 * private route is for. Every other role gets HTTP 403, code -403, error.roleForbidden.
 */
type Role = 'customer' | 'insurer' | 'provider' | 'hr' | 'broker';
const ALL_ROLES: Role[] = ['customer', 'insurer', 'provider', 'hr', 'broker'];
const EVERY_ROLE_PREFIXES = ['/api/auth/', '/api/pin/', '/api/biometric', '/api/live', '/api/customer/getuserinfo', '/api/customer/getPinCode', '/api/user/behavior'];
function audience(route: string): Role[] {
  const path = route.split(' ')[1];
  if (path.startsWith('/api/insurer/')) return ['insurer'];
  if (path.startsWith('/api/provider/')) return ['provider'];
  if (path.startsWith('/api/hr/')) return ['hr'];
  if (path.startsWith('/api/broker/')) return ['broker'];
  if (EVERY_ROLE_PREFIXES.some((p) => path.startsWith(p))) return ALL_ROLES;
  return ['customer'];
}
/**
 * Called only to check a refusal: logging out would end the token, a live stream never ends, the
 * access log's, the claims queue's and the HR overview's CSVs are not envelopes (access-log.test.ts,
 * insurer/queue-csv.test.ts and hr/claimsOverview.test.ts download them as their role).
 */
const NOT_CALLED_WHEN_ALLOWED = new Set(['POST /api/auth/logout', 'GET /api/live', 'GET /api/insurer/access-log.csv', 'GET /api/insurer/claims.csv', 'GET /api/hr/claims/overview.csv']);

test('every private route answers each role: its own roles pass the guard, the others get 403 / -403', async () => {
  const customer = await t.createUser();
  const tokens: Record<Role, string> = {
    customer: await t.login(customer.account, customer.password),
    insurer: await t.login('assessor', 'Assessor2026'),
    provider: await t.login('cho-ray.staff', 'Provider2026'),
    hr: await t.login('hr.admin', 'Hr2026pw'),
    broker: await t.login('broker.staff', 'Broker2026'),
  };
  const privateRoutes = documented.filter((route) => !PUBLIC.has(route));
  expect(privateRoutes.filter((r) => audience(r).length === 1 && audience(r)[0] === 'provider').length).toBeGreaterThanOrEqual(9);
  // GET /api/provider/gops/verify (modules/gop/verification.ts) is documented, so it is checked below like every provider route.
  expect(privateRoutes).toContain('GET /api/provider/gops/verify');
  expect(privateRoutes.filter((r) => audience(r).length === 1 && audience(r)[0] === 'insurer').length).toBeGreaterThanOrEqual(14);
  expect(privateRoutes.filter((r) => audience(r).length === 1 && audience(r)[0] === 'hr').length).toBeGreaterThanOrEqual(6);
  expect(privateRoutes.filter((r) => audience(r).length === 1 && audience(r)[0] === 'broker').length).toBeGreaterThanOrEqual(11);
  for (const route of privateRoutes) {
    const [method, template] = route.split(' ');
    const url = template.replace(/\{[^}]+\}/g, '1');
    for (const role of ALL_ROLES) {
      const allowed = audience(route).includes(role);
      if (allowed && NOT_CALLED_WHEN_ALLOWED.has(route)) continue;
      const res = await t.app.inject({ method: method as 'GET', url, headers: { token: tokens[role], 'tus-resumable': '1.0.0' }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      // A document route allowed to this role answers the document itself, not an envelope.
      const code = String(res.headers['content-type']).startsWith('application/pdf') ? 0 : (res.json() as { code: number }).code;
      if (allowed) expect({ route, role, refused: code === -403 || code === -93, serverError: res.statusCode >= 500 }).toEqual({ route, role, refused: false, serverError: false });
      else expect({ route, role, status: res.statusCode, code, msg: (res.json() as { msg: string }).msg }).toEqual({ route, role, status: 403, code: -403, msg: 'error.roleForbidden' });
    }
  }
});

/**
 * Form keys that name an Object.prototype member: src/http/validation.ts once looked them up in
 * the route's schema, found the inherited function and answered 500 with a stack in the log.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

test('every route with a body, public or private, refuses a form key named after an Object.prototype member: a 4xx envelope, no error logged', async () => {
  const customer = await t.createUser();
  const tokens: Record<Role, string> = {
    customer: await t.login(customer.account, customer.password),
    insurer: await t.login('assessor', 'Assessor2026'),
    provider: await t.login('cho-ray.staff', 'Provider2026'),
    hr: await t.login('hr.admin', 'Hr2026pw'),
    broker: await t.login('broker.staff', 'Broker2026'),
  };
  // Every request logger is a child of app.log: an error written anywhere while answering lands here.
  const logged = jest.spyOn(t.app.log, 'error');
  const withBody = documented.filter((route) => /^(POST|PUT|PATCH) /.test(route) && !NOT_CALLED_WHEN_ALLOWED.has(route));
  expect(withBody.length).toBeGreaterThanOrEqual(33);
  for (const route of withBody) {
    const [method, template] = route.split(' ');
    const url = template.replace(/\{[^}]+\}/g, '1');
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'tus-resumable': '1.0.0', ...(PUBLIC.has(route) ? {} : { token: tokens[audience(route)[0]] }) };
    for (const key of PROTOTYPE_KEYS) {
      const res = await t.app.inject({ method: method as 'POST', url, headers, payload: `${encodeURIComponent(key)}=1` });
      const body = res.json() as { code: unknown; msg: unknown };
      expect({ route, key, status: res.statusCode >= 400 && res.statusCode < 500 ? '4xx' : res.statusCode, envelope: typeof body.code === 'number' && typeof body.msg === 'string' }).toEqual({ route, key, status: '4xx', envelope: true });
    }
  }
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

test('public routes answer without a session', async () => {
  for (const route of ['GET /api/health', 'GET /api/privacy-policy', 'GET /api/faq', 'GET /api/reference/banks']) {
    const [method, url] = route.split(' ');
    expect((await t.app.inject({ method: method as 'GET', url })).statusCode).toBe(200);
  }
});
