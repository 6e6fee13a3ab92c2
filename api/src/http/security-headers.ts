import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** CSP for the front end (research §6): antd-mobile needs inline styles; map tiles from OSM. */
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

/** Headers of a bare answer that are not security headers. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for our options, computed once: @fastify/helmet rebuilds helmet's middleware
 * on every request (about 45 µs of the ~0.66 ms a getuserinfo costs, measured in
 * docs/architecture.md "Security headers"), for values that never change.
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
 * Every answer (API, gateway pages, errors, 404s) gets the same security headers. They go into
 * Fastify's header map, so a route that needs another CSP (the API docs, src/http/api-docs.ts)
 * replaces it rather than adding a second header.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
