// The address is the other way the shell and the remotes talk (beside the session channel): the
// shell's gate, single-spa's activeWhen and the kit's route table all read it, so its parsing is
// kernel. Apps import it through the domain subpath `@sencare/shared/routing`.
import { useSyncExternalStore } from 'react';

/** docs/requirements.md §2: hash routing with base /; every route receives its query parameters as inputs. */
export interface HashLocation {
  path: string;
  query: Record<string, string>;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '') || '/';
  const [pathPart, queryPart = ''] = raw.split('?');
  const path = ('/' + pathPart.replace(/^\/+/, '')).replace(/\/+$/, '') || '/';
  const query: Record<string, string> = {};
  new URLSearchParams(queryPart).forEach((value, key) => {
    query[key] = value;
  });
  return { path, query };
}

export function buildHash(path: string, query?: Record<string, string | number | undefined>): string {
  const qs = query
    ? new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  return `#${path}${qs ? `?${qs}` : ''}`;
}

export function navigate(path: string, query?: Record<string, string | number | undefined>, options: { replace?: boolean } = {}): void {
  const hash = buildHash(path, query);
  if (options.replace) {
    const url = `${window.location.pathname}${window.location.search}${hash}`;
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = hash;
  }
}

export function currentLocation(): HashLocation {
  return parseHash(window.location.hash);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const getHash = () => window.location.hash;

export function useHashLocation(): HashLocation {
  const hash = useSyncExternalStore(subscribe, getHash, getHash);
  return parseHash(hash);
}

/** '/claims/:id' against '/claims/CL-1' → { id: 'CL-1' }; null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i += 1) {
    if (p[i].startsWith(':')) params[p[i].slice(1)] = decodeURIComponent(s[i]);
    else if (p[i] !== s[i]) return null;
  }
  return params;
}
