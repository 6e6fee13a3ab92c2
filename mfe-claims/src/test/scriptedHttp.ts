import type { HttpClient, RequestOptions } from '@sencare/shared/http';

export interface RecordedCall { method: string; path: string; body?: Record<string, unknown>; headers?: Record<string, string> }
/** Answers one call: return the data, or throw (an ApiError) to fail it. `n` counts calls to that route from 0. */
export type Handler = (call: RecordedCall, n: number) => unknown;

/**
 * A fake HttpClient for pages that talk back and forth with the API: each route ("PUT /claims/drafts/current",
 * "GET /claims/submissions/") answers through a function that sees the body and headers; the longest
 * matching prefix wins. Every call is recorded in order.
 */
export function scriptedHttp(routes: Record<string, Handler | object | null>): HttpClient & { calls: RecordedCall[]; to: (route: string) => RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const answer = async (method: string, path: string, body?: object, options?: RequestOptions) => {
    const call: RecordedCall = { method, path, body: body as Record<string, unknown> | undefined, headers: options?.headers };
    calls.push(call);
    const line = `${method} ${path}`;
    const route = Object.keys(routes).filter((r) => line === r || line.startsWith(r)).sort((a, b) => b.length - a.length)[0];
    if (route === undefined) throw new Error(`no route ${line}`);
    const n = counts.get(route) ?? 0;
    counts.set(route, n + 1);
    const handler = routes[route];
    return (typeof handler === 'function' ? handler(call, n) : handler) as never;
  };
  return {
    calls,
    to: (route) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(route)),
    get: (p, _q, o) => answer('GET', p, undefined, o),
    post: (p, b, o) => answer('POST', p, b, o),
    put: (p, b, o) => answer('PUT', p, b, o),
    del: (p, o) => answer('DELETE', p, undefined, o),
    upload: (p) => answer('UPLOAD', p),
  };
}
