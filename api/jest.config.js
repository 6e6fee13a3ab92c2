/**
 * API tests: real HTTP through Fastify's inject on a real database. Every suite runs on a fresh
 * SQLite file; when TEST_DATABASE_URL is set the same suites run again on PostgreSQL (one schema
 * per test file, dropped afterwards). `npm test -w api` runs them in band.
 */
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
  // The SQLite statement cache has nothing to do on PostgreSQL: its suite runs on SQLite only.
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/src/test/env.postgres.js'], testPathIgnorePatterns: ['/node_modules/', 'sqlite-statement-cache\\.test\\.ts$'] });
}

module.exports = { projects, testTimeout: 30000 };
