import { RemoteRouteBook, type RemoteRoutes } from './remoteRouteBook';
import type { Role } from './roles';
import { routesView } from './routesView';

const claims = { prefixes: ['/claims'], aliases: { '/pages/my-claims/my-claims': '/claims' } };
const policies = { prefixes: ['/policies'], aliases: {} };
const insurer: RemoteRoutes = { prefixes: ['/insurer'], aliases: {}, roles: ['insurer'], home: '/insurer', tabs: [], frame: 'wide' };

/** The views one path takes while the catalog teaches the book the remotes map and each manifest. */
function viewsWhileLearning(path: string, role: Role) {
  const book = new RemoteRouteBook();
  const views = [routesView(book, path, role)];
  book.expect(['claims', 'policies', 'insurer']);
  views.push(routesView(book, path, role));
  for (const [name, routes] of [['claims', claims], ['policies', policies], ['insurer', insurer]] as const) {
    book.learn(name, routes);
    views.push(routesView(book, path, role));
  }
  return new Set(views).size;
}

test("home's view stays the same while the catalog learns every remote: the signed-in app is not drawn again for each manifest", () => {
  expect(viewsWhileLearning('/home', 'customer')).toBe(1);
});

test("a remote's path changes view when its owner is learnt (waiting, then the remote), and an old alias when it becomes canonical", () => {
  // waiting (map not read), waiting (manifests on their way), the claims remote; nothing after.
  expect(viewsWhileLearning('/claims', 'customer')).toBe(2);
  expect(viewsWhileLearning('/pages/my-claims/my-claims', 'customer')).toBe(2);
  expect(viewsWhileLearning('/policies', 'customer')).toBe(2);
});

test("staff on home wait for their role's app: the view changes when it is learnt", () => {
  expect(viewsWhileLearning('/home', 'insurer')).toBeGreaterThan(1);
});
