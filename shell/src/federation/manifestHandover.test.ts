/**
 * @jest-environment node
 */
// The runtime checks `instanceof Response`: Node has the Fetch API's Response, jsdom has none. The
// catalog reads only the page's address from window.
(globalThis as { window?: unknown }).window = { location: { href: 'https://app.sencare.vn/' } };
import { RemoteRouteBook } from '../routing/remoteRouteBook';
import { RemoteCatalog } from './remoteCatalog';
import { manifestFetch } from './runtimePlugins';

// The federation runtime has no host instance under jest: registration is watched only.
jest.mock('./lazyRuntime', () => ({ registerRemotes: jest.fn() }));

const page = { kernel: '3.0.0', react: '19.2.0', channelContract: 1 };
const declaration = (kernel: string, prefix: string) => ({ metaData: { sencare: { kernel, react: '^19.0.0', channelContract: 1, title: { en: 'X', vi: 'X' }, prefixes: [prefix], aliases: {} } } });
const MAP = { claims: '/mfe/claims/mf-manifest.json', policies: '/mfe/policies/mf-manifest.json' };
const BODIES: Record<string, unknown> = {
  '/remotes.json': MAP,
  '/mfe/claims/mf-manifest.json': declaration('^3.0.0', '/claims'),
  // Needs a kernel the page does not have: refused by the gate.
  '/mfe/policies/mf-manifest.json': declaration('^4.0.0', '/policies'),
};

function network() {
  const asked: string[] = [];
  const fetchImpl = async (url: string) => {
    const path = new URL(url, window.location.href).pathname;
    asked.push(path);
    return { ok: true, status: 200, json: async () => BODIES[path] } as Response;
  };
  return { fetchImpl, asked };
}

// The catalog's fetches carry a time limit (timeouts.ts); fake timers let the run end without waiting it out.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the runtime's first fetch of an admitted manifest gets the catalog's copy, with no request; later fetches and refused remotes go to the network", async () => {
  const net = network();
  const catalog = new RemoteCatalog(new RemoteRouteBook(), page, net.fetchImpl);
  catalog.start(() => undefined);
  await expect(catalog.admit('claims')).resolves.toMatchObject({ verdict: { ok: true } });
  await expect(catalog.admit('policies')).resolves.toMatchObject({ verdict: { ok: false } });
  const asked = net.asked.length;

  const retryFetch = jest.fn(async (_url: string, _init: RequestInit) => new Response('{"fromNetwork":true}'));
  const runtimeFetch = manifestFetch(retryFetch);
  const claimsUrl = new URL(MAP.claims, window.location.href).href;
  const first = (await runtimeFetch(claimsUrl, {})) as Response;
  expect(await first.json()).toEqual(BODIES['/mfe/claims/mf-manifest.json']);
  expect(retryFetch).not.toHaveBeenCalled();
  expect(net.asked).toHaveLength(asked);

  // Once only: a retried load reads the network again (a rollback may have moved the release).
  await runtimeFetch(claimsUrl, {});
  await runtimeFetch(new URL(MAP.policies, window.location.href).href, {});
  expect(retryFetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/mfe/claims/mf-manifest.json', '/mfe/policies/mf-manifest.json']);
});
