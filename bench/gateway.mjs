// The stack the web measures run against: the real gateway (`npm start` serves the same: the
// built shell and remotes, /remotes.json and the API on one origin, precompressed br/gzip) on its
// own port and a fresh SQLite file seeded with the demo data, plus the reference of the same run:
// a plain static login form served by Node with nothing else on the page, and a plain React 19
// app (bench/reference-react/) for the route-change reference.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Buffer } from 'node:buffer';

export const ROOT = path.resolve(new URL('..', import.meta.url).pathname);

/** The builds the web sections need (`npm run build`); missing ones are named in the error. */
export function missingBuilds(root = ROOT) {
  const wanted = ['shell/dist/index.html', 'mfe-claims/dist/mf-manifest.json', 'mfe-policies/dist/mf-manifest.json', 'mfe-cashless/dist/mf-manifest.json', 'mfe-account/dist/mf-manifest.json'];
  return wanted.filter((file) => !existsSync(path.join(root, file)));
}

async function waitForHealth(base, child, logFile) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-1500)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not answer /api/health in 120 s`);
}

/**
 * Starts `npm run start:gateway -w api` (what `npm start` serves) on `port`, serving the builds
 * under `staticRoot` (another tree's dist copies for e2e/bench/cheap-phone.mjs). Rate limits are
 * raised because the benchmark signs lan.tran in dozens of times a minute from one address.
 */
export async function startGateway({ port, staticRoot = ROOT }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sencare-bench-'));
  const logFile = path.join(dataDir, 'gateway.log');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_ROOT: staticRoot,
    DATABASE_FILE: path.join(dataDir, 'bench.db'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_ACCOUNT: '5000',
    RATE_LIMIT_PER_IP: '20000',
    LIVE_MAX_CONNECTIONS_PER_USER: '500',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const out = openSync(logFile, 'a');
  // Its own process group, so stopping it also stops the tsx/node processes npm starts.
  const child = spawn('npm', ['run', 'start:gateway', '-w', 'api'], { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** A login form as a plain page would be: HTML, a little CSS, no script, no web font. */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference login</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:430px;margin:0 auto;padding:20px}
h1{font-size:1.5rem;margin:72px 0 8px}label{display:block;margin-top:20px;font-weight:600}input{display:block;width:100%;height:48px;margin-top:6px;border:1px solid #cbd5e1;border-radius:12px;padding:0 12px;font-size:1rem}
button{width:100%;height:48px;margin-top:40px;border:0;border-radius:24px;background:#15803d;color:#fff;font-size:1rem;font-weight:600}</style></head>
<body><main><h1>Log in</h1><p>Your health insurance, in your pocket.</p>
<form method="post" action="#"><label for="a">Account</label><input id="a" name="account" autocomplete="username">
<label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
<button type="submit">Log in</button></form></main></body></html>`;

const REACT_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference React app</title></head><body><div id="root"></div><script type="module" src="/react/app.js"></script></body></html>';

/**
 * The plain React 19 app of bench/reference-react/ (the nav section's reference), built by esbuild
 * as production code: minified, the route split into its own chunk, brotli on the wire like the
 * gateway's precompressed files. Returns path → { type, body }.
 */
async function buildReactReference() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(ROOT, 'bench', 'reference-react', 'app.jsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    outdir: '/react',
    nodePaths: [path.join(ROOT, 'shell', 'node_modules'), path.join(ROOT, 'node_modules')],
  });
  const files = new Map(result.outputFiles.map((file) => [file.path, { type: 'text/javascript', body: Buffer.from(file.contents) }]));
  const data = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Claim ${1000 + i}`, status: i % 3 ? 'Paid' : 'In review' }));
  files.set('/react/data.json', { type: 'application/json', body: Buffer.from(JSON.stringify(data)) });
  files.set('/react/', { type: 'text/html; charset=utf-8', body: Buffer.from(REACT_PAGE) });
  return files;
}

/** Serves REFERENCE_PAGE at / and the plain React app at /react/ on `port`. */
export async function startReference({ port }) {
  const react = await buildReactReference();
  const server = createServer((request, response) => {
    const file = react.get(new URL(request.url, 'http://x').pathname);
    if (!file) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(REFERENCE_PAGE);
    }
    const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) });
    response.end(br ? zlib.brotliCompressSync(file.body) : file.body);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
