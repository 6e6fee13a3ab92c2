// The front-end image's serving, on the real Debian nginx: deploy/nginx/static.conf (only its listen
// address and root rewritten, as scripts/topology/nginx.mjs does) in front of a folder filled by
// deploy/frontend-publish.sh, both run as an unprivileged user when the test runs as root, as the
// image runs them (deploy/frontend.Dockerfile). docs/deploying.md "Front-end images".
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { NGINX, mainConfig, staticConfig } from '../topology/nginx.mjs';
import { REPO_ROOT, freePort, running, stopChild, tail, waitFor } from '../topology/support.mjs';

/** nobody: the image runs nginx and the publish script as an unprivileged user, so does this test. */
const AS_USER = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-static-'));
const www = path.join(dir, 'www');
const publishScript = path.join(dir, 'frontend-publish.sh');
let port;
let nginx;

/** A remote's build as the webpack build writes it: entry files and one lazy chunk, each with .br and .gz copies. */
function writeBuild(name, chunkHash, text) {
  const dist = path.join(dir, name);
  fs.mkdirSync(dist);
  const chunk = `${'/* a lazy chunk of the claims screens */\n'.repeat(40)}export const build = ${JSON.stringify(text)};\n`;
  const files = {
    [`317.${chunkHash}.js`]: chunk,
    'remoteEntry.js': `${'/* the remote entry */\n'.repeat(80)}import('./317.${chunkHash}.js');\n`,
    'mf-manifest.json': JSON.stringify({ name: 'claims', build: text, padding: 'x'.repeat(1200) }),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, file), content);
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
  }
  return { dist, chunk: `/317.${chunkHash}.js`, files };
}

function publish(dist, env = {}) {
  const run = spawnSync('sh', [publishScript, dist, www], { ...AS_USER, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** As the gateway asks its upstreams: proxy_pass speaks HTTP/1.0 unless told otherwise. */
function getHttp10(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`GET ${url} HTTP/1.0\r\nHost: static\r\nAccept-Encoding: ${acceptEncoding}\r\n\r\n`));
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(head[0].split(' ')[1]), headers, body: raw.subarray(split + 4) });
    });
  });
}

const buildA = writeBuild('build-a', 'aaaaaaaa', 'A');
const buildB = writeBuild('build-b', 'bbbbbbbb', 'B');
const buildC = writeBuild('build-c', 'cccccccc', 'C');

before(async () => {
  assert.ok(fs.existsSync(NGINX), `${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
  fs.copyFileSync(path.join(REPO_ROOT, 'deploy', 'frontend-publish.sh'), publishScript);
  port = await freePort();
  fs.writeFileSync(path.join(dir, 'static.conf'), staticConfig(port, www));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, ['  include static.conf;']));
  if (AS_USER.uid !== undefined) {
    for (const entry of [dir, ...fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, name))]) fs.chownSync(entry, AS_USER.uid, AS_USER.gid);
  }
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { ...AS_USER, encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx -t failed:\n${check.stderr}`);
  nginx = spawn(NGINX, args, { ...AS_USER, stdio: 'ignore' });
  const log = () => tail(path.join(dir, 'nginx-error.log'));
  await waitFor('nginx on static.conf', () => get('/healthz').then(() => true, () => false), { ms: 15_000, gone: () => !running(nginx), detail: log });
});

