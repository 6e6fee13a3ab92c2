import * as React from 'react';
import { createInstance } from '@module-federation/enhanced/runtime';
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

test('the shell shares React, i18next, zod, TanStack Query and the whole kernel, the remote kit included', () => {
  const versions = Object.fromEntries(
    ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next', 'zod', 'zod/mini', '@tanstack/react-query', ...['antd', 'channel', 'http', 'i18n', 'ui', 'kit'].map((s) => `@sencare/shared/${s}`)].map((name) => [name, V]),
  );
  expect(Object.keys(hostShared(versions)).sort()).toEqual(Object.keys(versions).sort());
});

test("a module handed on demand is fetched when a remote first asks for it, and a remote's own copy of the same version never replaces it", async () => {
  let hostLoads = 0;
  let fallbackLoads = 0;
  const hostCopy = { from: 'shell' };
  const host = createInstance({
    name: 'shell_on_demand_probe',
    remotes: [],
    shared: hostShared({ probe: V }, { probe: () => ((hostLoads += 1), Promise.resolve(hostCopy)) }),
    shareStrategy: 'loaded-first',
  });
  expect(hostLoads).toBe(0);
  // A remote registers its fallback copy in the page's share scope when its remoteEntry.js starts
  // (the container's init: the host's scope handed over, then the remote's own shares registered).
  const remote = createInstance({
    name: 'mfe_on_demand_probe',
    remotes: [],
    shared: { probe: { version: V.version, get: () => ((fallbackLoads += 1), Promise.resolve(() => ({ from: 'remote' }))), shareConfig: { singleton: true, requiredVersion: V.requiredVersion } } },
    shareStrategy: 'loaded-first',
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default);
  await Promise.all(remote.initializeSharing('default', { strategy: 'loaded-first', from: 'build' }));
  const factory = await remote.loadShare<typeof hostCopy>('probe');
  expect(factory && factory()).toBe(hostCopy);
  expect([hostLoads, fallbackLoads]).toEqual([1, 0]);
  // Asked again (another remote): the module the page already has, not a second fetch.
  const again = await host.loadShare<typeof hostCopy>('probe');
  expect(again && again()).toBe(hostCopy);
  expect(hostLoads).toBe(1);
});
