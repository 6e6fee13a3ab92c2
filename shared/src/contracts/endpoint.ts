import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once: the API registers its route from it (api/src/http/contractRoute.ts)
 * and the front ends take their request and answer types from it. Schemas are zod; `response` is
 * what the `data` of the success envelope `{ code: 0, msg, data }` holds (the API wraps it, the
 * shared HTTP client unwraps it).
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under /api, in Fastify's syntax: `/insurer/claims/:id`. */
  path: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success statuses the answer may carry; 200 unless said (a submit that creates answers 201). */
  statuses?: readonly number[];
}

/** Keeps every literal of the declaration (method, path, the schemas' own types). */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What `data` holds in the endpoint's success answer. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** What a caller sends as the body (before the API's defaults and trimming). */
export type BodyOf<E extends Endpoint> = Input<E['body']>;
/** What a caller sends as the query string. */
export type QueryOf<E extends Endpoint> = Input<E['querystring']>;
/** Path parameters, querystring and body as the API's handler receives them (parsed). */
export type ParsedParams<E extends Endpoint> = Output<E['params']>;
export type ParsedQuery<E extends Endpoint> = Output<E['querystring']>;
export type ParsedBody<E extends Endpoint> = Output<E['body']>;

/** `/insurer/claims/:id` with `{ id: 'C-1' }` → `/insurer/claims/C-1`, each value URI-encoded. */
export function pathOf(declaration: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return declaration.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`pathOf ${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