after(async () => {
  if (nginx) await stopChild(nginx, 'SIGQUIT', 10_000);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('health: 503 until a build is published into the served folder, then 200', async () => {
  assert.equal((await get('/healthz')).status, 503);
  const first = publish(buildA.dist);
  assert.equal(first.status, 0, first.output);
  const health = await get('/healthz');
  assert.deepEqual({ status: health.status, body: health.body.toString(), cache: health.headers['cache-control'] }, { status: 200, body: 'ok\n', cache: 'no-store' });
  // The publish records are not served.
  assert.equal((await get('/.sencare/current')).status, 404);
});

test('a chunk asked with Accept-Encoding: br gets the .br bytes, Content-Encoding: br, its own type, Vary, immutable caching', async () => {
  const answer = await get(buildA.chunk, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, fs.readFileSync(path.join(buildA.dist, `${buildA.chunk}.br`)));
  assert.equal(zlib.brotliDecompressSync(answer.body).toString(), buildA.files['317.aaaaaaaa.js']);
  assert.deepEqual(
    { encoding: answer.headers['content-encoding'], type: answer.headers['content-type'], vary: answer.headers.vary, cache: answer.headers['cache-control'] },
    { encoding: 'br', type: 'application/javascript', vary: 'Accept-Encoding', cache: 'public, max-age=31536000, immutable' },
  );
  const entry = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
  assert.deepEqual({ encoding: entry.headers['content-encoding'], cache: entry.headers['cache-control'] }, { encoding: 'br', cache: 'no-cache' });
  const manifest = await get('/mf-manifest.json', { 'accept-encoding': 'br' });
  assert.deepEqual({ encoding: manifest.headers['content-encoding'], type: manifest.headers['content-type'] }, { encoding: 'br', type: 'application/json' });
});

test('gzip likewise (also in HTTP/1.0, as the gateway asks); br;q=0 or no Accept-Encoding is never sent br', async () => {
  const gzipBytes = fs.readFileSync(path.join(buildA.dist, `${buildA.chunk}.gz`));
  for (const answer of [await get(buildA.chunk, { 'accept-encoding': 'gzip' }), await getHttp10(buildA.chunk, 'gzip'), await get(buildA.chunk, { 'accept-encoding': 'br;q=0, gzip' })]) {
    assert.equal(answer.status, 200);
    assert.deepEqual({ encoding: answer.headers['content-encoding'], vary: answer.headers.vary }, { encoding: 'gzip', vary: 'Accept-Encoding' });
    assert.deepEqual(answer.body, gzipBytes);
  }
  const plain = await get(buildA.chunk);
  assert.deepEqual({ status: plain.status, encoding: plain.headers['content-encoding'], vary: plain.headers.vary }, { status: 200, encoding: undefined, vary: 'Accept-Encoding' });
  assert.equal(plain.body.toString(), buildA.files['317.aaaaaaaa.js']);
});

test("after the next build is published, the previous build's chunk still answers 200 and the entry is the new one", async () => {
  const second = publish(buildB.dist);
  assert.equal(second.status, 0, second.output);
  const old = await get(buildA.chunk, { 'accept-encoding': 'br' });
  assert.equal(old.status, 200);
  assert.equal(zlib.brotliDecompressSync(old.body).toString(), buildA.files['317.aaaaaaaa.js']);
  assert.equal((await get(buildB.chunk)).status, 200);
  assert.equal((await get('/remoteEntry.js')).body.toString(), buildB.files['remoteEntry.js']);
});

test('old builds go once they are neither among the newest kept nor within the grace period', async () => {
  const third = publish(buildC.dist, { SENCARE_KEEP_BUILDS: '2', SENCARE_GRACE_HOURS: '0' });
  assert.equal(third.status, 0, third.output);
  assert.match(third.output, /2 builds kept/);
  assert.deepEqual([(await get(buildA.chunk)).status, (await get(`${buildA.chunk}.br`)).status, (await get(buildB.chunk)).status, (await get(buildC.chunk)).status], [404, 404, 200, 200]);
  // The grace period keeps a build that stopped being current within it, whatever the count.
  const again = publish(buildB.dist, { SENCARE_KEEP_BUILDS: '1', SENCARE_GRACE_HOURS: '24' });
  assert.equal(again.status, 0, again.output);
  assert.deepEqual([(await get(buildB.chunk)).status, (await get(buildC.chunk)).status], [200, 200]);
});

test('refuses to publish into a folder it did not make (pruning would delete its files)', () => {
  const foreign = path.join(dir, 'foreign');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'keep-me.txt'), 'not a build');
  if (AS_USER.uid !== undefined) fs.chownSync(foreign, AS_USER.uid, AS_USER.gid);
  const run = spawnSync('sh', [publishScript, buildA.dist, foreign], { ...AS_USER, encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /not empty and was not published by this script/);
  assert.ok(fs.existsSync(path.join(foreign, 'keep-me.txt')));
});
