/**
 * API tests: real HTTP through Fastify's inject on a real database. Every suite runs on a fresh
 * SQLite file; when TEST_DATABASE_URL is set the suites that touch SQL run again on PostgreSQL
 * (src/test/dialect-suites.cjs says which and why; one database per test app, dropped afterwards: src/test/pgTestDatabase.ts).
 * Each file has its own database file or PostgreSQL database, Redis prefix and ports, so files run in parallel
 * (two workers: the machines this runs on have two cores).
 */
const { sqliteOnly } = require('./src/test/dialect-suites.cjs');
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tsconfig = { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, esModuleInterop: true, resolveJsonModule: true, target: 'ES2022', strict: true, types: ['jest', 'node'] };

const ESM_ONLY = ['content-disposition', 'cookie'].join('|');

const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig }],
    // A few dependencies of Fastify's plugins are ESM-only (content-disposition 3 under
    // swagger-ui's @fastify/static, cookie 1 under light-my-request). Node 20.19 loads them
    // natively (require(esm)); jest's CommonJS runtime needs them compiled.
    [`/node_modules/(.+/)?(${ESM_ONLY})/.+\\.js$`]: ['ts-jest', { tsconfig: { ...tsconfig, allowJs: true } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(.+/node_modules/)?(${ESM_ONLY})/)`],
  moduleNameMapper: {
    '^@sencare/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^@sencare/shared$': '<rootDir>/../shared/src/index.ts',
  },
};

const projects = [{ ...base, displayName: 'sqlite', setupFiles: ['<rootDir>/src/test/env.sqlite.js'] }];
if (process.env.TEST_DATABASE_URL) {
  const ignored = sqliteOnly.map((file) => `<rootDir>/${escape(file)}$`);
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/src/test/env.postgres.js'], testPathIgnorePatterns: ['/node_modules/', ...ignored] });
}

// A ceiling, not a wait: a test app's setup (PostgreSQL database, migrations, the seed's argon2
// hashes) took over 30 s at load 13 in a fresh-clone run (src/db/pg-prepared.test.ts's beforeAll).
module.exports = { projects, testTimeout: 90000, maxWorkers: 2, globalSetup: '<rootDir>/src/test/global-setup.cjs', globalTeardown: '<rootDir>/src/test/global-teardown.cjs' };
