import * as React from 'react';
import { hostShared } from './hostRuntime';

const V = { version: '19.3.1', requiredVersion: '^19.3.1' };

test("each shared module is the shell's own copy, registered as loaded, a singleton at the version the build read", () => {
  const shared = hostShared({ react: V }, { react: React });
  expect(Object.keys(shared)).toEqual(['react']);
  expect(shared.react.lib()).toBe(React);
  expect(shared.react).toMatchObject({ version: '19.3.1', loaded: true, shareConfig: { singleton: true, requiredVersion: '^19.3.1', strictVersion: false } });
});

test('the build and the code must name the same modules: a module without a version, or a version without a module, stops the start', () => {
  expect(() => hostShared({}, { react: React })).toThrow(/no version for react/);
  expect(() => hostShared({ react: V, 'react-dom': V }, { react: React })).toThrow(/unknown react-dom/);
});

test('the shell shares React, i18next, zod and the kernel it runs, not the remote kit', () => {
  const versions = Object.fromEntries(
    ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next', 'zod', 'zod/mini', ...['antd', 'channel', 'http', 'i18n', 'ui'].map((s) => `@sencare/shared/${s}`)].map((name) => [name, V]),
  );
  expect(Object.keys(hostShared(versions)).sort()).toEqual(Object.keys(versions).sort());
});
