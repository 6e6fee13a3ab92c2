import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * Debian's nginx in the foreground, for the tests that put deploy/nginx/gateway.conf in front of a
 * test server. One start for all of them: a port found free can be taken by another jest worker
 * before nginx binds it, and then nginx exits with "Address already in use"; another port is tried.
 */
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const PORT_ATTEMPTS = 3;
const LISTEN_CEILING_MS = 30_000;

export interface NginxProcess {
  port: number;
  stop(): Promise<void>;
}

/** nginx's command line for a config under `dir` (its prefix, temp and log files stay there). */
export function nginxArgs(dir: string, main = path.join(dir, 'nginx.conf')): string[] {
  return ['-p', dir, '-c', main, '-e', path.join(dir, 'error.log')];
}

/** Fails at once, naming the package, on a machine without nginx (README "Requirements"). */
export function assertNginxInstalled(): void {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
}

/** The main file as the nginx image's: dir/gateway.conf included inside http, everything else under dir. */
function writeMain(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, `daemon off;\nmaster_process off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')};\nevents {}\nhttp {\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n  include gateway.conf;\n}\n`);
  return main;
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
    socket.on('error', () => resolve(false));
  });

async function listening(child: ChildProcess, port: number, dir: string): Promise<boolean> {
  for (const deadline = Date.now() + LISTEN_CEILING_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    if (child.exitCode !== null) return false;
    if (await connects(port)) return true;
  }
  throw new Error(`nginx did not listen on ${port}: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

/**
 * Starts nginx with `writeGateway(port)` writing dir/gateway.conf for the port nginx is to listen
 * on, after `nginx -t` accepts it; resolves once the port answers.
 */
export async function startNginx(dir: string, writeGateway: (port: number) => void): Promise<NginxProcess> {
  assertNginxInstalled();
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    writeGateway(port);
    const args = nginxArgs(dir, writeMain(dir));
    const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    const child = spawn(NGINX, args, { stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (await listening(child, port, dir)) {
      return {
        port,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await exited;
    const log = fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    if (attempt >= PORT_ATTEMPTS || !log.includes('Address already in use')) throw new Error(`nginx exited: ${log}`);
  }
}
