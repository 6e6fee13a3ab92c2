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
  // mfe-policies, mfe-cashless and mfe-account are not built: not in the map, their URLs 404.
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

test('/remotes.json maps each built remote to its manifest, no-cache', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.json()).toEqual({ claims: '/mfe/claims/mf-manifest.json' });
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('a remote built after the gateway started is in the map and served, with no list of remotes to edit', async () => {
  write(root, 'mfe-claim-guide/dist/mf-manifest.json', '{"name":"mfe_claim-guide"}');
  write(root, 'mfe-claim-guide/dist/remoteEntry.js', 'var guide;');
  try {
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
      'claim-guide': '/mfe/claim-guide/mf-manifest.json',
      claims: '/mfe/claims/mf-manifest.json',
    });
    expect((await t.app.inject({ method: 'GET', url: '/mfe/claim-guide/remoteEntry.js' })).body).toBe('var guide;');
  } finally {
    fs.rmSync(path.join(root, 'mfe-claim-guide'), { recursive: true, force: true });
  }
  // Folders that are not remotes, and names the shell would not accept, are neither listed nor served.
  write(root, 'mfe-Bad_Name/dist/mf-manifest.json', '{}');
  write(root, 'other/dist/mf-manifest.json', '{}');
  expect(Object.keys((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json())).toEqual(['claims']);
  expect((await t.app.inject({ method: 'GET', url: '/mfe/Bad_Name/mf-manifest.json' })).statusCode).toBe(404);
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
  ['sw.js', 'no-cache'],
  ['manifest.webmanifest', 'no-cache'],
  ['main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
  ['styles.0a1b2c3d.css', 'public, max-age=31536000, immutable'],
  ['vendors.3f9a1c2b.js.map', 'public, max-age=31536000, immutable'],
  ['favicon.ico', 'no-cache'],
  ['locales/en.json', 'no-cache'],
])('cache policy for %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected);
});

test('precompressed copies go to browsers that take them, cached like the file they stand for; others get the file', async () => {
  const zlib = await import('node:zlib');
  const source = 'console.log("compressed ".repeat(200));';
  write(root, 'shell/dist/app.0a1b2c3d.js', source);
  fs.writeFileSync(path.join(root, 'shell/dist/app.0a1b2c3d.js.br'), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(root, 'shell/dist/app.0a1b2c3d.js.gz'), zlib.gzipSync(source));
  const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/app.0a1b2c3d.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  const br = await get('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(source);
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

  const gz = await get('gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(source);

  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(source);
  // A remote's files too (reply.sendFile), and a file without copies goes out as it is.
  write(root, 'mfe-claims/dist/412.abcdef12.js.br', 'not really brotli');
  expect((await t.app.inject({ method: 'GET', url: '/mfe/claims/412.abcdef12.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
  fs.rmSync(path.join(root, 'mfe-claims/dist/412.abcdef12.js.br'));
  expect((await t.app.inject({ method: 'GET', url: '/mfe/claims/remoteEntry.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
});
