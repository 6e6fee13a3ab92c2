// First: tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must be started before pg, ioredis and http load.
import { tracing } from './telemetry/start-tracing';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { MigrationsPending } from './db/database';
import { StartupRefused } from './production-config';
import { RedisStartError } from './redis/connection';
import { shutdownOnSignals, shutdownTimeoutMs } from './shutdown';
import { startMetricsServer } from './telemetry/metricsServer';
import { stopTracing } from './telemetry/tracing';

/** sysexits' EX_CONFIG: the environment, not the code, is wrong (src/production-config.ts). */
const EXIT_CONFIG = 78;
/** sysexits' EX_UNAVAILABLE: a service the API needs (REDIS_URL) does not answer. */
const EXIT_UNAVAILABLE = 69;
/** sysexits' EX_TEMPFAIL: the database is not migrated yet; the same start works once it is. */
const EXIT_TEMPFAIL = 75;

/** `npm start -w api` (API alone) or `npm run start:gateway -w api` (API + built front ends). */
async function main(): Promise<void> {
  const config = loadConfig();
  // Parsed here: a bad value stops the start, not the shutdown.
  const timeoutMs = shutdownTimeoutMs(config.shutdownTimeoutSeconds);
  const app = await buildApp(config);
  // The last requests' spans are sent before the exit (at most 2 s more, src/telemetry/tracing.ts).
  shutdownOnSignals(app, { timeoutMs, exit: (code) => void stopTracing().finally(() => process.exit(code)) });
  await app.listen({ port: config.port, host: config.host });
  // The metrics listener never holds the process: a shutdown ends with the API (src/shutdown.ts exits).
  if (config.metricsPort !== undefined) await startMetricsServer(app.metrics.registry, config.metricsPort, config.host);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const docs = config.apiDocs ? '; docs at /api/docs' : '';
  console.log(`SenCare ${config.gateway ? 'gateway + API' : 'API'} on http://${shown}:${config.port} (${app.ctx.dialect}${docs})`);
  if (tracing) console.log(`Traces: OTLP/HTTP to ${tracing.endpoint}`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupRefused) {
    // One line per problem, nothing else: what to set is the whole message.
    for (const line of error.lines) console.error(line);
    process.exit(EXIT_CONFIG);
  }
  if (error instanceof ConfigError) {
    // A variable the API cannot use (TRUST_PROXY=true, PORT=abc…): the same one line and exit code.
    console.error(`Refusing to start: ${error.message}`);
    process.exit(EXIT_CONFIG);
  }
  if (error instanceof MigrationsPending) {
    console.error(error.message); // which migration is missing and the command that runs it
    process.exit(EXIT_TEMPFAIL);
  }
  if (error instanceof RedisStartError) {
    console.error(error.message); // which URL (without its password) and why; nothing else to read
    process.exit(EXIT_UNAVAILABLE);
  }
  console.error(error);
  process.exit(1);
});
