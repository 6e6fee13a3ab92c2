import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from './nginx-process';

/**
 * The gateway tests' nginx start (src/test/nginx-process.ts): when the port it was given is taken
 * before nginx binds it — another jest worker's server in the gap — it starts on another port
 * instead of failing the suite.
 */
const dirs: string[] = [];
const servers: net.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const listening = (server: net.Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

test('a port taken in the gap: nginx is started on another one, which answers', async () => {
  const squatter = net.createServer();
  servers.push(squatter);
  await listening(squatter);
  const taken = (squatter.address() as net.AddressInfo).port;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-nginx-start-'));
  dirs.push(dir);
  const given: number[] = [];
  // The first config listens on the squatter's port, as if another process took the free port first.
  const nginx = await startNginx(dir, (port) => {
    given.push(port);
    const listen = given.length === 1 ? taken : port;
    fs.writeFileSync(path.join(dir, 'gateway.conf'), `server {\n  listen 127.0.0.1:${listen};\n  location / { return 204; }\n}\n`);
  });
  try {
    expect(given).toHaveLength(2);
    expect(nginx.port).toBe(given[1]);
    const res = await fetch(`http://127.0.0.1:${nginx.port}/`);
    expect(res.status).toBe(204);
  } finally {
    await nginx.stop();
  }
});

test('a config nginx refuses fails at once with nginx -t’s words, no retry', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-nginx-start-'));
  dirs.push(dir);
  let writes = 0;
  await expect(
    startNginx(dir, () => {
      writes += 1;
      fs.writeFileSync(path.join(dir, 'gateway.conf'), 'server { listen 127.0.0.1:1; bogus_directive on; }\n');
    }),
  ).rejects.toThrow(/nginx -t failed: .*bogus_directive/s);
  expect(writes).toBe(1);
});
