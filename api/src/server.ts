import { buildApp } from './app';
import { loadConfig } from './config';

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
  console.log(`SenCare ${config.gateway ? 'gateway + API' : 'API'} on http://${shown}:${config.port} (${app.ctx.dialect}; docs at /api/docs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
