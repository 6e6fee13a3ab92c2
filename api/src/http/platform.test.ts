import Fastify from 'fastify';
import { startTestApp, type TestApp } from '../test/helpers';
import { DOCS_CSP } from './api-docs';
import { installErrorHandling } from './errors';
import { coerceFormBody } from './validation';
import { API_CSP, computeSecurityHeaders } from './security-headers';
import { loginSchema } from '@sencare/shared/rules';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('health and public content', () => {
  test('GET /api/health reports the database', async () => {
    const res = await t.get('/api/health');
    expect(res).toMatchObject({ status: 200, code: 0, data: { status: 'ok', database: { dialect: t.dialect, ok: true } } });
  });

  test('GET /api/privacy-policy is public and bilingual', async () => {
    const res = await t.get('/api/privacy-policy');
    expect(res.code).toBe(0);
    expect(res.data.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.data.title.vi).toContain('quyền riêng tư');
    expect(res.data.body.en.length).toBeGreaterThan(100);
  });

  test('reference data: banks, the 34 provinces, the 11 FAQ entries', async () => {
    const banks = await t.get('/api/reference/banks');
    expect(banks.data.length).toBeGreaterThanOrEqual(25);
    expect(banks.data).toContainEqual({ code: 'VCB', shortName: 'Vietcombank', fullName: 'Ngân hàng TMCP Ngoại thương Việt Nam' });
    const provinces = await t.get('/api/reference/provinces');
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data).toContainEqual({ code: '79', name: { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh' } });
    const faq = await t.get('/api/faq');
    expect(faq.data).toHaveLength(11);
    for (const entry of faq.data) expect(entry.question.en && entry.question.vi && entry.answer.en && entry.answer.vi).toBeTruthy();
  });
});

describe('envelope for everything', () => {
  test('unknown routes → 404 envelope (GET and POST)', async () => {
    expect(await t.get('/api/does-not-exist')).toMatchObject({ status: 404, code: 404, msg: 'error.notFound', data: null });
    expect(await t.post('/api/customer/nothing', {})).toMatchObject({ status: 404, code: 404, msg: 'error.notFound' });
    expect(await t.get('/somewhere')).toMatchObject({ status: 404, code: 404 });
  });

  test('bodies over 1 MB → 413 envelope; unsupported content type → 415 envelope', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ account: 'x'.repeat(1_100_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, msg: 'validation.tooLong', data: null });
    const bigForm = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `account=${'x'.repeat(1_100_000)}` });
    expect(bigForm.statusCode).toBe(413);
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415, msg: 'validation.invalid' });
  });

  test('an unexpected error → 500 error.system, details never leave the service', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'error.system', data: null });
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});

describe('security headers (helmet) and docs', () => {
  test('pages get the front end CSP; API answers one that allows nothing; both the usual headers', async () => {
    const csp = (await computeSecurityHeaders())['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
      "connect-src 'self'",
      "font-src 'self' data:",
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  test('OpenAPI 3 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/login', '/api/customer/getPinCode', '/api/customer/getuserinfo', '/api/user/behavior', '/api/pin/verify', '/api/health']) expect(doc.paths[path]).toBeDefined();
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['account', 'password']);
    expect(login.additionalProperties).toBe(false);
  });

  test('/api/docs serves swagger-ui with its own CSP (inline styles; scripts from files only)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(DOCS_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('form bodies', () => {
  test('coerceFormBody follows the schema: booleans, numbers, JSON objects; strings stay strings', () => {
    const schema = z.strictObject({ flag: z.boolean(), n: z.number().optional(), obj: z.object({ a: z.number() }), text: z.string() });
    expect(coerceFormBody(schema, { flag: 'true', n: '42', obj: '{"a":1}', text: 'true' })).toEqual({ flag: true, n: 42, obj: { a: 1 }, text: 'true' });
    expect(coerceFormBody(loginSchema, { account: 'a', password: 'false', privacyAccepted: 'true' })).toEqual({ account: 'a', password: 'false', privacyAccepted: true });
    expect(coerceFormBody(schema, { obj: '{oops' })).toEqual({ obj: '{oops' });
  });
});

test('dev routes are absent unless ENABLE_DEV_ROUTES=1', async () => {
  const off = await startTestApp({ enableDevRoutes: false });
  try {
    expect(await off.get('/api/dev/outbox/latest?to=demo%40sencare.vn')).toMatchObject({ status: 404, msg: 'error.notFound' });
  } finally {
    await off.close();
  }
});
