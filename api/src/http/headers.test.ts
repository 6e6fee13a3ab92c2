import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { DEMO } from '../db/seed';
import { JPEG, multipart } from '../modules/claims/testkit';
import { startTestApp, type TestApp } from '../test/helpers';
import { DOCS_CSP } from './api-docs';
import { API_CSP, PERMISSIONS_POLICY, isApiAnswer } from './security-headers';

/** Every value of one header as it left the socket (inject would merge duplicates). */
interface RawAnswer {
  status: number;
  values(name: string): string[];
  body: string;
}

let root: string;
let t: TestApp;
let port: number;
let token: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const values = (name: string) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1].toLowerCase() === name);
          resolve({ status: res.statusCode ?? 0, values, body: Buffer.concat(chunks).toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-headers-'));
  process.env.UPLOAD_DIR = path.join(root, 'uploads');
  write('shell/dist/index.html', '<!doctype html><title>SenCare</title>');
  write('shell/dist/main.3f9a1c2b.js', 'console.log(1)');
  write('mfe-claims/dist/remoteEntry.js', 'var claims;');
  t = await startTestApp({ gateway: true, staticRoot: root });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = await t.login(DEMO.demo.account, DEMO.demo.password);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const PAGES = ['/', '/main.3f9a1c2b.js', '/remotes.json', '/mfe/claims/remoteEntry.js', '/claims/list', '/mfe/nothing.js'];
const API_ANSWERS = ['/api/health', '/api/reference/banks', '/api/claims/summary', '/api/nothing', '/api/openapi.json'];
/** Only a document a browser renders uses these; API answers leave them out (src/http/security-headers.ts). */
const PAGE_ONLY = ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection'];

describe('security headers (Node gateway)', () => {
  test.each(PAGES)('%s: exactly one CSP (the app one), Permissions-Policy, nosniff', async (url) => {
    const res = await get(url, { token });
    expect(res.status).toBeLessThan(500);
    expect(res.values('content-security-policy')).toHaveLength(1);
    expect(res.values('content-security-policy')[0]).toContain("script-src 'self';");
    expect(res.values('content-security-policy')[0]).toContain("frame-ancestors 'none'");
    expect(res.values('permissions-policy')).toEqual([PERMISSIONS_POLICY]);
    expect(res.values('x-content-type-options')).toEqual(['nosniff']);
    expect(res.values('referrer-policy')).toEqual(['no-referrer']);
  });

  test.each(API_ANSWERS)('%s: one CSP that allows nothing, the headers an API answer needs, no page-only header', async (url) => {
    const res = await get(url, { token });
    expect(res.status).toBeLessThan(500);
    expect(res.values('content-type')[0]).toMatch(/^application\/json/);
    expect(res.values('content-security-policy')).toEqual([API_CSP]);
    expect(res.values('x-content-type-options')).toEqual(['nosniff']);
    expect(res.values('referrer-policy')).toEqual(['no-referrer']);
    expect(res.values('strict-transport-security')).toEqual(['max-age=31536000; includeSubDomains']);
    expect(res.values('cross-origin-resource-policy')).toEqual(['same-origin']);
    expect(res.values('x-frame-options')).toEqual(['SAMEORIGIN']);
    expect(res.values('x-permitted-cross-domain-policies')).toEqual(['none']);
    for (const name of PAGE_ONLY) expect({ url, name, values: res.values(name) }).toEqual({ url, name, values: [] });
  });

  test('API answers are everything under /api/ but the docs (swagger-ui is a page)', () => {
    const api = ['/api/health', '/api/', '/api/docsearch', '/api/openapi.json', '/api/claims/files/x', '/api/live'];
    const pages = ['/api', '/', '/apix/', '/index.html', '/api/docs', '/api/docs/', '/api/docs?x=1', '/api/docs/json', '/api/docs/static/swagger-ui.css'];
    expect(api.filter((url) => !isApiAnswer(url))).toEqual([]);
    expect(pages.filter(isApiAnswer)).toEqual([]);
  });

  test('the API CSP forbids loading, framing and running anything; the page CSP is never sent with an API answer', async () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const answers = await Promise.all([...API_ANSWERS, '/api/auth/login'].map((url) => get(url, { token })));
    for (const res of answers) expect(res.values('content-security-policy').join()).not.toContain("script-src 'self'");
  });

  test('a medical document is an API answer: the CSP that allows nothing, private, no-store, nosniff', async () => {
    const { payload, headers } = multipart('scan.jpg', JPEG, 'image/jpeg');
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } });
    const file = await get(`/api/claims/files/${uploaded.json().data.id}`, { token });
    expect(file.status).toBe(200);
    expect(file.values('content-security-policy')).toEqual([API_CSP]);
    expect(file.values('x-content-type-options')).toEqual(['nosniff']);
    expect(file.values('cache-control')).toEqual(['private, no-store']);
  });

  test('Permissions-Policy allows the camera and the location to the app only, and nothing else', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=')));
    expect(features).toMatchObject({ camera: '(self)', geolocation: '(self)', microphone: '()', payment: '()' });
    for (const [name, allow] of Object.entries(features)) if (!['camera', 'geolocation'].includes(name)) expect({ name, allow }).toEqual({ name, allow: '()' });
  });

  test('the API docs page and every asset it loads answer 200 with exactly one CSP, the docs one', async () => {
    const page = await get('/api/docs/');
    expect(page.status).toBe(200);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => `/api/docs/${m[1]}`);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css']));
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', ...assets]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect({ url, csp: res.values('content-security-policy') }).toEqual({ url, csp: [DOCS_CSP] });
      expect(res.values('permissions-policy')).toEqual([PERMISSIONS_POLICY]);
    }
  });
});

