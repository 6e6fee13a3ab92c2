// The production topology on this machine, without Docker (docs/deploying.md "Production
// topology"): Debian nginx as the gateway with deploy/nginx/gateway.conf, the built front ends
// behind it as their images serve them, API replicas from api/dist/server.js with
// NODE_ENV=production, this machine's PostgreSQL (a database of its own) and Redis (a key prefix of
// its own), and an s3rver for the files. `npm run topology` (cli.mjs) or, from a script or test:
//
//   const topology = await startTopology({ apiReplicas: 2, seedDemo: true });
//   topology.url; topology.replicas[0].kill(); await topology.stop();
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontEnds, nginxVersion, startNginx } from './nginx.mjs';
import { replicaEnvironment, startReplicas } from './replicas.mjs';
import { checkRedis, ensureDatabase, seedDemoData, startS3rver } from './services.mjs';
import { REPO_ROOT, answersOk, freePort, shown, waitFor } from './support.mjs';

export const DEFAULTS = {
  apiReplicas: 2,
  /** 0 = any free port. */
  port: Number(process.env.TOPOLOGY_PORT ?? 8090),
  databaseUrl: process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sencare_topology',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: process.env.REDIS_PREFIX ?? 'sencare-topology:',
  bucket: 'sencare-topology',
  /** Run api/dist/seed-cli.js first: the demo accounts (production never seeds by itself). */
  seedDemo: false,
  logLevel: process.env.TOPOLOGY_LOG_LEVEL,
  /** More environment for the replicas (e.g. the benchmark's rate limits). */
  env: {},
  say: (line) => console.log(`[topology] ${line}`),
};

/** What must be built first (`npm run build`): the API bundle and every front end's dist. */
export function missingBuilds() {
  const needed = [path.join(REPO_ROOT, 'api', 'dist', 'server.js'), path.join(REPO_ROOT, 'api', 'dist', 'seed-cli.js')];
  for (const { name, dist } of frontEnds()) needed.push(path.join(dist, name === 'shell' ? 'index.html' : 'mf-manifest.json'));
  return needed.filter((file) => !fs.existsSync(file)).map((file) => path.relative(REPO_ROOT, file));
}

/** The gateway serves every piece: the shell, each remote's manifest, the map and the API. */
async function waitForGateway(url, nginx) {
  const paths = ['/', '/remotes.json', '/api/health', ...frontEnds().filter((f) => f.name !== 'shell').map((f) => `/mfe/${f.name.slice(4)}/mf-manifest.json`)];
  for (const item of paths) {
    await waitFor(`the gateway at ${url}${item}`, () => answersOk(`${url}${item}`), { ms: 20_000, gone: () => !nginx.alive(), detail: nginx.log });
  }
}

/** Runs `work` with a list to push stoppers onto; on failure stops what was started and rethrows. */
async function startingAll(work) {
  const stoppers = [];
  const stop = async () => {
    for (const stopper of stoppers.splice(0).reverse()) await stopper().catch((error) => console.error(error));
  };
  try {
    return await work(stoppers, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Starts every piece, waiting for each to answer, and resolves with `{ url, replicas, stop() }`.
 * `replicas[i]` is `{ index, port, pid, url, logFile, alive(), exited(), kill(signal) }`.
 */
export async function startTopology(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const missing = missingBuilds();
  if (missing.length) throw new Error(`build first (npm run build): ${missing.join(', ')} missing`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-topology-'));
  return startingAll(async (stoppers, stopAll) => {
    stoppers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    o.say(`PostgreSQL: ${shown(o.databaseUrl)} (${await ensureDatabase(o.databaseUrl)})`);
    await checkRedis(o.redisUrl);
    o.say(`Redis: ${shown(o.redisUrl)}, keys under ${o.redisPrefix}`);
    const s3 = await startS3rver(dir, o.bucket);
    stoppers.push(s3.stop);
    o.say(`S3: s3rver ${s3.endpoint}, bucket ${s3.bucket} (in ${dir}, removed at the end)`);
    const env = replicaEnvironment({ databaseUrl: o.databaseUrl, redisUrl: o.redisUrl, redisPrefix: o.redisPrefix, s3, uploadDir: path.join(dir, 'uploads'), logLevel: o.logLevel, extra: o.env });
    if (o.seedDemo) o.say(`demo data: ${seedDemoData(env)}`);
    const replicas = await startReplicas(o.apiReplicas, env, dir);
    stoppers.push(() => Promise.all(replicas.map((replica) => replica.kill())));
    o.say(`API: ${replicas.length} × node api/dist/server.js (NODE_ENV=production) on ports ${replicas.map((r) => r.port).join(', ')}`);
    const port = o.port || (await freePort());
    const releasesDir = process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(dir, 'releases');
    const nginx = await startNginx({ dir, port, apiPorts: replicas.map((r) => r.port), releasesDir });
    stoppers.push(nginx.stop);
    const url = `http://127.0.0.1:${port}`;
    await waitForGateway(url, nginx);
    o.say(`gateway: nginx ${nginxVersion()} with deploy/nginx/gateway.conf on ${url}; front ends from ${frontEnds().map((f) => `${f.name}/dist`).join(', ')}`);
    let stopped;
    const stop = () => (stopped ??= stopAll());
    return { url, dir, releasesDir, databaseUrl: o.databaseUrl, s3, nginx, replicas, env, stop };
  });
}
