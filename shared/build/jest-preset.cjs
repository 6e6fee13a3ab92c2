// Jest config every front-end workspace uses, so a remote team's CI runs `npm test -w <remote>`
// with nothing else built.
const path = require('node:path');

module.exports = function createJestConfig(dirname, overrides = {}) {
  const sharedSrc = path.join(__dirname, '..', 'src');
  return {
    rootDir: dirname,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            esModuleInterop: true,
            resolveJsonModule: true,
            isolatedModules: true,
            strict: true,
            skipLibCheck: true,
          },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '^@sencare/shared$': path.join(sharedSrc, 'index.ts'),
      '^@sencare/shared/limits$': path.join(sharedSrc, 'rules', 'limits.ts'),
      '^@sencare/shared/auth-forms$': path.join(sharedSrc, 'rules', 'authForms.ts'),
      '^@sencare/shared/package.json$': path.join(sharedSrc, '..', 'package.json'),
      '^@sencare/shared/(.*)$': path.join(sharedSrc, '$1'),
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
      '\\.(css)$': path.join(__dirname, 'styleStub.cjs'),
      '\\.(png|svg|jpe?g|webp|gif)$': path.join(__dirname, 'fileStub.cjs'),
    },
    // antd-mobile ships ES modules: let ts-jest compile them.
    transformIgnorePatterns: ['/node_modules/(?!(antd-mobile|@react-spring|@use-gesture|rc-field-form|ahooks)/)'],
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    ...overrides,
  };
};
