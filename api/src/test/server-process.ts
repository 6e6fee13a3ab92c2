import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { freePort } from './free-port';

/**
 * The real server (src/server.ts) in a child process, for tests that need what `inject` cannot
 * show: that the process survives, how much memory it holds, how it talks to a database over TCP.
 */
export interface ServerProcess {
  port: number;
  pid: number;
  /** Output so far (stdout + stderr), for failure messages. */
  output(): string;
  alive(): boolean;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited(): Promise<number | null>;
  request(method: string, url: string, headers?: Record<string, string>, body?: Readable | string): Promise<HttpAnswer>;
  stop(): Promise<void>;
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export function httpRequest(port: number, method: string, url: string, headers: Record<string, string> = {}, body?: Readable | string): Promise<HttpAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started }));
    });
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

/** api/: where the server processes start (config.ts finds the repository from their file). */
export const API_DIR = path.resolve(__dirname, '..', '..');

/**
 * How the server runs: this run's build of the sources (api/dist-test/, made by the tests' global
 * setup, src/test/global-setup.cjs), or `npm run build`'s output (dist/, the production build's
 * own test). Either is one `node` process, so `pid` is the server itself.
 */
export const TEST_BUILD = ['--enable-source-maps', 'dist-test/server.js'];
export const FROM_BUILD = ['--enable-source-maps', 'dist/server.js'];
/** The assessor's command line from this run's build (src/modules/insurer/assessor-cli.ts). */
export const TEST_BUILD_ASSESSOR = ['--enable-source-maps', 'dist-test/assessor-cli.js'];

/** How many ports a start tries: a port found free can be taken by another process before the child binds it. */
const PORT_ATTEMPTS = 3;

/**
 * Starts the server from this run's build (or `args`) on a free port and resolves once it listens.
 * freePort() closes the port it found before the child binds it, and in that gap another test
 * worker's server or s3rver may take it (EADDRINUSE, seen in a CI run): then another port is tried.
 */
export async function startServerProcess(env: Record<string, string>, args: string[] = TEST_BUILD): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, args, await freePort());
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>, args: string[], port: number): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('SenCare API on')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
  return {
    port,
    pid: child.pid as number,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited: () => exited,
    request: (method, url, headers, body) => httpRequest(port, method, url, headers, body),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
