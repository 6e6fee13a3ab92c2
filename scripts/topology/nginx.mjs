// The topology's nginx: the repository's gateway (deploy/nginx/gateway.conf) in front of the API
// replicas, and each front end's static server (deploy/nginx/static.conf, as its image runs it) on a
// port of its own, all in one Debian nginx process. Only addresses and paths are rewritten.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, freePort, running, stopChild, tail } from './support.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const DEPLOY = path.join(REPO_ROOT, 'deploy');
/** The upstream group the gateway's `set $sencare_api_server …;` is pointed at. */
const API_GROUP = 'sencare_api_replicas';

/** The shell and every remote workspace (mfe-*), from the root package.json, as scripts/dev.mjs finds them. */
export function frontEnds() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return workspaces.filter((name) => name === 'shell' || name.startsWith('mfe-')).map((name) => ({ name, dist: path.join(REPO_ROOT, name, 'dist') }));
}

function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx no longer contains "${from}": update scripts/topology/nginx.mjs`);
  return text.replace(from, to);
}

/**
 * gateway.conf with this machine's addresses: each `set $sencare_<name>_server <host>:<port>;` line
 * names a compose service, mapped here to its local port (the API to the replicas' upstream group).
 */
function gatewayConfig({ port, staticPorts, releasesDir }) {
  let text = fs.readFileSync(path.join(DEPLOY, 'nginx', 'gateway.conf'), 'utf8');
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${port};`);
  text = replaceOnce(text, 'alias /etc/sencare/remotes.json;', `alias ${path.join(DEPLOY, 'remotes.json')};`);
  text = text.split('/srv/releases').join(releasesDir);
  const seen = new Set();
  text = text.replace(/(set \$sencare_[a-z]+_server) ([a-z-]+):\d+;/g, (_, set, host) => {
    seen.add(host);
    if (host === 'api') return `${set} ${API_GROUP};`;
    if (!staticPorts.has(host)) throw new Error(`deploy/nginx/gateway.conf names ${host}, which is not a front-end workspace`);
    return `${set} 127.0.0.1:${staticPorts.get(host)};`;
  });
  const missing = ['api', ...staticPorts.keys()].filter((host) => !seen.has(host));
  if (missing.length) throw new Error(`deploy/nginx/gateway.conf has no upstream line for ${missing.join(', ')}`);
  return text;
}

function staticConfig(port, dist) {
  const text = replaceOnce(fs.readFileSync(path.join(DEPLOY, 'nginx', 'static.conf'), 'utf8'), 'listen 80;', `listen 127.0.0.1:${port};`);
  return replaceOnce(text, 'root /usr/share/nginx/html;', `root ${dist};`);
}

/**
 * Writes nginx.conf and its includes into `dir`. One process (master_process off), as the
 * repository's nginx tests run it; the nginx image runs a master and one worker per core.
 */
function writeConfig({ dir, port, staticPorts, apiPorts, releasesDir }) {
  fs.cpSync(path.join(DEPLOY, 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gatewayConfig({ port, staticPorts, releasesDir }));
  const includes = [];
  for (const { name, dist } of frontEnds()) {
    fs.writeFileSync(path.join(dir, `static-${name}.conf`), staticConfig(staticPorts.get(name), dist));
    includes.push(`  include static-${name}.conf;`);
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`);
  const mime = fs.existsSync('/etc/nginx/mime.types') ? ['  include /etc/nginx/mime.types;'] : [];
  const upstream = [`  upstream ${API_GROUP} {`, ...apiPorts.map((p) => `    server 127.0.0.1:${p};`), '  }'];
  const main = [
    'daemon off;',
    'master_process off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    ...mime,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  keepalive_timeout 65;',
    '  access_log off;',
    ...temp,
    ...upstream,
    ...includes,
    '  include gateway.conf;',
    '}',
  ];
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `${main.join('\n')}\n`);
  return path.join(dir, 'nginx.conf');
}

/** Checks (nginx -t) and starts nginx; `stop()` lets open requests finish (SIGQUIT). */
export async function startNginx({ dir, port, apiPorts, releasesDir }) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
  const staticPorts = new Map();
  for (const { name } of frontEnds()) staticPorts.set(name, await freePort());
  const main = writeConfig({ dir, port, staticPorts, apiPorts, releasesDir });
  const args = ['-p', dir, '-c', main, '-e', path.join(dir, 'nginx-error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore', detached: true });
  return {
    pid: child.pid,
    staticPorts,
    alive: () => running(child),
    log: () => tail(path.join(dir, 'nginx-error.log')),
    stop: () => stopChild(child, 'SIGQUIT', 10_000),
  };
}

export function nginxVersion() {
  const run = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(run.stderr)?.[1] ?? 'unknown';
}
