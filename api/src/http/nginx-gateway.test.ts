import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '../config';
import { DEMO } from '../db/seed';
import { startTestApp, type TestApp } from '../test/helpers';
import { DOCS_CSP } from './api-docs';
import { API_CSP, computeSecurityHeaders } from './security-headers';
import { assertNginxInstalled, NGINX, nginxArgs, startNginx, type NginxProcess } from '../test/nginx-process';

/**
 * The real Debian nginx with the repository's deploy/nginx/gateway.conf: only the upstream hosts,
 * the listen port and the remotes.json path are rewritten to this machine. The API upstream is the
 * real API (this test's database); the static front ends are a small server without headers.
 */
const DEPLOY = path.join(REPO_ROOT, 'deploy');

let dir: string;
let t: TestApp;
let statics: http.Server;
let nginx: NginxProcess | undefined;
let nginxPort: number;
let token: string;
let expected: Readonly<Record<string, string>>;

function portOf(server: net.Server): number {
  return (server.address() as AddressInfo).port;
}

/** Replaces `from` and fails loudly when the repository's config no longer has it. */
function rewrite(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/gateway.conf no longer contains "${from}": update this test`);
  return text.split(from).join(to);
}

/** dir/gateway.conf: the repository's gateway with the test API and a static stub as its upstreams. */
function writeGateway(apiPort: number, staticPort: number, port: number): void {
  fs.mkdirSync(path.join(dir, 'sencare'), { recursive: true });
  for (const file of fs.readdirSync(path.join(DEPLOY, 'nginx'))) fs.copyFileSync(path.join(DEPLOY, 'nginx', file), path.join(dir, 'sencare', file));
  fs.copyFileSync(path.join(DEPLOY, 'remotes.json'), path.join(dir, 'remotes.json'));
  let gateway = fs.readFileSync(path.join(DEPLOY, 'nginx', 'gateway.conf'), 'utf8');
  for (const name of ['shell', 'claims', 'policies', 'cashless', 'account']) {
    const host = name === 'shell' ? 'shell' : `mfe-${name}`;
    gateway = rewrite(gateway, `set $sencare_${name}_server ${host}:8080;`, `set $sencare_${name}_server 127.0.0.1:${staticPort};`);
  }
  gateway = rewrite(gateway, 'set $sencare_api_server api:8080;', `set $sencare_api_server 127.0.0.1:${apiPort};`);
  gateway = rewrite(gateway, 'listen 80;', `listen 127.0.0.1:${port};`);
  gateway = rewrite(gateway, 'alias /etc/sencare/remotes.json;', `alias ${path.join(dir, 'remotes.json')};`);
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gateway);
}

interface RawAnswer {
  status: number;
  values(name: string): string[];
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: nginxPort, path: url, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const raw = res.rawHeaders;
          resolve({ status: res.statusCode ?? 0, values: (name) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1].toLowerCase() === name) });
        });
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  assertNginxInstalled();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-nginx-'));
  expected = await computeSecurityHeaders();
  t = await startTestApp({ apiDocs: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await t.login(DEMO.demo.account, DEMO.demo.password);
  statics = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`static ${req.url}`));
  await new Promise<void>((resolve) => statics.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx(dir, (port) => writeGateway(portOf(t.app.server), portOf(statics), port));
  nginxPort = nginx.port;
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => statics?.close(resolve));
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('nginx -t accepts the repository config', () => {
  const check = spawnSync(NGINX, ['-t', ...nginxArgs(dir)], { encoding: 'utf8' });
  expect(check.stderr).toContain('syntax is ok');
  expect(check.status).toBe(0);
});

const PATHS: Array<[url: string, signedIn: boolean, status: number]> = [
  ['/', false, 200],
  ['/claims/list', false, 200],
  ['/remotes.json', false, 200],
  ['/mfe/claims/remoteEntry.js', false, 200],
  ['/mfe/account/main.12ab34cd.js', false, 200],
  ['/api/health', false, 200],
  ['/api/claims/summary', true, 200],
  ['/api/claims/summary', false, 401],
  ['/api/nothing', false, 404],
];

test.each(PATHS)('%s (signed in: %s): each security header exactly once, with the values the Node gateway sends', async (url, signedIn, status) => {
  const res = await get(url, signedIn ? { token } : {});
  expect({ url, status: res.status }).toEqual({ url, status });
  // API answers carry the API's CSP (src/http/security-headers.ts), which nginx passes on; the
  // page-only headers the API leaves out are added by nginx with the page values.
  const want = url.startsWith('/api/') ? { ...expected, 'content-security-policy': API_CSP } : expected;
  for (const [name, value] of Object.entries(want)) expect({ url, name, values: res.values(name) }).toEqual({ url, name, values: [value] });
});

test('/remotes.json keeps its own no-cache and the security headers (a location with add_header)', async () => {
  const res = await get('/remotes.json');
  expect(res.status).toBe(200);
  expect(res.values('cache-control')).toEqual(['no-cache']);
  expect(res.values('permissions-policy')).toEqual([expected['permissions-policy']]);
});

test('private API answers stay private, no-store behind nginx', async () => {
  expect((await get('/api/claims/summary', { token })).values('cache-control')).toEqual(['private, no-store']);
});

test('the API docs keep their own CSP: exactly one, not the gateway one', async () => {
  for (const url of ['/api/docs/', '/api/docs/static/swagger-ui.css']) {
    const res = await get(url);
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    expect({ url, csp: res.values('content-security-policy') }).toEqual({ url, csp: [DOCS_CSP] });
  }
});
