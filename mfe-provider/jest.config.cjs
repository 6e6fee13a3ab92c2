// The machine's slow moments (a lazy page's first import under load) must not fail a find*: 5 s,
// not 1 s, for every wait (src/test/setup.ts).
module.exports = require('@sencare/shared/build/jest-preset.cjs')(__dirname, { setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'] });
