import { getInstance } from '@module-federation/enhanced/runtime';
import { preloadRemote, registerRemotes } from './lazyRuntime';

// The real federation runtime (hostRuntime.ts): what lazyRuntime.ts promises is when it starts and
// that no remote the catalog learnt before then is lost.
const SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next', 'zod', 'zod/mini', '@tanstack/react-query', ...['antd', 'channel', 'http', 'i18n', 'ui', 'kit'].map((s) => `@sencare/shared/${s}`)];
// What the build writes (shared/build/hostShared.mjs); the runtime reads it when it starts.
process.env.SENCARE_HOST_SHARED = JSON.stringify(Object.fromEntries(SHARED.map((name) => [name, { version: '1.0.0', requiredVersion: '^1.0.0' }])));

test('the runtime starts with the first load, not with the catalog, and gets every remote registered before it', async () => {
  registerRemotes([{ name: 'mfe_claims', entry: 'http://127.0.0.1:9/mfe/claims/mf-manifest.json' }]);
  registerRemotes([{ name: 'mfe_policies', entry: 'http://127.0.0.1:9/mfe/policies/mf-manifest.json' }]);
  expect(getInstance()).toBeFalsy();

  await preloadRemote([]);
  expect(getInstance()?.options.remotes.map((remote) => remote.name)).toEqual(['mfe_claims', 'mfe_policies']);

  registerRemotes([{ name: 'mfe_account', entry: 'http://127.0.0.1:9/mfe/account/mf-manifest.json' }]);
  await preloadRemote([]);
  expect(getInstance()?.options.remotes.map((remote) => remote.name)).toEqual(['mfe_claims', 'mfe_policies', 'mfe_account']);
});
