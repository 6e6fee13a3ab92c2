import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupRefused } from './production-config';
import { RedisStartError } from './redis/connection';
import { shutdownOnSignals, shutdownTimeoutMs } from './shutdown';
import { startMetricsServer } from './telemetry/metricsServer';

/** sysexits' EX_CONFIG: the environment, not the code, is wrong (src/production-config.ts). */
const EXIT_CONFIG = 78;
/** sysexits' EX_UNAVAILABLE: a service the API needs (REDIS_URL) does not answer. */
const EXIT_UNAVAILABLE = 69;

/** `npm start -w api` (API alone) or `npm run start:gateway -w api` (API + built front ends). */
async function main(): Promise<void> {
  const config = loadConfig();
  // Parsed here: a bad value stops the start, not the shutdown.
  const timeoutMs = shutdownTimeoutMs(config.shutdownTimeoutSeconds);
  const app = await buildApp(config);
  shutdownOnSignals(app, { timeoutMs });
  await app.listen({ port: config.port, host: config.host });
  // The metrics listener never holds the process: a shutdown ends with the API (src/shutdown.ts exits).
  if (config.metricsPort !== undefined) await startMetricsServer(app.metrics.registry, config.metricsPort, config.host);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const docs = config.apiDocs ? '; docs at /api/docs' : '';
  console.log(`SenCare ${config.gateway ? 'gateway + API' : 'API'} on http://${shown}:${config.port} (${app.ctx.dialect}${docs})`);
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
  if (error instanceof RedisStartError) {
    console.error(error.message); // which URL (without its password) and why; nothing else to read
    process.exit(EXIT_UNAVAILABLE);
  }
  console.error(error);
  process.exit(1);
});
