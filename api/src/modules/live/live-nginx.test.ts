import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { startTestApp, type TestApp } from '../../test/helpers';
import { openStream, type OpenedStream } from './test-client';
import { assertNginxInstalled, startNginx, type NginxProcess } from '../../test/nginx-process';

/**
 * The stream through the real Debian nginx and the repository's deploy/nginx/gateway.conf (only
 * the upstream hosts and the listen port rewritten; every upstream is this test's API): an event
 * arrives within 2 s of its cause, and uncompressed even when the client accepts gzip (checked to
 * fail when gzip_types names text/event-stream without the location's `gzip off`).
 */

let dir: string;
let t: TestApp;
let nginx: NginxProcess | undefined;
let base: string;
const streams: OpenedStream[] = [];

/** dir/gateway.conf: the repository's gateway in front of the test API on `port`. */
function writeGateway(apiPort: number, port: number): void {
  fs.cpSync(path.join(REPO_ROOT, 'deploy', 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  let gateway = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'gateway.conf'), 'utf8');
  if (!gateway.includes('location = /api/live')) throw new Error('deploy/nginx/gateway.conf has no /api/live location: update this test');
  gateway = gateway.replace(/server [a-z-]+:\d+;/g, `server 127.0.0.1:${apiPort};`).replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gateway);
}

beforeAll(async () => {
  assertNginxInstalled();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-live-nginx-'));
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (t.app.server.address() as net.AddressInfo).port;
  nginx = await startNginx(dir, (port) => writeGateway(apiPort, port));
  base = `http://127.0.0.1:${nginx.port}`;
});

afterAll(async () => {
  for (const s of streams) s.close();
  await nginx?.stop();
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
