// The one slow-machine setting of every front-end workspace (shared/build/jest-preset.cjs): CI
// runners and developers' laptops share their cores with other work, and a lazy page's first
// import or a find* can take seconds there. Waits stay event-driven (they end as soon as the thing
// appears); only the ceiling is generous, so a busy machine is slow, never red.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 15_000 });
// Here rather than as `testTimeout` in the preset: jest ignores that option in a project of a
// multi-project run (jest.web.config.cjs), and this file runs in both.
/* global jest */
jest.setTimeout(30_000);
