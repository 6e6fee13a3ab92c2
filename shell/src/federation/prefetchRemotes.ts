import { preloadRemote } from './lazyRuntime';
import { routeBook, type RemoteRouteBook } from '../routing/remoteRouteBook';
import { canonicalPath } from '../routing/routeTable';
import { federationName } from './remoteCatalog';
import { remoteCatalog } from './remoteRegistry';
import type { Admission } from './remoteCatalog';

/**
 * Warms the remotes links lead to, so the tap into one mounts it without waiting for its entry
 * and first chunk: called with the link a person reaches for (../ui/frame/usePrefetchOnIntent.ts).
 * The federation runtime's own `preloadRemote`
 * does it: it reads the manifest into the runtime's snapshot (the later loadRemote reads none),
 * runs the remote entry, which only registers the container (no shared module is chosen and
 * no remote code runs before the user goes there), and adds `<link rel="preload">` for the
 * synchronous chunks of the `lifecycles` expose. The remote's lazy pages are left for the tap.
 */

export interface PrefetchDeps {
  book: Pick<RemoteRouteBook, 'ownerOf' | 'aliasOf' | 'status' | 'subscribe' | 'serves'>;
  admit(name: string): Promise<Admission>;
  preload: typeof preloadRemote;
}

const DEFAULTS: PrefetchDeps = { book: routeBook, admit: (name) => remoteCatalog.admit(name), preload: preloadRemote };

/** Each remote is warmed once per page. */
const warmed = new Set<string>();

/** Resolves once every manifest has answered or failed: before that, owners are not all known. */
function routesLearned(book: PrefetchDeps['book']): Promise<void> {
  if (book.status() !== 'learning') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = book.subscribe(() => {
      if (book.status() === 'learning') return;
      stop();
      resolve();
    });
  });
}

/** The remotes that own `hrefs` (`#/claims/new`…), in link order, each once; shell paths have none. */
export function remotesLinkedFrom(hrefs: readonly string[], book: PrefetchDeps['book']): string[] {
  const owners = hrefs.map((href) => book.ownerOf(canonicalPath(href.replace(/^#/, '').split('?')[0], book)));
  return [...new Set(owners.filter((owner): owner is string => owner !== null))];
}

/**
 * Warms the remotes `hrefs` lead to, one after another (the likeliest first, and never more than
 * one competing with what the user does next). A failure is left to the real load, which retries
 * and shows its load-error view.
 */
export async function prefetchRemotesLinkedFrom(hrefs: readonly string[], deps: PrefetchDeps = DEFAULTS): Promise<string[]> {
  await routesLearned(deps.book);
  const done: string[] = [];
  for (const name of remotesLinkedFrom(hrefs, deps.book)) {
    if (warmed.has(name)) continue;
    warmed.add(name);
    try {
      const { verdict } = await deps.admit(name);
      // Refused by the compatibility gate: its "being updated" view needs nothing of it.
      if (!verdict.ok) continue;
      await deps.preload([{ nameOrAlias: federationName(name), exposes: ['lifecycles'] }]);
      done.push(name);
    } catch (error) {
      warmed.delete(name);
      console.warn(`[shell] prefetching ${name} failed; it loads when visited`, error);
    }
  }
  return done;
}

/** Test helper: a new page. */
export function forgetPrefetchedForTests(): void {
  warmed.clear();
}
