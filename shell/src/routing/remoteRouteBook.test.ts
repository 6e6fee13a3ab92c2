import { RemoteRouteBook } from './remoteRouteBook';
import { resolveRoute } from './routeTable';

const claims = { prefixes: ['/claims'], aliases: { '/pages/my-claims/my-claims': '/claims' } };
const guide = { prefixes: ['/claims', '/claim-guide'], aliases: { '/pages/my-claims/my-claims': '/claim-guide', '/pages/guide/guide': '/claim-guide' } };

describe('remote route book', () => {
  test('before the remotes map is read a remote path waits; shell paths never do', () => {
    const book = new RemoteRouteBook();
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'pending' });
    expect(resolveRoute('/home', book)).toEqual({ kind: 'shell', screen: 'home' });
    book.expect(['claims', 'policies']);
    book.learn('claims', claims);
    // claims is known: its paths resolve at once, while policies' manifest is still on its way.
    expect(resolveRoute('/claims/detail', book)).toEqual({ kind: 'remote', remote: 'claims' });
    expect(resolveRoute('/pages/my-claims/my-claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
    expect(resolveRoute('/nope', book)).toEqual({ kind: 'pending' });
    book.learn('policies', { prefixes: ['/policies'], aliases: {} });
    expect(resolveRoute('/nope', book)).toEqual({ kind: 'notFound' });
  });

  test('a route or prefix a release adds is reachable as soon as its manifest is read', () => {
    const book = new RemoteRouteBook();
    book.expect(['claims']);
    book.learn('claims', claims);
    expect(resolveRoute('/claim-guide', book)).toEqual({ kind: 'notFound' });
    book.learn('claims', { prefixes: ['/claims', '/claim-guide'], aliases: { '/pages/guide/guide': '/claim-guide' } });
    expect(resolveRoute('/claim-guide', book)).toEqual({ kind: 'remote', remote: 'claims' });
    expect(book.aliasOf('/pages/guide/guide')).toBe('/claim-guide');
  });

  test("a remote cannot take the shell's paths, an earlier remote's, or alias outside its prefixes, whatever order manifests arrive in", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const order of [['claims', 'guide'], ['guide', 'claims']]) {
      const book = new RemoteRouteBook();
      book.expect(['claims', 'guide']);
      for (const name of order) book.learn(name, name === 'claims' ? claims : guide);
      expect(book.ownerOf('/claims/detail')).toBe('claims');
      expect(book.ownerOf('/claim-guide')).toBe('guide');
      expect(book.aliasOf('/pages/my-claims/my-claims')).toBe('/claims');
      expect(book.aliasOf('/pages/guide/guide')).toBe('/claim-guide');
    }
    const book = new RemoteRouteBook();
    book.expect(['rogue']);
    book.learn('rogue', { prefixes: ['/home', '/pin', '/rogue'], aliases: { '/': '/rogue', '/pages/login/login': '/rogue', '/pages/x/x': '/elsewhere' } });
    expect(resolveRoute('/home', book)).toEqual({ kind: 'shell', screen: 'home' });
    expect(resolveRoute('/', book)).toEqual({ kind: 'shell', screen: 'home' });
    expect(book.aliasOf('/pages/x/x')).toBeUndefined();
    expect(book.ownerOf('/rogue')).toBe('rogue');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a remote whose manifest cannot be read leaves unknown paths "unavailable", not "not found"; a retry learns them', () => {
    const book = new RemoteRouteBook();
    book.expect(['claims', 'policies']);
    book.learn('policies', { prefixes: ['/policies'], aliases: {} });
    book.fail('claims');
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'unavailable' });
    expect(resolveRoute('/policies', book)).toEqual({ kind: 'remote', remote: 'policies' });
    expect(book.failed()).toEqual(['claims']);
    book.relearn('claims');
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'pending' });
    book.learn('claims', claims);
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
    // A later failure keeps what this page already learned.
    book.fail('claims');
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
  });

  test('an unreadable remotes map makes remote paths unavailable until a retry reads it; subscribers hear every change', () => {
    const book = new RemoteRouteBook();
    const heard = jest.fn();
    const stop = book.subscribe(heard);
    book.mapFailed();
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'unavailable' });
    book.relearnMap();
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'pending' });
    book.expect(['claims']);
    book.learn('claims', claims);
    expect(resolveRoute('/claims', book)).toEqual({ kind: 'remote', remote: 'claims' });
    expect(heard).toHaveBeenCalledTimes(4);
    stop();
    book.learn('claims', claims);
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
