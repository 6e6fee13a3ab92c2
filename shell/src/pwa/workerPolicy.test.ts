/**
 * @jest-environment node
 */
// The worker runs without a DOM; Node has the Fetch API (Response) that jsdom lacks.
import { dropRemotesNotAllowed, keepRemotesOfRole, type CacheStore } from './remoteReleaseCache';
import { mayKeepRemoteFile, releaseFilesOf, remoteFilesToDrop, remoteOpensFor, rootsForRole } from './workerPolicy';

const ORIGIN = 'https://app.sencare.vn';
const customerRemote = { metaData: {} };
const insurerRemote = { metaData: { sencare: { roles: ['insurer'] } } };
const providerRemote = { metaData: { sencare: { roles: ['provider'] } } };

describe('which remotes a person may keep on the phone', () => {
  test("a remote without declared roles is a policyholder's; a staff portal only its staff's; nobody's before sign-in", () => {
    expect(remoteOpensFor(customerRemote, 'customer')).toBe(true);
    expect(remoteOpensFor(insurerRemote, 'customer')).toBe(false);
    expect(remoteOpensFor(providerRemote, 'customer')).toBe(false);
    expect(remoteOpensFor(insurerRemote, 'insurer')).toBe(true);
    expect(remoteOpensFor(customerRemote, 'insurer')).toBe(false);
    expect(remoteOpensFor(customerRemote, null)).toBe(false);
  });

  test("a customer's remotes are the customer ones, each once, whatever the release folder", () => {
    const manifests = [
      { url: `${ORIGIN}/mfe/claims/mf-manifest.json`, manifest: customerRemote },
      { url: `${ORIGIN}/mfe/claims/2026.11.25-1/mf-manifest.json`, manifest: customerRemote },
      { url: `${ORIGIN}/mfe/insurer/mf-manifest.json`, manifest: insurerRemote },
      { url: `${ORIGIN}/mfe/provider/mf-manifest.json`, manifest: providerRemote },
    ];
    expect(rootsForRole(manifests, 'customer')).toEqual(['/mfe/claims/']);
    expect(rootsForRole(manifests, 'provider')).toEqual(['/mfe/provider/']);
    expect(rootsForRole(manifests, null)).toEqual([]);
  });

  test("a sign-out drops every remote; a customer's phone drops a staff portal another person left", () => {
    const cached = [`${ORIGIN}/remotes.json`, `${ORIGIN}/mfe/claims/remoteEntry.js`, `${ORIGIN}/mfe/insurer/123.0a1b2c3d.js`];
    expect(remoteFilesToDrop(cached, { role: 'customer', roots: ['/mfe/claims/'] })).toEqual([`${ORIGIN}/mfe/insurer/123.0a1b2c3d.js`]);
    expect(remoteFilesToDrop(cached, { role: null, roots: [] })).toEqual(cached.slice(1));
    expect(mayKeepRemoteFile(`${ORIGIN}/main.js`, { role: null, roots: [] })).toBe(true);
  });
});

describe("a remote release's files, from its federation manifest", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react-dom', assets: { js: { sync: ['314.646a241c.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: '@tanstack/react-query', assets: { js: { sync: ['497.c30ba97b.js'] } } },
    ],
    exposes: [{ assets: { js: { sync: ['0.505179f0.js', '314.646a241c.js'], async: ['181.9a44d592.js'] }, css: { sync: [], async: ['7.0a1b2c3d.css'] } } }],
  };
  const SHELL_PROVIDES = new Set(['react', 'react-dom', 'zod', '@sencare/shared/antd']);

  test("entry, exposed modules and the copies of what remotes share among themselves, each once; never a copy of what the shell provides (react-dom, antd-mobile, zod)", () => {
    expect(releaseFilesOf(`${ORIGIN}/mfe/policies/2026.11.25-1/mf-manifest.json`, manifest, SHELL_PROVIDES)).toEqual({
      entry: `${ORIGIN}/mfe/policies/2026.11.25-1/remoteEntry.js`,
      chunks: ['0.505179f0.js', '181.9a44d592.js', '497.c30ba97b.js', '7.0a1b2c3d.css'].map((f) => `${ORIGIN}/mfe/policies/2026.11.25-1/${f}`),
    });
  });

  test('an entry published in a folder of its own takes its chunks with it', () => {
    const files = releaseFilesOf('https://cdn.sencare.vn/claims/mf-manifest.json', { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } }, SHELL_PROVIDES);
    expect(files.entry).toBe('https://cdn.sencare.vn/claims/v2/remoteEntry.js');
    expect(files.chunks[0]).toBe('https://cdn.sencare.vn/claims/v2/0.505179f0.js');
  });
});

/** Cache Storage as the worker uses it, in memory (jsdom has none). */
function memoryCaches(): CacheStore & { urls(): string[] } {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: RequestInfo | URL) => store.get(String(url)),
      put: async (url: RequestInfo | URL, response: Response) => void store.set(String(url), response),
      keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
      delete: async (url: RequestInfo | URL) => store.delete(String(url)),
    } as unknown as Cache;
  };
  return { open, urls: () => [...stores.values()].flatMap((s) => [...s.keys()]).sort() };
}

describe("keeping a signed-in person's remotes", () => {
  const release = (roles?: string[]) => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...(roles ? { sencare: { roles } } : {}) },
    shared: [{ name: 'react-dom', assets: { js: { sync: ['9.11111111.js'] } } }],
    exposes: [{ assets: { js: { sync: ['1.22222222.js'] } } }],
  });
  const server: Record<string, unknown> = {
    '/remotes.json': { claims: '/mfe/claims/mf-manifest.json', insurer: '/mfe/insurer/mf-manifest.json', provider: '/mfe/provider/mf-manifest.json' },
    '/mfe/claims/mf-manifest.json': release(),
    '/mfe/insurer/mf-manifest.json': release(['insurer']),
    '/mfe/provider/mf-manifest.json': release(['provider']),
  };
  const fetched: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    fetched.push(path);
    return path in server ? new Response(JSON.stringify(server[path])) : new Response('code', { status: 200 });
  }) as typeof fetch;

  beforeEach(() => fetched.splice(0));

  test("a customer's worker fetches and keeps the customer remote's own files, no staff portal and no copy of react-dom", async () => {
    const caches = memoryCaches();
    expect(await keepRemotesOfRole(fetchImpl, caches, ORIGIN, 'customer', new Set(['react-dom']))).toEqual(['/mfe/claims/']);
    expect(caches.urls()).toEqual([`${ORIGIN}/mfe/claims/1.22222222.js`, `${ORIGIN}/mfe/claims/mf-manifest.json`, `${ORIGIN}/mfe/claims/remoteEntry.js`, `${ORIGIN}/remotes.json`]);
    expect(fetched.filter((p) => /insurer\/|provider\/|9\.1111/.test(p) && !p.endsWith('mf-manifest.json'))).toEqual([]);
  });

  test('signing out leaves the remotes map and no remote', async () => {
    const caches = memoryCaches();
    await keepRemotesOfRole(fetchImpl, caches, ORIGIN, 'customer', new Set(['react-dom']));
    await dropRemotesNotAllowed(caches, { role: null, roots: [] });
    expect(caches.urls()).toEqual([`${ORIGIN}/remotes.json`]);
  });
});
