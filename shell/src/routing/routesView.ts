import type { RemoteRouteBook } from './remoteRouteBook';
import { canonicalPath, resolveRoute } from './routeTable';
import type { Role } from './roles';

/**
 * What the frame reads from the route book for one path, as one role sees it: the path's canonical
 * form, what it resolves to, the role's app (home, tabs, width) and, where it can matter, whether
 * routes are still being learnt. As a string that changes only when one of those does, so the
 * frame (ui/gate/useGate.ts) is drawn again only then. After sign-in or the PIN the catalog teaches
 * the book once for the remotes map and once per manifest; home reads the same at each, and the
 * whole signed-in app was rendered again nine times while home was being drawn.
 */
export function routesView(book: Pick<RemoteRouteBook, 'ownerOf' | 'serves' | 'aliasOf' | 'status' | 'appFor'>, path: string, role: Role): string {
  const resolved = resolveRoute(path, book, role);
  const app = book.appFor(role);
  // Whether routes are still being learnt shows only to staff on a shell screen, waiting for their
  // app (ui/roles/useRoleRouter.ts, ui/ShellScreens.tsx); a remote's path says it in `resolved`.
  const learning = role !== 'customer' && resolved.kind === 'shell' ? book.status() : null;
  return JSON.stringify([canonicalPath(path, book), resolved, app, learning]);
}
