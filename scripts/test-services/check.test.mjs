import assert from 'node:assert/strict';
import net from 'node:net';
import test from 'node:test';
import { missingServices } from './check.mjs';

async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a Redis that is not running is named, with how to start it', async () => {
  const port = await closedPort();
  const missing = await missingServices(['redis'], { TEST_REDIS_URL: `redis://127.0.0.1:${port}` });
  assert.equal(missing.length, 1);
  assert.match(missing[0], /^redis is not available \(redis:\/\/127\.0\.0\.1:\d+\)\. Start or install it: redis-server /);
});

test('PostgreSQL is checked only when the PostgreSQL pass is asked for', async () => {
  const port = await closedPort();
  assert.deepEqual(await missingServices(['postgres'], {}), []);
  const missing = await missingServices(['postgres'], { TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` });
  assert.match(missing[0], /^postgres is not available .* pg_ctlcluster/);
});

test('a listening service passes', async () => {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    assert.deepEqual(await missingServices(['redis'], { TEST_REDIS_URL: `redis://127.0.0.1:${port}` }), []);
  } finally {
    server.close();
  }
});

test('a browser at a path that does not exist is named', async () => {
  const missing = await missingServices(['chromium'], { CHROMIUM_PATH: '/nonexistent/chromium' });
  assert.match(missing[0], /^chromium is not available \(\/nonexistent\/chromium\)/);
});
