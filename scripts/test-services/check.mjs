// What `npm test` needs besides Node and npm, checked in the first seconds (README "Requirements"):
// a missing service fails here with its name and how to start it, not minutes later as a timeout
// in the middle of a suite (or a jest that never exits because a Redis client keeps retrying).
import fs from 'node:fs';
import net from 'node:net';
import { execFileSync } from 'node:child_process';

const START = {
  postgres: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (Debian: apt-get install -y postgresql); or unset TEST_DATABASE_URL to run the API suites on SQLite only",
  redis: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no (Debian: apt-get install -y redis-server)',
  nginx: 'apt-get install -y nginx (the gateway tests run Debian\'s /usr/sbin/nginx; nothing needs to be running)',
  chromium: 'apt-get install -y chromium (or set CHROMIUM_PATH); the e2e suite never downloads a browser',
  'docker-compose': 'apt-get install -y docker-compose (only `docker-compose config` runs: no engine needed)',
  prometheus: 'apt-get install -y prometheus (the topology test starts its own; nothing needs to be running)',
};

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function onPath(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const CHECKS = {
  postgres: async (env) => (env.TEST_DATABASE_URL ? { ok: await reachable(env.TEST_DATABASE_URL, 5432), where: env.TEST_DATABASE_URL } : { ok: true, where: 'not asked for (TEST_DATABASE_URL unset)' }),
  redis: async (env) => {
    const url = env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    return { ok: await reachable(url, 6379), where: url };
  },
  nginx: async () => ({ ok: fs.existsSync('/usr/sbin/nginx') || onPath('nginx'), where: '/usr/sbin/nginx' }),
  chromium: async (env) => {
    const where = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    return { ok: fs.existsSync(where), where };
  },
  'docker-compose': async () => ({ ok: onPath('docker-compose'), where: 'docker-compose on PATH' }),
  prometheus: async () => ({ ok: onPath('prometheus'), where: 'prometheus on PATH' }),
};

/** The services of `names` that are missing, each with the line that says how to get it. */
export async function missingServices(names, env = process.env) {
  const results = await Promise.all(names.map(async (name) => ({ name, ...(await CHECKS[name](env)) })));
  return results.filter((result) => !result.ok).map(({ name, where }) => `${name} is not available (${where}). Start or install it: ${START[name]}`);
}

/** Throws one error naming every missing service (used by api/jest.config.js's global setup). */
export async function requireServices(names, env = process.env) {
  const missing = await missingServices(names, env);
  if (missing.length > 0) throw new Error(`The tests need services this machine does not have:\n- ${missing.join('\n- ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(CHECKS);
  requireServices(names).then(
    () => console.log(`[test-services] available: ${names.join(', ')}`),
    (error) => {
      console.error(`[test-services] ${error.message}`);
      process.exit(1);
    },
  );
}
