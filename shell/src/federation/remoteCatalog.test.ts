import { frontendTelemetry } from '@sencare/shared/http';
import { registerRemotes } from './lazyRuntime';
import { RemoteRouteBook } from '../routing/remoteRouteBook';
import { resolveRoute } from '../routing/routeTable';
import { RemoteCatalog, releaseOfEntry } from './remoteCatalog';

// The federation runtime has no host instance under jest: registration is watched, the version check (satisfy) is real.
jest.mock('./lazyRuntime', () => ({ registerRemotes: jest.fn() }));

const page = { kernel: '2.2.0', react: '19.2.0', channelContract: 1 };
const sencare = { kernel: '^2.2.0', react: '^19.0.0', channelContract: 1, title: { en: 'Claims', vi: 'Bồi thường' }, prefixes: ['/claims'], aliases: { '/pages/my-claims/my-claims': '/claims' } };

type Answer = { status: number; body?: unknown } | 'refused';

/** A network of the test's own: each URL answers what the map says, or is refused. */
function network(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetchImpl = async (url: string) => {
    const path = new URL(url, 'http://localhost/').pathname;
    asked.push(path);
    const answer = answers[path] ?? { status: 404 };
    if (answer === 'refused') throw new TypeError('Failed to fetch');
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  };
  return { fetchImpl, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.mocked(registerRemotes).mockClear());

test('reads the map, then every manifest; learns routes and registers only the admitted remotes, once', async () => {
  const net = network({
    '/remotes.json': { status: 200, body: { claims: '/mfe/claims/1.0.0-aaaaaaaaaa/mf-manifest.json', policies: '/mfe/policies/mf-manifest.json' } },
    '/mfe/claims/1.0.0-aaaaaaaaaa/mf-manifest.json': { status: 200, body: { metaData: { sencare } } },
    '/mfe/policies/mf-manifest.json': { status: 200, body: { metaData: { sencare: { ...sencare, kernel: '^3.0.0', prefixes: ['/policies'], aliases: {} } } } },
  });
  const book = new RemoteRouteBook();
  const catalog = new RemoteCatalog(book, page, net.fetchImpl);
  const names = jest.fn();
  catalog.start(names);
  await settle();
  expect(names).toHaveBeenCalledWith(['claims', 'policies']);
  expect(resolveRoute('/pages/my-claims/my-claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
  // Refused (newer kernel), yet its paths are its: they show "being updated", not "not found".
  expect(resolveRoute('/policies', book)).toEqual({ kind: 'remote', remote: 'policies' });
  expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes[0].name)).toEqual(['mfe_claims']);

  await expect(catalog.admit('claims')).resolves.toEqual({ verdict: { ok: true }, title: { en: 'Claims', vi: 'Bồi thường' } });
  await expect(catalog.admit('policies')).resolves.toMatchObject({ verdict: { ok: false, reason: 'needs kernel ^3.0.0, the page has 2.2.0' } });
  // An admission is kept; a refusal is asked again (a rollback may have fixed it).
  expect(net.asked.filter((p) => p.includes('claims'))).toHaveLength(1);
  expect(net.asked.filter((p) => p.includes('policies'))).toHaveLength(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

test('a manifest that cannot be read makes unknown paths "unavailable" and is reported; the retry reads it again', async () => {
  const reported: unknown[][] = [];
  const spy = jest.spyOn(frontendTelemetry, 'report').mockImplementation((...args) => void reported.push(args));
  const answers: Record<string, Answer> = {
    '/remotes.json': { status: 200, body: { claims: '/mfe/claims/mf-manifest.json' } },
    '/mfe/claims/mf-manifest.json': { status: 503 },
  };
  const book = new RemoteRouteBook();
  const catalog = new RemoteCatalog(book, page, network(answers).fetchImpl);
  catalog.start(() => undefined);
  await settle();
  expect(resolveRoute('/claims', book)).toEqual({ kind: 'unavailable' });
  // Reported though nothing tried to load it: the person meets "unavailable" straight away.
  expect(reported).toEqual([['load-failed', 'claims']]);
  await expect(catalog.admit('claims')).rejects.toThrow('answered 503');
  answers['/mfe/claims/mf-manifest.json'] = { status: 200, body: { metaData: { sencare } } };
  book.retry();
  await settle();
  expect(resolveRoute('/claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
  spy.mockRestore();
});

test('an unreadable remotes map is retried; entries with unsafe names or foreign plain-http URLs are ignored', async () => {
  const answers: Record<string, Answer> = { '/remotes.json': 'refused' };
  const book = new RemoteRouteBook();
  const catalog = new RemoteCatalog(book, page, network(answers).fetchImpl);
  const names = jest.fn();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  catalog.start(names);
  await settle();
  expect(resolveRoute('/claims', book)).toEqual({ kind: 'unavailable' });
  expect(names).not.toHaveBeenCalled();

  answers['/remotes.json'] = { status: 200, body: { claims: '/mfe/claims/mf-manifest.json', '../x': '/y.json', evil: 'http://evil.example/mf-manifest.json', '<b>': '/z.json' } };
  answers['/mfe/claims/mf-manifest.json'] = { status: 200, body: { metaData: { sencare } } };
  book.retry();
  await settle();
  expect(names).toHaveBeenCalledWith(['claims']);
  expect(resolveRoute('/claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
  warn.mockRestore();
});

test("a remote's release is read from its map entry; a default entry is its dist build", () => {
  expect(releaseOfEntry('/mfe/claims/1.4.0-0123456789/mf-manifest.json')).toBe('1.4.0-0123456789');
  expect(releaseOfEntry('/mfe/claims/mf-manifest.json')).toBe('dist');
  expect(releaseOfEntry(undefined)).toBe('dist');
});

test("on a device in a canary's share the catalog loads the canary's manifest, and its release is the canary's; other devices the stable one", async () => {
  const stable = '/mfe/claims/1.0.0-aaaaaaaaaa/mf-manifest.json';
  const canary = '/mfe/claims/1.1.0-bbbbbbbbbb/mf-manifest.json';
  const body = { claims: stable, _canaries: { claims: { entry: canary, percent: 50 } } };
  const seen = new Map<string, string>();
  for (const device of ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']) {
    const net = network({ '/remotes.json': { status: 200, body }, [stable]: { status: 200, body: { metaData: { sencare } } }, [canary]: { status: 200, body: { metaData: { sencare } } } });
    const catalog = new RemoteCatalog(new RemoteRouteBook(), page, net.fetchImpl, () => device);
    const names = jest.fn();
    catalog.start(names);
    await settle();
    // The section is not a remote: an older shell drops it the same way.
    expect(names).toHaveBeenCalledWith(['claims']);
    const loaded = net.asked.filter((path) => path.endsWith('mf-manifest.json'));
    expect(loaded).toHaveLength(1);
    expect(catalog.releaseOf('claims')).toBe(loaded[0] === canary ? '1.1.0-bbbbbbbbbb' : '1.0.0-aaaaaaaaaa');
    seen.set(device, loaded[0]);
  }
  // At 50 % both sides occur among eight devices (fixed ids, so this never flakes).
  expect(new Set(seen.values())).toEqual(new Set([stable, canary]));
});
