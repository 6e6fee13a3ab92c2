import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, usesDevPepper } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed';
import { registerGateway } from './gateway';
import { installErrorHandling } from './http/errors';
import { createRateGuards } from './http/rateLimit';
import { prepareBody, validatorCompiler } from './http/validation';
import { SessionStore } from './modules/auth/sessions';
import { modules } from './modules';
import { createMailer } from './modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** CSP for the front end (research §6): antd-mobile needs inline styles; map tiles from OSM. */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** swagger-ui's page needs its inline bootstrap script and styles; only /api/docs gets this. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://validator.swagger.io; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Assembles the service: plugins, envelope error handling, the modules under /api, and optionally the gateway. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db, database.schema);
    if (config.autoSeed) await seedIfEmpty(database.db, { pinPepper: config.pinPepper });
  } catch (error) {
    await database.destroy();
    throw error;
  }

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  if (config.env === 'production' && usesDevPepper(config)) app.log.warn('PIN_PEPPER is not set: using the development pepper. Set PIN_PEPPER in production.');
  if (config.enableDevRoutes) app.log.warn('ENABLE_DEV_ROUTES=1: /api/dev/* is exposed (test-only; never in production).');

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => database.destroy());

  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: APP_CSP } });
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await app.register(fastifyRateLimit, { global: false });
  installErrorHandling(app);
  app.addHook('preValidation', prepareBody);
  app.decorateRequest('auth', null);

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    sessions: new SessionStore(database.db, config.sessionIdleDays, config.sessionAbsoluteDays),
    rate: createRateGuards(app, config.rateLimit),
  };
  app.decorate('ctx', ctx);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SenCare API',
        version: '1.0.0',
        description:
          'Every answer is { code, msg, data } (+ errors on validation). code 0 = success; msg is an i18n key of the front end. The session token travels in the `token` header. See api/README.md.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: () => DOCS_CSP,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('content-security-policy', DOCS_CSP);
        done();
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      for (const module of modules) await module.register(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: '/api' },
  );

  if (config.gateway) await registerGateway(app, config);
  await app.ready();
  return app;
}
