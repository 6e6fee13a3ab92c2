import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { startTestApp, type TestApp } from '../../test/helpers';
import { openStream, type OpenedStream } from './test-client';
import { freePort } from '../../test/free-port';

/**
 * The stream through the real Debian nginx and the repository's deploy/nginx/gateway.conf (only
 * the upstream hosts and the listen port rewritten; every upstream is this test's API): an event
 * arrives within 2 s of its cause, and uncompressed even when the client accepts gzip (checked to
 * fail when gzip_types names text/event-stream without the location's `gzip off`).
 */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

let dir: string;
let t: TestApp;
let nginx: ChildProcess | undefined;
let base: string;
const streams: OpenedStream[] = [];


function nginxConfig(apiPort: number, port: number): string {
  fs.cpSync(path.join(REPO_ROOT, 'deploy', 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  let gateway = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'gateway.conf'), 'utf8');
  if (!gateway.includes('location = /api/live')) throw new Error('deploy/nginx/gateway.conf has no /api/live location: update this test');
  gateway = gateway.replace(/server [a-z-]+:\d+;/g, `server 127.0.0.1:${apiPort};`).replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gateway);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, `daemon off;\nmaster_process off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')};\nevents {}\nhttp {\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n  include gateway.conf;\n}\n`);
  return main;
}

async function waitForPort(port: number): Promise<void> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
  }
  throw new Error(`nginx did not listen: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-live-nginx-'));
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  const main = nginxConfig((t.app.server.address() as net.AddressInfo).port, port);
  const args = ['-p', dir, '-c', main, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  nginx = spawn(NGINX, args, { stdio: 'ignore' });
  await waitForPort(port);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const s of streams) s.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('through nginx: the snapshot at once, an event within 2 s of its cause, nothing compressed', async () => {
  const customer = await t.createUser();
  const token = await t.login(customer.account, customer.password);
  const stream = await openStream(base, token, { 'accept-encoding': 'gzip, deflate, br' });
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect(stream.headers['content-encoding']).toBeUndefined();
  await stream.next('snapshot', 2000);

  const started = Date.now();
  expect((await t.post('/api/messages/read-all', {}, { token })).status).toBe(200);
  expect((await stream.next('unread-count', 2000)).data).toEqual({ count: 0 });
  expect(Date.now() - started).toBeLessThan(2000);
});

test('through nginx: no token → the API\'s 401 envelope', async () => {
  const stream = await openStream(base);
  expect(stream.status).toBe(401);
  expect(JSON.parse(await stream.body())).toMatchObject({ code: -93 });
});
