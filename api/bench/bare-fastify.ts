/**
 * The reference of the API budget: Fastify's hello world with the API's own Fastify
 * version and no plugins, logger off. `npm run bench -w api` starts it as a child process on PORT
 * and loads it in the same rounds as the API, so the API's figures are read as a share of what
 * Fastify itself does on this machine at that moment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
