import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from './config';
import { computeSecurityHeaders } from './http/security-headers';
import { assertNginxInstalled, startNginx, type NginxProcess } from './test/nginx-process';

/**
 * The production gateway (deploy/nginx/gateway.conf, real Debian nginx) serving remote releases
 * from the releases volume, as docker-compose.yml mounts it at /srv/releases: the releases are
 * made by the real release CLI. Upstreams (static images, API) are one small stub server here;
 * api/src/http/nginx-gateway.test.ts covers the API side and the security headers everywhere.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: string;
let releases: string;
let stub: http.Server;
let nginx: NginxProcess | undefined;
let port: number;
let headerNames: string[];

function rewrite(text: string, from: string | RegExp, to: string): string {
  if (!(typeof from === 'string' ? text.includes(from) : from.test(text))) throw new Error(`deploy/nginx/gateway.conf no longer contains ${from}: update this test`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/** dir/gateway.conf: the repository's gateway with every front end upstream the stub and the releases folder under dir. */
function writeGateway(stubPort: number, port: number): void {
  fs.cpSync(path.join(REPO_ROOT, 'deploy', 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'deploy', 'remotes.json'), path.join(dir, 'remotes.default.json'));
  let gateway = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'gateway.conf'), 'utf8');
  gateway = rewrite(gateway, /(set \$sencare_[a-z]+_server) [a-z-]+:\d+;/g, `$1 127.0.0.1:${stubPort};`);
  gateway = rewrite(gateway, 'listen 80;', `listen 127.0.0.1:${port};`);
  gateway = rewrite(gateway, '/srv/releases', releases);
  gateway = rewrite(gateway, 'alias /etc/sencare/remotes.json;', `alias ${path.join(dir, 'remotes.default.json')};`);
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gateway);
}

interface Answer {
  status: number;
  body: string;
  values(name: string): string[];
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const raw = res.rawHeaders;
          resolve({ status: res.statusCode ?? 0, body, values: (name) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1].toLowerCase() === name) });
        });
      })
      .on('error', reject);
  });
}

/** The production topology's default map (docker-compose.yml mounts it; the release service writes on top of it). */
const DEFAULT_MAP_FILE = path.join(REPO_ROOT, 'deploy', 'remotes.json');
const defaultMap = () => JSON.parse(fs.readFileSync(DEFAULT_MAP_FILE, 'utf8')) as Record<string, string>;

function release(args: string[], remote = 'claims'): string {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), ...args, '--remote', remote], { encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releases, RELEASES_BASE_MAP: DEFAULT_MAP_FILE } });
  if (run.status !== 0) throw new Error(`release.mjs failed: ${run.stdout}${run.stderr}`);
  return /released (\S+)/.exec(run.stdout)?.[1] ?? '';
}

function fakeBuild(label: string): string {
  const build = fs.mkdtempSync(path.join(dir, 'build-'));
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), `var mfe_claims = ${JSON.stringify(label)};`);
  fs.writeFileSync(path.join(build, `chunk.${label === 'one' ? '1111aaaa' : '2222bbbb'}.js`), `chunk ${label}`);
  // The build's gzip copy (shared/build/federation.mjs); its bytes tell which answer came back.
  fs.writeFileSync(path.join(build, `chunk.${label === 'one' ? '1111aaaa' : '2222bbbb'}.js.gz`), `gz of chunk ${label}`);
  return build;
}

beforeAll(async () => {
  assertNginxInstalled();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-nginx-releases-'));
  releases = path.join(dir, 'releases');
  headerNames = Object.keys(await computeSecurityHeaders());
  stub = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`static ${req.url}`));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx(dir, (listen) => writeGateway((stub.address() as AddressInfo).port, listen));
  port = nginx.port;
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => stub?.close(resolve));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function expectGatewayHeaders(answer: Answer, cacheControl: string) {
  expect(answer.values('cache-control')).toEqual([cacheControl]);
  for (const name of headerNames) expect({ name, count: answer.values(name).length }).toEqual({ name, count: 1 });
}

test('before any release: the default map, no-cache', async () => {
  const res = await get('/remotes.json');
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toEqual(defaultMap());
  expectGatewayHeaders(res, 'no-cache');
});

test('releases on the volume: the map switches without a reload, old and new release files are served with their cache policy', async () => {
  const one = release(['release', '--from', fakeBuild('one')]);
  // Every remote is still in the map nginx serves as written: the released one points at its release.
  expect(JSON.parse((await get('/remotes.json')).body)).toEqual({ ...defaultMap(), claims: `/mfe/claims/${one}/mf-manifest.json` });
  const two = release(['release', '--from', fakeBuild('two')]);
  const map = await get('/remotes.json');
  expect(JSON.parse(map.body)).toEqual({ ...defaultMap(), claims: `/mfe/claims/${two}/mf-manifest.json` });
  expectGatewayHeaders(map, 'no-cache');

  const entry = await get(`/mfe/claims/${two}/remoteEntry.js`);
  expect(entry.body).toContain('"two"');
  expectGatewayHeaders(entry, 'no-cache');
  expectGatewayHeaders(await get(`/mfe/claims/${two}/mf-manifest.json`), 'no-cache');
  const oldChunk = await get(`/mfe/claims/${one}/chunk.1111aaaa.js`);
  expect(oldChunk.body).toBe('chunk one');
  expectGatewayHeaders(oldChunk, IMMUTABLE);
  // A browser that takes gzip gets the build's copy as it is.
  const gzipped = await get(`/mfe/claims/${one}/chunk.1111aaaa.js`, { 'accept-encoding': 'gzip' });
  expect({ body: gzipped.body, encoding: gzipped.values('content-encoding'), vary: gzipped.values('vary') }).toEqual({ body: 'gz of chunk one', encoding: ['gzip'], vary: ['Accept-Encoding'] });
  expectGatewayHeaders(gzipped, IMMUTABLE);

  expect((await get(`/mfe/claims/${two}/nothing.12345678.js`)).status).toBe(404);
  // Everything else under /mfe/claims/ is still the static image (dist), never the volume's files.
  for (const url of ['/mfe/claims/remoteEntry.js', '/mfe/claims/releases.json', '/mfe/claims/1.0.0-0123456789']) {
    expect({ url, body: (await get(url)).body }).toEqual({ url, body: `static /${url.slice('/mfe/claims/'.length)}` });
  }

  release(['rollback']);
  expect(JSON.parse((await get('/remotes.json')).body)).toEqual({ ...defaultMap(), claims: `/mfe/claims/${one}/mf-manifest.json` });
});

test('a remote the gateway config has never heard of is served once released onto the volume', async () => {
  const id = release(['release', '--from', fakeBuild('guide')], 'claim-guide');
  expect(JSON.parse((await get('/remotes.json')).body)).toMatchObject({ 'claim-guide': `/mfe/claim-guide/${id}/mf-manifest.json` });
  const entry = await get(`/mfe/claim-guide/${id}/remoteEntry.js`);
  expect(entry.body).toContain('"guide"');
  expectGatewayHeaders(entry, 'no-cache');
});
