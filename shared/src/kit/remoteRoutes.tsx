import { Fragment, Suspense, type ReactNode } from 'react';
import { useHashLocation } from '../channel/hashLocation';
import { LoadingView, NotFoundView } from '@sencare/shared/ui';

/** docs/requirements.md §2: every route receives its query parameters as inputs. */
export type RoutePage = (query: Record<string, string>) => ReactNode;

/** A remote's canonical paths, each with the page it renders. The first is its entry screen. */
export type RouteTable = Record<string, RoutePage>;

/** Old (docs/requirements.md §2) paths of a remote's screens → canonical path, for a hash the shell has not rewritten yet. */
export type RouteAliases = Record<string, string>;

export type RouteMatch = { kind: 'page'; path: string; page: RoutePage } | { kind: 'notFound' } | { kind: 'notOurs' };

/**
 * A path is a remote's when it is one of its routes or lies under one (`/claims/nope` is claims'
 * not-found); any other path belongs to someone else and renders nothing, so a remote still
 * mounted during a hash change never flashes a wrong "not found".
 */
export function matchRoute(path: string, routes: RouteTable, aliases: RouteAliases = {}): RouteMatch {
  const canonical = aliases[path] ?? path;
  const page = Object.hasOwn(routes, canonical) ? routes[canonical] : undefined;
  if (page) return { kind: 'page', path: canonical, page };
  const paths = Object.keys(routes);
  if (paths.some((p) => canonical.startsWith(`${p}/`))) return { kind: 'notFound' };
  return { kind: 'notOurs' };
}

export interface RemoteRoutesProps {
  routes: RouteTable;
  aliases?: RouteAliases;
  /** The not-found view's test id, e.g. `claims-not-found`. */
  notFoundTestId: string;
}

/** The page of the current hash; lazy pages show the loading view while their chunk arrives. */
export function RemoteRoutes({ routes, aliases, notFoundTestId }: RemoteRoutesProps) {
  const { path, query } = useHashLocation();
  const match = matchRoute(path, routes, aliases);
  if (match.kind === 'notOurs') return null;
  if (match.kind === 'notFound') return <NotFoundView testId={notFoundTestId} />;
  // Keyed by route: another route starts with fresh state, a query change keeps the page.
  return (
    <Suspense fallback={<LoadingView />}>
      <Fragment key={match.path}>{match.page(query)}</Fragment>
    </Suspense>
  );
}
