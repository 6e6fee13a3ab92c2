import type { preloadRemote } from './lazyRuntime';
import { RemoteRouteBook } from '../routing/remoteRouteBook';
import { intentPrefetchAllowed, prefetchAllowed } from './prefetchPolicy';
import { forgetPrefetchedForTests, prefetchRemotesLinkedFrom, remotesLinkedFrom, type PrefetchDeps } from './prefetchRemotes';

// No federation host under jest; the catalog is replaced per test.
jest.mock('./lazyRuntime', () => ({ registerRemotes: jest.fn(), preloadRemote: jest.fn(), loadRemote: jest.fn() }));

/** Home's quick entries (shell/src/ui/pages/HomePage.tsx) plus a shell path and an old alias. */
const HREFS = ['#/claims/new', '#/claims', '#/policies', '#/ecards', '#/cashless', '#/providers', '#/messages', '#/faq', '#/home', '#/pages/my-claims/my-claims?tab=done'];

function bookWith(names: string[]): RemoteRouteBook {
  const book = new RemoteRouteBook();
  book.expect(names);
  const prefixes: Record<string, string[]> = { claims: ['/claims'], policies: ['/policies', '/ecards'], cashless: ['/cashless', '/providers'], account: ['/messages', '/faq', '/mine'] };
  for (const name of names) book.learn(name, { prefixes: prefixes[name], aliases: name === 'claims' ? { '/pages/my-claims/my-claims': '/claims' } : {} });
  return book;
}

function deps(book: RemoteRouteBook, refused: string[] = []) {
  const preload = jest.fn<ReturnType<typeof preloadRemote>, Parameters<typeof preloadRemote>>(() => Promise.resolve());
  const admit = jest.fn((name: string) => Promise.resolve({ verdict: refused.includes(name) ? { ok: false as const, reason: 'needs kernel ^3.0.0' } : { ok: true as const }, title: null }));
  return { book, admit, preload } satisfies PrefetchDeps;
}

beforeEach(() => forgetPrefetchedForTests());

describe('which remotes a link warms', () => {
  test('the owners of its links, in link order, each once; shell paths and aliases resolved', () => {
    expect(remotesLinkedFrom(HREFS, bookWith(['claims', 'policies', 'cashless', 'account']))).toEqual(['claims', 'policies', 'cashless', 'account']);
  });

  test("each admitted remote's entry and lifecycles chunks through the runtime's preloadRemote, once per page", async () => {
    const d = deps(bookWith(['claims', 'policies', 'cashless', 'account']), ['policies']);
    await expect(prefetchRemotesLinkedFrom(HREFS, d)).resolves.toEqual(['claims', 'cashless', 'account']);
    expect(d.preload.mock.calls.map(([args]) => args)).toEqual([
      [{ nameOrAlias: 'mfe_claims', exposes: ['lifecycles'] }],
      [{ nameOrAlias: 'mfe_cashless', exposes: ['lifecycles'] }],
      [{ nameOrAlias: 'mfe_account', exposes: ['lifecycles'] }],
    ]);
    // Home again: nothing is fetched twice.
    await expect(prefetchRemotesLinkedFrom(HREFS, d)).resolves.toEqual([]);
    expect(d.preload).toHaveBeenCalledTimes(3);
  });

  test('waits for the manifests before choosing; a failed prefetch is left to the real load and tried again later', async () => {
    const book = new RemoteRouteBook();
    book.expect(['claims']);
    const d = deps(book);
    d.preload.mockRejectedValueOnce(new Error('preloadRemote failed to load 1 resource(s).'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = prefetchRemotesLinkedFrom(['#/claims'], d);
    await Promise.resolve();
    expect(d.admit).not.toHaveBeenCalled();
    book.learn('claims', { prefixes: ['/claims'], aliases: {} });
    await expect(first).resolves.toEqual([]);
    await expect(prefetchRemotesLinkedFrom(['#/claims'], d)).resolves.toEqual(['claims']);
    jest.restoreAllMocks();
  });
});

describe('when the shell may prefetch', () => {
  test.each([
    ['no Network Information API (Safari)', true, { onLine: true }],
    ['4g', true, { onLine: true, connection: { effectiveType: '4g', saveData: false } }],
    ['3g', true, { onLine: true, connection: { effectiveType: '3g' } }],
    ['Save-Data on', false, { onLine: true, connection: { effectiveType: '4g', saveData: true } }],
    ['2g', false, { onLine: true, connection: { effectiveType: '2g' } }],
    ['slow-2g', false, { onLine: true, connection: { effectiveType: 'slow-2g' } }],
    ['no signal', false, { onLine: false }],
  ])('%s: prefetch %p', (_name, allowed, nav) => {
    expect(prefetchAllowed(nav)).toBe(allowed);
  });

  test.each([
    ['4g', true, true, { onLine: true, connection: { effectiveType: '4g', saveData: false } }],
    ['Save-Data on', true, false, { onLine: true, connection: { effectiveType: '4g', saveData: true } }],
    ['2g', true, false, { onLine: true, connection: { effectiveType: '2g' } }],
    ['no signal', false, false, { onLine: false }],
  ])('%s: a press on a link fetches ahead %p, pointing or focusing %p', (_name, press, point, nav) => {
    expect(intentPrefetchAllowed('press', nav)).toBe(press);
    expect(intentPrefetchAllowed('point', nav)).toBe(point);
  });
});
