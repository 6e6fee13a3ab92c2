// The topology's nginx: the repository's gateway (deploy/nginx/gateway.conf) in front of the API
// replicas, and each front end's static server (deploy/nginx/static.conf, as its image runs it) on a
// port of its own, all in one Debian nginx process. Only addresses and paths are rewritten.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, freePort, running, stopChild, tail } from './support.mjs';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
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
 * deploy/nginx/gateway.conf, or the file TOPOLOGY_GATEWAY_CONF names: another version to run
 * instead (e.g. `git show <commit>:deploy/nginx/gateway.conf`, to measure a change against it).
 */
function gatewaySource() {
  return fs.readFileSync(process.env.TOPOLOGY_GATEWAY_CONF ?? path.join(DEPLOY, 'nginx', 'gateway.conf'), 'utf8');
}

/**
 * gateway.conf with this machine's addresses: each `set $sencare_<name>_server <host>:<port>;` line
 * names a compose service, mapped here to its local port (the API to the replicas' upstream group).
 */
function gatewayConfig({ port, staticPorts, releasesDir }) {
  let text = gatewaySource();
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

/** static.conf as the front-end image runs it, listening on 127.0.0.1:`port` with `root` as its folder. */
export function staticConfig(port, root) {
  const text = replaceOnce(fs.readFileSync(path.join(DEPLOY, 'nginx', 'static.conf'), 'utf8'), 'listen 8080;', `listen 127.0.0.1:${port};`);
  return replaceOnce(text, 'root /srv/www;', `root ${root};`);
}

/**
 * nginx.conf for one process whose pid, logs and temp files are all in `dir` (so any user that owns
 * `dir` can run it), around `httpLines`. One process (master_process off), as the repository's
 * nginx tests run it; the nginx image runs a master and one worker per core.
 */
export function mainConfig(dir, httpLines) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`);
  const mime = fs.existsSync('/etc/nginx/mime.types') ? ['  include /etc/nginx/mime.types;'] : [];
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
    ...httpLines,
    '}',
  ];
  return `${main.join('\n')}\n`;
}

/** Writes nginx.conf and its includes into `dir`. */
function writeConfig({ dir, port, staticPorts, apiPorts, releasesDir }) {
  fs.cpSync(path.join(DEPLOY, 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'gateway.conf'), gatewayConfig({ port, staticPorts, releasesDir }));
  const includes = [];
  for (const { name, dist } of frontEnds()) {
    fs.writeFileSync(path.join(dir, `static-${name}.conf`), staticConfig(staticPorts.get(name), dist));
    includes.push(`  include static-${name}.conf;`);
  }
  const upstream = [`  upstream ${API_GROUP} {`, ...apiPorts.map((p) => `    server 127.0.0.1:${p};`), '  }'];
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, [...upstream, ...includes, '  include gateway.conf;']));
  return path.join(dir, 'nginx.conf');
}

/** Checks (nginx -t) and starts nginx on `main`; `stop()` lets open requests finish (SIGQUIT). */
function runNginx(dir, main) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (or set NGINX_BIN)`);
  const args = ['-p', dir, '-c', main, '-e', path.join(dir, 'nginx-error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore', detached: true });
  return {
    pid: child.pid,
    alive: () => running(child),
    log: () => tail(path.join(dir, 'nginx-error.log')),
    stop: () => stopChild(child, 'SIGQUIT', 10_000),
  };
}

export async function startNginx({ dir, port, apiPorts, releasesDir }) {
  const staticPorts = new Map();
  for (const { name } of frontEnds()) staticPorts.set(name, await freePort());
  return { ...runNginx(dir, writeConfig({ dir, port, staticPorts, apiPorts, releasesDir })), staticPorts };
}

/**
 * The gateway as docker-compose.yml runs it, for the API paths: gateway.conf unchanged but for its
 * port, its resolver (`resolver`, e.g. `127.0.0.1:5353`, standing in for Docker's DNS) and the
 * API's port; the upstream is still the name `api`, looked up per request through that resolver.
 * The front ends' names are never asked for (nothing requests them).
 */
export function startComposeGateway({ dir, port, resolver, apiPort }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(DEPLOY, 'nginx'), path.join(dir, 'sencare'), { recursive: true });
  let text = gatewaySource();
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${port};`);
  text = replaceOnce(text, 'resolver 127.0.0.11 ', `resolver ${resolver} `);
  text = replaceOnce(text, 'set $sencare_api_server api:8080;', `set $sencare_api_server api:${apiPort};`);
  fs.writeFileSync(path.join(dir, 'gateway.conf'), text);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, ['  include gateway.conf;']));
  return { ...runNginx(dir, path.join(dir, 'nginx.conf')), url: `http://127.0.0.1:${port}` };
}

export function nginxVersion() {
  const run = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(run.stderr)?.[1] ?? 'unknown';
}
