import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * swagger-ui injects inline styles; its scripts are files (no inline bootstrap since
 * @fastify/swagger-ui 5) and the validator badge is off, so scripts stay 'self'.
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * OpenAPI 3 at /api/openapi.json (generated from the zod route schemas) and swagger-ui at
 * /api/docs. Registered before the modules so every route is collected. Only when
 * `config.apiDocs` (ENABLE_API_DOCS; off in production by default, src/config.ts).
 *
 * swagger-ui's `staticCSP` sets DOCS_CSP on the page, its JSON and every static asset in one
 * onSend hook; it replaces the app CSP in Fastify's header map (src/http/security-headers.ts), so
 * each answer carries exactly one CSP (two would be intersected by the browser and break the page).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SenCare API',
        version: '1.0.0',
        description:
          'Every answer is { code, msg, data } (+ errors on validation). code 0 = success; msg is an i18n key of the front end. The session token travels in the `token` header. See api/README.md.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
