import { declarationOf } from '../federation/remoteDeclaration';
import { RemoteRouteBook } from './remoteRouteBook';
import { roleOf } from './roles';
import { resolveRoute } from './routeTable';

/** A page's book with one customer remote and the two apps, as their manifests declare them. */
function bookWithRoles(): RemoteRouteBook {
  const manifest = (sencare: Record<string, unknown>) => ({ metaData: { sencare } });
  const book = new RemoteRouteBook();
  book.expect(['claims', 'insurer', 'provider']);
  book.learn('claims', declarationOf(manifest({ prefixes: ['/claims'], aliases: {} })).routes);
  const tabs = [
    { path: '/insurer', icon: 'queue', label: { en: 'Queue', vi: 'Hàng chờ' } },
    { path: '/insurer/gops', icon: 'gop', label: { en: 'GOP', vi: 'Bảo lãnh' } },
    // Pointing into another team's screens: dropped.
    { path: '/claims', icon: 'x', label: { en: 'Claims', vi: 'Bồi thường' } },
  ];
  book.learn('insurer', declarationOf(manifest({ prefixes: ['/insurer'], aliases: {}, roles: ['insurer'], home: '/insurer', tabs, frame: 'wide' })).routes);
  book.learn('provider', declarationOf(manifest({ prefixes: ['/provider'], aliases: {}, roles: ['provider', 'admin'], home: '/provider' })).routes);
  return book;
}

describe('roles (docs/portals.md)', () => {
  const book = bookWithRoles();

  test("a remote's screens are found only by the roles it declares", () => {
    expect(resolveRoute('/claims/new', book, 'customer')).toEqual({ kind: 'remote', remote: 'claims' });
    expect(resolveRoute('/claims/new', book, 'provider')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/insurer/claim', book, 'insurer')).toEqual({ kind: 'remote', remote: 'insurer' });
    expect(resolveRoute('/insurer/claim', book, 'customer')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/insurer', book, 'provider')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/provider/patient', book, 'provider')).toEqual({ kind: 'remote', remote: 'provider' });
  });

  test('each role other than customer gets the home and the tabs its app declares, inside its own prefixes', () => {
    expect(book.appFor('customer')).toBeNull();
    expect(book.appFor('insurer')).toEqual({
      remote: 'insurer',
      home: '/insurer',
      tabs: [
        { path: '/insurer', icon: 'queue', label: { en: 'Queue', vi: 'Hàng chờ' } },
        { path: '/insurer/gops', icon: 'gop', label: { en: 'GOP', vi: 'Bảo lãnh' } },
      ],
      frame: 'wide',
    });
    // No frame declared: the phone column.
    expect(book.appFor('provider')).toEqual({ remote: 'provider', home: '/provider', tabs: [], frame: 'phone' });
  });

  test('a remote cannot make itself a customer app with home or tabs, and declaring no role means customers', () => {
    const routes = declarationOf({ metaData: { sencare: { prefixes: ['/x'], aliases: {}, home: '/x', frame: 'wide', tabs: [{ path: '/x', icon: 'a', label: { en: 'A', vi: 'A' } }] } } }).routes;
    expect(routes).toMatchObject({ roles: ['customer'], home: null, tabs: [], frame: 'phone' });
  });

  test('a session from before roles, or with an unknown role, is a customer', () => {
    expect(roleOf(null)).toBe('customer');
    expect(roleOf({})).toBe('customer');
    expect(roleOf({ role: 'admin' })).toBe('customer');
    expect(roleOf({ role: 'provider' })).toBe('provider');
  });
});
