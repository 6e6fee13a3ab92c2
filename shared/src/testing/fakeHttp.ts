import { ApiError, type HttpClient, type RequestOptions, type UploadOptions } from '../http/types';

export type FakeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'UPLOAD';
type Query = Parameters<HttpClient['get']>[1];

/** One request the page made, in order. */
export interface FakeCall {
  method: FakeMethod;
  path: string;
  query?: Query;
  /** What a POST or PUT sent. */
  body?: Record<string, unknown>;
  /** What an UPLOAD sent. */
  form?: FormData;
  options?: RequestOptions | UploadOptions;
}

/**
 * How a route answers: a value resolves (an Error rejects), or a function of the call and of `n`
 * (how many earlier calls this route answered) returns one, a promise, or throws to fail.
 */
export type FakeHandler = (call: FakeCall, n: number) => unknown;
export type FakeAnswer = FakeHandler | object | string | number | boolean | null;

/**
 * `'METHOD /path'` → answer; a bare `'/path'` means GET. A route matches its path exactly (a query
 * string in the path is ignored); a route ending in `/` answers every path under it, the longest
 * such prefix winning. A request no route answers fails as the API does: ApiError 404.
 */
export type FakeRoutes = Record<string, FakeAnswer>;

export interface FakeHttp extends HttpClient {
  calls: FakeCall[];
  /** The calls a route received (`'PUT /claims/drafts/current'`, `'GET /claims/submissions/'`). */
  to(route: string): FakeCall[];
}

/** An answer that never comes: the page stays in its loading state. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

const routeOf = (key: string) => (/^[A-Z]+ /.test(key) ? key : `GET ${key}`);

function findRoute(routes: FakeRoutes, method: FakeMethod, path: string): string | undefined {
  const line = `${method} ${path.split('?')[0]}`;
  const keys = Object.keys(routes);
  const exact = keys.find((key) => routeOf(key) === line);
  if (exact !== undefined) return exact;
  return keys
    .filter((key) => routeOf(key).endsWith('/') && line.startsWith(routeOf(key)))
    .sort((a, b) => b.length - a.length)[0];
}

async function settle(answer: FakeAnswer, call: FakeCall, n: number): Promise<unknown> {
  const value = typeof answer === 'function' ? await (answer as FakeHandler)(call, n) : answer;
  if (value instanceof Error) throw value;
  return value;
}

/**
 * A fake HttpClient for page tests: scripted answers per method and path, every call recorded.
 * A plain object, so a test can spread it and replace one method.
 */
export function fakeHttp(routes: FakeRoutes = {}): FakeHttp {
  const calls: FakeCall[] = [];
  const counts = new Map<string, number>();
  const answer = async <T>(call: FakeCall): Promise<T> => {
    calls.push(call);
    const route = findRoute(routes, call.method, call.path);
    if (route === undefined) throw new ApiError(404, 'error.notFound', 404);
    const n = counts.get(route) ?? 0;
    counts.set(route, n + 1);
    return (await settle(routes[route], call, n)) as T;
  };
  return {
    calls,
    to: (route) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(routeOf(route))),
    get: (path, query, options) => answer({ method: 'GET', path, query, options }),
    post: (path, body, options) => answer({ method: 'POST', path, body: body as FakeCall['body'], options }),
    put: (path, body, options) => answer({ method: 'PUT', path, body: body as FakeCall['body'], options }),
    del: (path, options) => answer({ method: 'DELETE', path, options }),
    upload: (path, form, options) => answer({ method: 'UPLOAD', path, form, options }),
    getBlob: (path, options) => answer({ method: 'GET', path, options }),
    authHeaders: () => ({}),
  };
}
