// The API replicas of the topology: `node api/dist/server.js` with NODE_ENV=production, as the
// image runs it (api/Dockerfile), each on its own port with its own log file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, answersOk, freePort, running, stopChild, tail, waitFor } from './support.mjs';

/**
 * What production refuses to start without (api/src/production-config.ts), as test values the
 * topology prints: fixed, so the PINs of demo accounts seeded in one run still work in the next
 * (a PIN hash mixes in the pepper). Not secrets, never for real users.
 */
export const TEST_VALUES = {
  PIN_PEPPER: 'sencare-topology-test-pepper-not-a-secret-2026',
  MAIL_OUTBOX: '1',
  WEBAUTHN_ORIGIN: 'https://topology.sencare.invalid',
  // 32 fixed bytes (base64) so files stored in one run open in the next; public, never for real files.
  STORAGE_MASTER_KEY: 'c2VuY2FyZS10b3BvbG9neS10ZXN0LXN0b3JhZ2UtayE=',
  STORAGE_MASTER_KEY_ID: 'topology-test',
  INSURER_LEGAL_NAME: 'Topology Test Insurer (not an insurer)',
  INSURER_ADDRESS: 'Nowhere, topology test',
  INSURER_LICENCE_NO: 'TEST-0000',
};

/** s3rver's own credentials (scripts/topology/s3rver.mjs). */
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * The environment of every replica: nothing inherited from this shell but PATH and HOME, so a
 * developer's DATABASE_URL or STORAGE cannot leak in. `extra` last (the benchmark's rate limits).
 */
export function replicaEnvironment({ databaseUrl, redisUrl, redisPrefix, s3, uploadDir, logLevel, extra = {} }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...TEST_VALUES,
    // The gateway is this machine's nginx: its X-Forwarded-For is believed, from loopback only.
    TRUST_PROXY: 'loopback',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: s3.bucket,
    ...S3RVER_KEYS,
    S3_FORCE_PATH_STYLE: 'true',
    // One folder for all replicas, for an API older than its STORAGE setting, which still writes files there.
    UPLOAD_DIR: uploadDir,
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    ...extra,
  };
}

/**
 * Starts replica number `index` and waits for its /api/health. `kill(signal)` stops it (SIGTERM:
 * it drains, src/shutdown.ts) and resolves with its exit code. By default on 127.0.0.1 and a free
 * port; `host` and `port` put it elsewhere on loopback (replicas behind one DNS name share a port).
 */
export async function startReplica(index, env, dir, { host = '127.0.0.1', port: chosenPort } = {}) {
  const port = chosenPort ?? (await freePort());
  // Each replica's /metrics on a port of its own, as each container has its own (docker-compose.yml).
  const metricsPort = await freePort();
  const logFile = path.join(dir, `api-${index}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join('api', 'dist', 'server.js')], { cwd: REPO_ROOT, env: { ...env, HOST: host, PORT: String(port), METRICS_PORT: String(metricsPort) }, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://${host}:${port}`;
  try {
    await waitFor(`API replica ${index} (${url}/api/health)`, () => answersOk(`${url}/api/health`), { gone: () => !running(child), detail: () => tail(logFile) });
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw error;
  }
  return {
    index,
    port,
    metricsPort,
    pid: child.pid,
    url,
    logFile,
    alive: () => running(child),
    exited: () => exited,
    kill: (signal = 'SIGTERM') => stopChild(child, signal),
  };
}

/**
 * `count` replicas. The first one alone, so one process migrates an empty database while the
 * others wait; then the rest together.
 */
export async function startReplicas(count, env, dir) {
  const first = await startReplica(1, env, dir);
  const rest = await Promise.allSettled(Array.from({ length: count - 1 }, (_, i) => startReplica(i + 2, env, dir)));
  const started = [first, ...rest.filter((r) => r.status === 'fulfilled').map((r) => r.value)];
  const failed = rest.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((replica) => replica.kill()));
    throw failed.reason;
  }
  return started;
}
