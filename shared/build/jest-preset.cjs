// Jest config every front-end workspace uses, so a remote team's CI runs `npm test -w <remote>`
// with nothing else built.
const path = require('node:path');

module.exports = function createJestConfig(dirname, overrides = {}) {
  const sharedSrc = path.join(__dirname, '..', 'src');
  return {
    rootDir: dirname,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // swc strips the types only (the type-check is `npm run typecheck`): a cold run on a clean
    // machine transforms shared/src and antd-mobile's CommonJS once per workspace, several times
    // faster than ts-jest (docs/testing.md has the figures). jest.mock calls are still hoisted.
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@sencare/shared$': path.join(sharedSrc, 'index.ts'),
      '^@sencare/shared/limits$': path.join(sharedSrc, 'rules', 'limits.ts'),
      '^@sencare/shared/auth-forms$': path.join(sharedSrc, 'rules', 'authForms.ts'),
      '^@sencare/shared/package.json$': path.join(sharedSrc, '..', 'package.json'),
      // The host's whole-namespace names (shared/build/federation.mjs hostKernelNamespaces): in tests, the subpath.
      '^@sencare/shared/(antd|ui|kit)/host$': path.join(sharedSrc, '$1', 'index.ts'),
      '^@sencare/shared/(.*)$': path.join(sharedSrc, '$1'),
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
      '\\.(css)$': path.join(__dirname, 'styleStub.cjs'),
      '\\.(png|svg|jpe?g|webp|gif)$': path.join(__dirname, 'fileStub.cjs'),
    },
    // Only TypeScript is compiled; antd-mobile's ES build is mapped to its CommonJS one above.
    transformIgnorePatterns: ['/node_modules/'],
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    ...overrides,
    setupFilesAfterEnv: [path.join(__dirname, 'jest-slow-machine.cjs'), ...(overrides.setupFilesAfterEnv ?? [])],
  };
};
