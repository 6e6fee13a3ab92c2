import { countRequests, createMetrics, type ApiMetrics } from './telemetry/metrics';
import { echoRequestId, requestIdOf } from './telemetry/requestId';
import { traceRoutes } from './telemetry/tracing';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, type Db, migrateToLatest, MigrationsPending, openDatabase, pendingMigrations } from './db/database';
import { seedIfEmpty } from './db/seed';
import { alignClaimNumbers } from './modules/claims';
import { registerGateway } from './gateway';
import { registerApiDocs } from './http/api-docs';
import { registerApiCachePolicy } from './http/cache-policy';
import { answerClientError, answerFrameworkError, installErrorHandling } from './http/errors';
import { createRateGuards, rateLimitPluginOptions } from './http/rateLimit';
import { logServerErrors, requestLogSerializers } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { prepareBody, validatorCompiler } from './http/validation';
import { SessionCache, SessionStore } from './modules/auth';
import { modules } from './modules';
import { startRedisLiveBus } from './modules/live';
import { createMailer } from './modules/mail';
import { assertFitForProduction } from './production-config';
import { connectRedis, type SharedRedis } from './redis/connection';
import { createStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Prometheus metrics of this instance (src/telemetry/metrics.ts), served on METRICS_PORT by src/server.ts. */
    metrics: ApiMetrics;
  }
}

/**
 * REDIS_URL: what replicas share (src/redis/: rate-limit counters, upload locks, live events),
 * closed with the app. A Redis that does not answer stops the start (RedisStartError says which
 * URL and why); what was opened so far is closed first.
 */
async function connectShared(app: FastifyInstance, config: AppConfig, db: Db): Promise<SharedRedis | null> {
  if (!config.redisUrl) return null;
  try {
    const redis = await connectRedis(config.redisUrl, config.redisPrefix, app.log);
    app.addHook('onClose', async () => redis.close());
    const stopTiming = app.metrics.watchRedisCommands(); // sencare_redis_command_duration_seconds (src/telemetry/metrics.ts)
    app.addHook('onClose', async () => stopTiming());
    await startRedisLiveBus(db, redis, app.log);
    return redis;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * Migrations (or, with MIGRATE_ON_START off, the check that they have run), then the demo data where
 * it is asked for, then the claim-number sequence: what every start does to its database.
 */
export async function prepareDatabase(database: Pick<DatabaseHandle, 'db' | 'schema'>, config: Pick<AppConfig, 'autoSeed' | 'pinPepper'> & Partial<Pick<AppConfig, 'migrateOnStart'>>): Promise<void> {
  if (config.migrateOnStart === false) {
    const pending = await pendingMigrations(database.db, database.schema);
    if (pending.length > 0) throw new MigrationsPending(pending);
  } else {
    await migrateToLatest(database.db, database.schema);
  }
  if (config.autoSeed) await seedIfEmpty(database.db, { pinPepper: config.pinPepper });
  await alignClaimNumbers(database.db);
}

/** Assembles the service: plugins, envelope error handling, the modules under /api, and optionally the gateway. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  assertFitForProduction(config);
  const metrics = createMetrics(config.databaseUrl ? 'postgres' : 'sqlite');
  const database = await openDatabase(config, { log: metrics.observeQuery, pool: metrics.watchPool });
  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.destroy();
    throw error;
  }

  const app = Fastify({
    logger: { level: config.logLevel, serializers: requestLogSerializers, redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The gateway's X-Request-Id when it is a well-formed id (src/telemetry/requestId.ts), else a new one:
    // every log line of the request carries it as reqId, and the answer echoes it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A request that reached this replica while it stops (SIGTERM, src/shutdown.ts) is served, with
    // `Connection: close`, not answered 503: nginx opens a connection per request, so Fastify's
    // default 503 hit requests accepted just before the listening socket closed (1 in ~2,000 in a
    // rolling restart under load, scripts/topology/topology.test.mjs).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  database.onConnectionLost((error) => app.log.warn({ err: { code: (error as { code?: string }).code, message: error.message } }, 'PostgreSQL connection lost; the next query reconnects'));

  if (config.enableDevRoutes) app.log.warn('ENABLE_DEV_ROUTES=1: /api/dev/* is exposed (test-only; never in production).');

  app.decorate('metrics', metrics);
  echoRequestId(app);
  traceRoutes(app);
  countRequests(app, metrics.registry);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => database.destroy());
  const redis = await connectShared(app, config, database.db);

  await registerSecurityHeaders(app);
  registerApiCachePolicy(app);
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
  await app.register(fastifyRateLimit, rateLimitPluginOptions(redis));
  installErrorHandling(app);
  logServerErrors(app);
  app.addHook('preValidation', prepareBody);
  app.decorateRequest('auth', null);

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    sessions: new SessionStore(database.db, config.sessionIdleDays, config.sessionAbsoluteDays, new SessionCache(redis, app.log)),
    rate: createRateGuards(app, config.rateLimit),
    redis,
    storage: createStorage(config.storage),
  };
  // A committed write to users or sessions, from any module, empties the session cache (here and,
  // through Redis, on every replica) before the request that wrote answers.
  database.sessionWrites.listen((sql) => ctx.sessions.changed(sql));
  app.addHook('onClose', async () => ctx.storage.close());
  app.decorate('ctx', ctx);

  if (config.apiDocs) await registerApiDocs(app);

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
