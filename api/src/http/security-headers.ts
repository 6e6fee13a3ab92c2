import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** CSP for the front end: antd-mobile needs inline styles; map tiles from OSM. */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Browser features the app may use: the camera (claims' document photos, mfe-claims) and the
 * location (nearest providers, mfe-cashless); everything else a page could ask for is off.
 * deploy/nginx/security-headers.conf sends the same value (src/http/nginx-gateway.test.ts checks).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

/**
 * CSP of every API answer (JSON, claim documents, the live stream): nothing may load in it, frame
 * it or run in it, should a browser ever render one as a page (ASVS 5.0 3.2.1; OWASP REST Security
 * Cheat Sheet). The app reads API answers with fetch, which no CSP of theirs affects; documents it
 * shows are blobs, which take the page's policy, not this one.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers that only mean something for a document a browser renders (what it may embed, which
 * features it may use, its browsing-context group): sent with pages, not with API answers.
 */
const PAGE_ONLY = ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection'];

/** Headers of a bare answer that are not security headers. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for our options, computed once: @fastify/helmet rebuilds helmet's middleware
 * on every request (about 45 µs of the ~0.66 ms a getuserinfo costs, measured in
 * docs/architecture.md "Security headers"), for values that never change. These are the page
 * headers (the gateway's pages and files, the API docs); nginx sends the same values.
 */
export async function computeSecurityHeaders(): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: APP_CSP } });
  probe.get('/', async () => '');
  try {
    const answer = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    return Object.freeze(headers);
  } finally {
    await probe.close();
  }
}

/**
 * The page headers as an API answer needs them: the same nosniff, HSTS, Referrer-Policy,
 * Cross-Origin-Resource-Policy (no cross-origin no-cors reads of private JSON), X-Frame-Options
 * and X-Permitted-Cross-Domain-Policies, API_CSP instead of the page's, and no page-only header.
 */
export function apiSecurityHeaders(page: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page)) if (!PAGE_ONLY.includes(name)) headers[name] = value;
  headers['content-security-policy'] = API_CSP;
  return Object.freeze(headers);
}

/** Under /api/, except swagger-ui's page, JSON and files (/api/docs…), which are a page's. */
export function isApiAnswer(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (!url.startsWith('/api/docs')) return true;
  const after = url.charAt('/api/docs'.length); // '/api/docsearch' is the API's, '/api/docs?x' the page's
  return after !== '' && after !== '/' && after !== '?';
}

/**
 * Every answer gets its security headers, chosen by URL before anything runs (so the live stream,
 * which never reaches onSend, has them too): API answers the API set, everything else (gateway
 * pages and files, API docs, 404s outside /api) the page set. They go into Fastify's header map,
 * so a route that needs another CSP (the API docs, src/http/api-docs.ts) replaces it rather than
 * adding a second header.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const page = await computeSecurityHeaders();
  const api = apiSecurityHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : page);
    done();
  });
}
