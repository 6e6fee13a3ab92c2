import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupRefused } from './production-config';

/** sysexits' EX_CONFIG: the environment, not the code, is wrong (src/production-config.ts). */
const EXIT_CONFIG = 78;

/** `npm start -w api` (API alone) or `npm run start:gateway -w api` (API + built front ends). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
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
  console.error(error);
  process.exit(1);
});
