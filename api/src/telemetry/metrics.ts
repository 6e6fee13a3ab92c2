import { tracingChannel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The API's Prometheus metrics (docs/operations.md "Metrics"), one registry per app instance so two
 * apps in one process (the tests) never count into each other. Labels carry route patterns, methods,
 * status codes and statement kinds only: never an id, a query value or anything of a person.
 */
export interface ApiMetrics {
  readonly registry: Registry;
  /** Kysely's `log` hook (src/db/database.ts): each statement's time by kind, and its failures. */
  observeQuery(event: LogEvent): void;
  /** Pool figures read at each scrape (PostgreSQL's pool; SQLite has none). */
  watchPool(read: () => { total: number; idle: number; waiting: number }): void;
  /** Times Redis commands from ioredis' diagnostics channel (REDIS_URL set); returns what stops it (the app's close). */
  watchRedisCommands(): () => void;
}

/** Buckets in seconds: most answers are 1–50 ms here; the top ones catch a stuck database. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
/** Redis answers in 0.1–1 ms on the same network; commandTimeout (2 s, src/redis/connection.ts) ends the top bucket. */
const REDIS_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5, 2];

export function createMetrics(dialect: 'sqlite' | 'postgres'): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'sencare-api' });
  collectDefaultMetrics({ register: registry });
  const queries = new Histogram({ name: 'sencare_db_query_duration_seconds', help: 'Database statement time by kind', labelNames: ['dialect', 'kind'], buckets: DB_BUCKETS, registers: [registry] });
  const failures = new Counter({ name: 'sencare_db_query_errors_total', help: 'Database statements that failed, by kind', labelNames: ['dialect', 'kind'], registers: [registry] });
  let pool: (() => { total: number; idle: number; waiting: number }) | null = null;
  const poolGauge = (name: string, help: string, pick: (figures: { total: number; idle: number; waiting: number }) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (pool) this.set(pick(pool()));
      },
    });
  poolGauge('sencare_db_pool_connections', 'PostgreSQL connections open in the pool', (f) => f.total);
  poolGauge('sencare_db_pool_idle', 'PostgreSQL connections idle in the pool', (f) => f.idle);
  poolGauge('sencare_db_pool_waiting', 'Requests waiting for a PostgreSQL connection', (f) => f.waiting);
  return {
    registry,
    observeQuery(event) {
      const kind = statementKind(event.query.sql);
      if (event.level === 'error') failures.inc({ dialect, kind });
      queries.observe({ dialect, kind }, event.queryDurationMillis / 1000);
    },
    watchPool(read) {
      pool = read;
    },
    watchRedisCommands: () => watchRedisCommands(registry),
  };
}

/** What ioredis publishes on its `ioredis:command` tracing channel (ioredis' README, "Diagnostics Channel"). */
interface RedisCommandContext {
  command: string;
}

/**
 * Every Redis command's time by command name (get, incr, evalsha, publish…), and its failures.
 * ioredis publishes each command written to Redis on the `ioredis:command` tracing channel (start
 * when written, asyncEnd when answered); its name is the only label: never a key (keys hold accounts
 * and addresses: the rate-limit counters) nor an argument. Channels are the process's: with one app
 * per process (src/server.ts) that is this app's Redis.
 */
function watchRedisCommands(registry: Registry): () => void {
  const names = { duration: 'sencare_redis_command_duration_seconds', errors: 'sencare_redis_command_errors_total' };
  const commands = new Histogram({ name: names.duration, help: 'Redis command time by command', labelNames: ['command'], buckets: REDIS_BUCKETS, registers: [registry] });
  const failures = new Counter({ name: names.errors, help: 'Redis commands answered with an error, by command', labelNames: ['command'], registers: [registry] });
  const sent = new WeakMap<object, number>();
  const channel = tracingChannel<unknown, RedisCommandContext>('ioredis:command');
  const handlers = {
    start: (context: RedisCommandContext) => void sent.set(context, performance.now()),
    end: () => undefined,
    asyncStart: () => undefined,
    asyncEnd: (context: RedisCommandContext) => {
      const at = sent.get(context);
      if (at !== undefined) commands.observe({ command: commandLabel(context.command) }, (performance.now() - at) / 1000);
    },
    error: (context: RedisCommandContext) => failures.inc({ command: commandLabel(context.command) }),
  };
  channel.subscribe(handlers);
  return () => {
    channel.unsubscribe(handlers);
    registry.removeSingleMetric(names.duration);
    registry.removeSingleMetric(names.errors);
  };
}

/** ioredis' lower-case command name; anything else (never expected) is `other`, so the label set stays the code's commands. */
export function commandLabel(name: string): string {
  return /^[a-z][a-z0-9_.|-]{0,31}$/.test(name) ? name : 'other';
}

/** select / insert / update / delete / other: the first word of the statement, never its values. */
export function statementKind(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return ['select', 'insert', 'update', 'delete'].includes(word) ? word : 'other';
}

/**
 * RED per route: every answer's time, by method, route pattern (e.g. /api/claims/:id, never the id)
 * and status code; the count of the same histogram is the request rate, and its 5xx share the error
 * rate. A path no route matched is counted as `unmatched`, so scanners cannot grow the label set.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({ name: 'sencare_http_request_duration_seconds', help: 'API answers by method, route and status', labelNames: ['method', 'route', 'status_code'], buckets: HTTP_BUCKETS, registers: [registry] });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
