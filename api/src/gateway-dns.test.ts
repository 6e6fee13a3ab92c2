import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { freePort } from './test/free-port';

/**
 * The gateway looks upstream names up at request time (deploy/nginx/gateway.conf, `resolver` and
 * variables in proxy_pass), so replicas that come, go or move are followed without a reload. Real
 * Debian nginx on the repository's config; only the resolver (a small DNS server here, answers
 * valid 1 s instead of 10 s), the API's port and the listen port are rewritten: `api` stays a name.
 * Two "replicas" answer "A" on 127.0.0.1 and "B" on 127.0.0.2, at the same port.
 */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

let dir: string;
let nginx: ChildProcess | undefined;
let dns: dgram.Socket;
let gatewayPort: number;
let apiPort: number;
const replicas = new Map<string, http.Server>();
/** What the DNS server answers for `api` (A records); every other name does not exist. */
let apiAddresses: string[] = [];


/** A DNS answer (RFC 1035 §4): the question echoed, one A record per address, or NXDOMAIN. */
function dnsAnswer(query: Buffer): Buffer {
  let end = 12;
  const labels: string[] = [];
  while (query[end] !== 0) {
    labels.push(query.subarray(end + 1, end + 1 + query[end]).toString());
    end += query[end] + 1;
  }
  const question = query.subarray(12, end + 5);
  const isA = query.readUInt16BE(end + 1) === 1;
  const addresses = labels.join('.') === 'api' && isA ? apiAddresses : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  header.writeUInt16BE(addresses.length ? 0x8180 : 0x8183, 2); // answer, recursion available; NXDOMAIN when empty
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(1, 6); // TTL (nginx's `valid` overrides it)
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((byte, i) => record.writeUInt8(Number(byte), 12 + i));
    return record;
  });
  return Buffer.concat([header, question, ...records]);
}

async function startReplica(address: string, name: string): Promise<void> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(name));
  await new Promise<void>((resolve) => server.listen(apiPort, address, resolve));
  replicas.set(name, server);
}

function writeConfig(dnsPort: number): string {
  fs.cpSync(path.join(REPO_ROOT, 'deploy', 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  let gateway = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'gateway.conf'), 'utf8');
  for (const [from, to] of [
    ['resolver 127.0.0.11 valid=10s ipv6=off;', `resolver 127.0.0.1:${dnsPort} valid=1s ipv6=off;`],
    ['set $sencare_api_server api:8080;', `set $sencare_api_server api:${apiPort};`],
    ['listen 80;', `listen 127.0.0.1:${gatewayPort};`],
    ['alias /etc/sencare/remotes.json;', `alias ${path.join(REPO_ROOT, 'deploy', 'remotes.json')};`],
  ]) {
    if (!gateway.includes(from)) throw new Error(`deploy/nginx/gateway.conf no longer contains "${from}": update this test`);
    gateway = gateway.replace(from, to);
  }
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gateway);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, `daemon off;\nmaster_process off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')};\nevents {}\nhttp {\n  access_log off;\n${temp}\n  include gateway.conf;\n}\n`);
  return main;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: gatewayPort, path: url, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Asks until nginx answers `expected` from the API's name: nginx's clock ticks in whole seconds, so
 * an answer `valid=1s` is reused for up to 2 s more, and the new lookup itself takes a moment on a
 * busy machine. The wait ends as soon as the new answer is in use; the ceiling is for a busy machine.
 */
async function servedBy(expected: string[], ms = 30_000): Promise<void> {
  const seen = new Set<string>();
  for (const deadline = Date.now() + ms; Date.now() < deadline; await pause(100)) {
    seen.add((await get('/api/health')).body);
    if (expected.every((name) => seen.has(name))) {
      if (expected.length === 1 && seen.size > 1) seen.clear();
      else return;
    }
  }
  throw new Error(`nginx did not move to ${expected.join(' + ')} (saw ${[...seen].join(', ')})`);
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-nginx-dns-'));
  dns = dgram.createSocket('udp4');
  dns.on('message', (query, peer) => dns.send(dnsAnswer(query), peer.port, peer.address));
  await new Promise<void>((resolve) => dns.bind(0, '127.0.0.1', resolve));
  [gatewayPort, apiPort] = [await freePort(), await freePort()];
  await startReplica('127.0.0.1', 'A');
  await startReplica('127.0.0.2', 'B');
  const main = writeConfig(dns.address().port);
  const args = ['-p', dir, '-c', main, '-e', path.join(dir, 'error.log')];
  // No name resolves yet (shell, mfe-*, api): nginx must start anyway, as it does before compose's services.
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  nginx = spawn(NGINX, args, { stdio: 'ignore' });
  for (let i = 0; i < 300 && !(await get('/remotes.json').then(() => true, () => false)); i += 1) await pause(50);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  for (const server of replicas.values()) await new Promise((resolve) => server.close(resolve));
  dns?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('an upstream that does not resolve is a 502 for its paths, nginx keeps serving the rest', async () => {
  expect((await get('/api/health')).status).toBe(502);
  expect((await get('/')).status).toBe(502); // shell: no such name here
  expect((await get('/remotes.json')).status).toBe(200);
});

test('the API name is looked up again once its answer is older than `valid`: a moved replica gets the traffic', async () => {
  apiAddresses = ['127.0.0.1'];
  await servedBy(['A']);
  expect((await get('/api/health')).body).toBe('A');
  apiAddresses = ['127.0.0.2'];
  await servedBy(['B']);
  expect((await get('/api/health')).body).toBe('B');
});

/**
 * nginx builds a fresh peer list for every request to a resolved name and its resolver starts that
 * list at a random address (it rotates cached answers), so the replica of one request is a coin
 * toss, not a strict turn: six requests all landing on one replica happens once in 32 runs. Forty
 * requests that all land on one replica would happen once in 2^39, so seeing both there is a real
 * check that traffic is spread.
 */
test('two replicas share the traffic; when one refuses connections (draining), every request goes to the other', async () => {
  apiAddresses = ['127.0.0.1', '127.0.0.2'];
  await servedBy(['A', 'B']);
  const bodies = [];
  for (let i = 0; i < 40; i += 1) bodies.push((await get('/api/claims')).body);
  expect(new Set(bodies)).toEqual(new Set(['A', 'B']));

  await new Promise((resolve) => replicas.get('A')?.close(resolve));
  replicas.delete('A');
  const after = [];
  for (let i = 0; i < 6; i += 1) after.push(await get('/api/claims'));
  expect(after.map((answer) => `${answer.status} ${answer.body}`)).toEqual(Array(6).fill('200 B'));
});
