/**
 * Which API suites run a second time on PostgreSQL (api/jest.config.js).
 *
 * A suite whose subject is SQL — repositories, migrations, transactions, seeds, a module's
 * service on a real database, a direct query in the test — runs on both dialects: that is where
 * SQLite and PostgreSQL differ. The suites below check what the database cannot change: the HTTP
 * shape of answers, the gateway and nginx configs, process and configuration behaviour, the object
 * store and Redis. A second pass of them costs minutes and catches nothing, so they run on SQLite
 * only. src/test/dialect-suites.test.ts fails when a suite listed here starts touching SQL.
 */
const sqliteOnly = [
  'src/http/bad-inputs.test.ts',
  'src/http/response-schemas.test.ts',
  'src/config-only-env.test.ts',
  'src/production-config.test.ts',
  'src/http/headers.test.ts',
  'src/http/every-private-route.test.ts',
  'src/http/platform.test.ts',
  'src/http/request-log.test.ts',
  'src/http/trust-proxy.test.ts',
  'src/http/rate-limit-redis.test.ts',
  'src/http/nginx-gateway.test.ts',
  'src/gateway.test.ts',
  'src/gateway-nginx.test.ts',
  'src/test/nginx-process.test.ts',
  'src/gateway-releases.test.ts',
  'src/gateway-dns.test.ts',
  'src/docker-compose.test.ts',
  'src/shutdown.test.ts',
  'src/storage/storage.test.ts',
  'src/storage/encryption.test.ts',
  'src/storage/rotate-cli.test.ts',
  'src/redis/lock.test.ts',
  'src/telemetry/redis-metrics.test.ts',
  // The SQLite statement cache is SQLite's own: there is nothing for it to do on PostgreSQL.
  'src/db/sqlite-statement-cache.test.ts',
];

/** What marks a suite as touching SQL (checked by src/test/dialect-suites.test.ts). */
const touchesSql = /Repository\b|\/repository'|\/migrations\/|\.transaction\(|sql`|\.(selectFrom|insertInto|updateTable|deleteFrom)\(|TEST_DIALECT/;

/** Suites that touch SQL yet stay on SQLite only, each for the reason given above. */
const sqliteOnlyDespiteSql = ['src/db/sqlite-statement-cache.test.ts'];

module.exports = { sqliteOnly, touchesSql, sqliteOnlyDespiteSql };
