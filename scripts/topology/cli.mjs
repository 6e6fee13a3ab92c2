// `npm run topology [-- --replicas 2 --port 8090 --seed-demo]`: the production topology on this
// machine until Ctrl-C (scripts/topology/topology.mjs; docs/deploying.md "Production topology").
import { setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { TEST_VALUES } from './replicas.mjs';
import { DEFAULTS, startTopology } from './topology.mjs';

const USAGE = `npm run topology [-- options]   (after npm run build)

  --replicas N    API processes behind the gateway (default ${DEFAULTS.apiReplicas})
  --port P        the gateway's port on 127.0.0.1 (default ${DEFAULTS.port}, TOPOLOGY_PORT; 0 = any free one)
  --seed-demo     add the demo accounts to the topology's database first (api/dist/seed-cli.js):
                  production never seeds, so without it a new database has no user to sign in with

Environment: TOPOLOGY_DATABASE_URL (default ${DEFAULTS.databaseUrl}),
REDIS_URL (default ${DEFAULTS.redisUrl}), REDIS_PREFIX (default ${DEFAULTS.redisPrefix}),
TOPOLOGY_LOG_LEVEL (the API's LOG_LEVEL; default warn), RELEASES_DIR (remote releases to serve), NGINX_BIN.`;

function options() {
  const { values } = parseArgs({
    options: { replicas: { type: 'string' }, port: { type: 'string' }, 'seed-demo': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const apiReplicas = Number(values.replicas ?? DEFAULTS.apiReplicas);
  const port = Number(values.port ?? DEFAULTS.port);
  if (!Number.isInteger(apiReplicas) || apiReplicas < 1) throw new Error(`--replicas ${values.replicas}: a whole number, 1 or more`);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: a port number`);
  return { apiReplicas, port, seedDemo: Boolean(values['seed-demo']) };
}

function printSummary(topology, seeded) {
  const lines = [
    '',
    `SenCare production topology: ${topology.url}`,
    '',
    `Test values (production refuses to start without them; not secrets): PIN_PEPPER=${TEST_VALUES.PIN_PEPPER},`,
    `MAIL_OUTBOX=1 (verification codes: DATABASE_URL=${topology.databaseUrl} node api/dist/outbox-cli.js),`,
    `WEBAUTHN_ORIGIN=${TEST_VALUES.WEBAUTHN_ORIGIN} (so fingerprint or face unlock cannot be enrolled here),`,
    `STORAGE_MASTER_KEY_ID=${TEST_VALUES.STORAGE_MASTER_KEY_ID} (a fixed storage master key, printed in scripts/topology/replicas.mjs).`,
    seeded ? 'Demo accounts seeded: demo / Demo2026, lan.tran / Lan2026pw, hoa.pham / Hoa2026pw, assessor / Assessor2026.' : 'No demo data added (--seed-demo adds it; the database keeps it between runs).',
    `Logs: ${topology.dir}/{api-N.log,nginx-error.log,s3rver.log}. Ctrl-C stops everything.`,
    '',
  ];
  console.log(lines.join('\n'));
}

/** Says so when a replica ends by itself (not by stop()): the gateway keeps using the others. */
function watchReplicas(topology, stopping) {
  for (const replica of topology.replicas) {
    replica.exited().then((code) => {
      if (!stopping()) console.error(`[topology] API replica ${replica.index} (port ${replica.port}) exited with ${code}; see ${replica.logFile}`);
    });
  }
}

async function main() {
  const wanted = options();
  const topology = await startTopology(wanted);
  let stopping = false;
  watchReplicas(topology, () => stopping);
  printSummary(topology, wanted.seedDemo);
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[topology] ${signal}: stopping the gateway, then the API replicas (they finish what is in flight), then s3rver`);
    await topology.stop();
    console.log('[topology] stopped');
    process.exit(0);
  };
  // SIGHUP too: the pieces run in process groups of their own, so a closed terminal reaches only us.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  // `npm run topology` runs us under `sh -c`, and Debian's sh does not pass a SIGTERM sent to npm
  // on: when our parent is gone, stop as if signalled rather than leave the pieces running.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop('parent exited'), 1_000).unref();
}

main().catch((error) => {
  console.error(`[topology] ${error.message}`);
  process.exit(1);
});
