import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './test/helpers';
import { cacheControlFor } from './gateway';

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-gw-'));
  write(root, 'shell/dist/index.html', '<!doctype html><title>SenCare</title>');
  write(root, 'shell/dist/main.3f9a1c2b.js', 'console.log(1)');
  write(root, 'mfe-claims/dist/mf-manifest.json', '{"name":"claims"}');
  write(root, 'mfe-claims/dist/remoteEntry.js', 'var claims;');
  write(root, 'mfe-claims/dist/412.abcdef12.js', 'chunk');
  // mfe-policies, mfe-cashless and mfe-account are not built: skipped with a warning.
  t = await startTestApp({ gateway: true, staticRoot: root, releasesDir: path.join(root, 'no-releases') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('serves the shell at / with no-cache and the front end CSP', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('SenCare');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect((await t.app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe('no-cache');
});

test('content-hashed files are immutable; manifests and remote entries revalidate', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await t.app.inject({ method: 'GET', url: '/mfe/claims/412.abcdef12.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = await t.app.inject({ method: 'GET', url: '/mfe/claims/mf-manifest.json' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect((await t.app.inject({ method: 'GET', url: '/mfe/claims/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
});

test('/remotes.json maps each remote to its manifest, no-cache', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.json()).toEqual({
    claims: '/mfe/claims/mf-manifest.json',
    policies: '/mfe/policies/mf-manifest.json',
    cashless: '/mfe/cashless/mf-manifest.json',
    account: '/mfe/account/mf-manifest.json',
  });
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('a remote that is not built answers 404; the API keeps working', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/mfe/policies/mf-manifest.json' })).statusCode).toBe(404);
  expect((await t.get('/api/health')).code).toBe(0);
});

test('REMOTES_JSON overrides the map', async () => {
  const file = path.join(root, 'remotes.override.json');
  fs.writeFileSync(file, '{"claims":"https://cdn.example.vn/claims/v2/mf-manifest.json"}');
  const other = await startTestApp({ gateway: true, staticRoot: root, remotesJsonFile: file, releasesDir: path.join(root, 'no-releases') });
  try {
    const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({ claims: 'https://cdn.example.vn/claims/v2/mf-manifest.json' });
  } finally {
    await other.close();
  }
});

test.each([
  ['index.html', 'no-cache'],
  ['mf-manifest.json', 'no-cache'],
  ['remoteEntry.js', 'no-cache'],
  ['main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
  ['styles.0a1b2c3d.css', 'public, max-age=31536000, immutable'],
  ['vendors.3f9a1c2b.js.map', 'public, max-age=31536000, immutable'],
  ['favicon.ico', 'no-cache'],
  ['locales/en.json', 'no-cache'],
])('cache policy for %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected);
});
