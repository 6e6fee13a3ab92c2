import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/**
 * OpenTelemetry traces over OTLP/HTTP (docs/operations.md "Traces"). Off unless the standard
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then, and only then,
 * the SDK and its instrumentations are loaded (src/telemetry/tracing-sdk.ts). Unset, nothing of the
 * SDK is in the process and nothing is sent; only @opentelemetry/api's no-op facade is loaded.
 */
export interface Tracing {
  /** Where spans go (the exporter appends /v1/traces to OTEL_EXPORTER_OTLP_ENDPOINT). */
  endpoint: string;
  /** Sends what is buffered and stops the SDK: the last spans of a stopping replica are kept. */
  shutdown(): Promise<void>;
}

let started: Tracing | null = null;

/**
 * Starts the SDK when there is an endpoint (src/config.ts tracingEndpoint). It must run before pg, ioredis, http and the AWS
 * SDK are first required: the instrumentations patch them as they load. src/telemetry/start-tracing.ts
 * calls it and is src/server.ts's first import, so it runs before any other module of the server.
 */
export function startTracing(endpoint: string | null): Tracing | null {
  if (!endpoint || started) return started;
  // A require, not an import: the SDK's modules load only here, when tracing is on.
  const sdk = require('./tracing-sdk') as typeof import('./tracing-sdk');
  started = sdk.startTracingSdk(endpoint);
  return started;
}

/** Longest wait for the last spans at shutdown: the exit stays within compose's stop_grace_period (src/shutdown.ts). */
const FLUSH_CEILING_MS = 2000;

/** Sends the spans still buffered (a stopping replica's last requests), then resolves; at once when tracing is off. */
export async function stopTracing(): Promise<void> {
  if (!started) return;
  let timer: NodeJS.Timeout | undefined;
  const ceiling = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_CEILING_MS);
  });
  await Promise.race([started.shutdown().catch(() => undefined), ceiling]);
  clearTimeout(timer);
}

/** The request's span attribute for its id: the reqId of every log line of the request (src/telemetry/requestId.ts). */
export const REQUEST_ID_ATTRIBUTE = 'sencare.request_id';

/**
 * Names the HTTP server span by the route pattern (`GET /api/claims/:id`, never the id) and puts the
 * request id on it, so a log line's reqId finds its trace and a trace finds its log lines. Only when
 * tracing is on: otherwise no hook is added.
 */
export function traceRoutes(app: FastifyInstance): void {
  if (!started) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url ?? 'unmatched';
      span.setAttribute('http.route', route);
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
      span.updateName(`${request.method} ${route}`);
    }
    done();
  });
}