describe('Cache-Control', () => {
  test('answers to a signed-in request are private, no-store', async () => {
    expect((await get('/api/claims/summary', { token })).values('cache-control')).toEqual(['private, no-store']);
    const post = await t.post('/api/customer/getuserinfo', {}, { token });
    expect(post.headers['cache-control']).toBe('private, no-store');
  });

  test('a medical document under /api/claims/files is private, no-store', async () => {
    const { payload, headers } = multipart('xray.jpg', JPEG, 'image/jpeg');
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } });
    expect(uploaded.statusCode).toBe(200);
    const file = await get(`/api/claims/files/${uploaded.json().data.id}`, { token });
    expect(file.status).toBe(200);
    expect(file.values('cache-control')).toEqual(['private, no-store']);
  });

  test('other /api answers are no-store unless public: login, a refused session, an unknown route', async () => {
    const login = await t.post('/api/auth/login', { account: DEMO.demo.account, password: DEMO.demo.password, privacyAccepted: true });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get('/api/claims/summary')).values('cache-control')).toEqual(['no-store']);
    expect((await get('/api/nothing')).values('cache-control')).toEqual(['no-store']);
    expect((await get('/api/reference/banks', { token })).values('cache-control')).toEqual(['public, max-age=3600']);
  });

  test('the gateway keeps its own policy for pages and /remotes.json', async () => {
    expect((await get('/')).values('cache-control')).toEqual(['no-cache']);
    expect((await get('/remotes.json')).values('cache-control')).toEqual(['no-cache']);
  });
});

describe('API docs switch', () => {
  test('off in production unless ENABLE_API_DOCS=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, []).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_API_DOCS: '1' }, []).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, []).apiDocs).toBe(true);
  });

  test('when off, /api/docs and /api/openapi.json are 404 envelopes and the API works', async () => {
    const off = await startTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui.css', '/api/openapi.json']) expect(await off.get(url)).toMatchObject({ status: 404, code: 404, msg: 'error.notFound' });
      expect((await off.get('/api/health')).code).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('requests Node’s HTTP parser refuses (answerClientError in src/http/errors.ts)', () => {
  /** Writes raw bytes and reads the whole answer (the server closes the connection). */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  }

  test('a 20 KB header → 431 with the envelope, not Fastify’s own JSON', async () => {
    const answer = await get('/api/health', { 'x-padding': 'a'.repeat(20 * 1024) });
    expect(answer.status).toBe(431);
    expect(answer.values('content-type')).toEqual(['application/json; charset=utf-8']);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, msg: 'validation.tooLong', data: null });
  });

  test('a request line that is not HTTP → 400 with the envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, msg: 'validation.invalid', data: null });
  });
});
