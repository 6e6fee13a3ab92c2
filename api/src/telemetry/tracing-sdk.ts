import type { IncomingMessage } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { Tracing } from './tracing';

/**
 * The OpenTelemetry SDK, loaded only when tracing is on (src/telemetry/tracing.ts). Spans go over
 * OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT, in batches (OTEL_BSP_* tune them); the exporter
 * reads the standard OTEL_EXPORTER_OTLP_* variables itself, the provider OTEL_TRACES_SAMPLER(_ARG).
 */

/**
 * Attributes the instrumentations record that can name a person: the path (claim numbers, ids) and
 * query (searches by customer) of an answered request or of an S3 call (object keys), the caller's
 * address and browser. The route pattern (http.route) stays: it is what an operator groups by.
 * Old semantic-convention names are listed too, should an instrumentation fall back to them.
 */
const PERSONAL_ATTRIBUTES = new Set([
  'url.full',
  'url.path',
  'url.query',
  'client.address',
  'network.peer.address',
  'network.peer.port',
  'user_agent.original',
  'http.url',
  'http.target',
  'http.client_ip',
  'http.user_agent',
  'net.peer.ip',
  'net.sock.peer.addr',
]);

/** The span as exported: every field as recorded, less PERSONAL_ATTRIBUTES. */
function withoutPersonalAttributes(span: ReadableSpan): ReadableSpan {
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes: Object.fromEntries(Object.entries(span.attributes).filter(([key]) => !PERSONAL_ATTRIBUTES.has(key))),
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** The OTLP exporter behind a filter: nothing of PERSONAL_ATTRIBUTES leaves the process. */
function exporterWithoutPersonalData(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(withoutPersonalAttributes), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Scrapes (/metrics on METRICS_PORT) and health checks (Docker's every 10 s, the gateway's) would be
 * most of the traces and say nothing.
 */
function isProbe(request: IncomingMessage): boolean {
  const path = request.url?.split('?')[0];
  return path === '/metrics' || path === '/api/health';
}

/**
 * Instrumentations of what a request waits on. Database and Redis spans only inside a traced
 * request (requireParentSpan): the outbox, the live bus and pool upkeep would otherwise each start
 * a trace of their own. No SQL parameter values (enhancedDatabaseReporting off: db.query.text is
 * Kysely's parameterised text) and no Redis arguments (keys hold accounts and addresses: the
 * rate-limit counters), only the command's name.
 */
function instrumentations() {
  return [
    new HttpInstrumentation({ ignoreIncomingRequestHook: isProbe, requireParentforOutgoingSpans: true }),
    new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    new AwsInstrumentation({ suppressInternalInstrumentation: true }),
  ];
}

export function startTracingSdk(endpoint: string): Tracing {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'sencare-api' }))
    .merge(detectResources({ detectors: [envDetector] })); // OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(exporterWithoutPersonalData(new OTLPTraceExporter()))],
  });
  // The AsyncLocalStorage context manager, and no propagator: the API is the first traced hop (the
  // gateway traces nothing), so a caller's traceparent header is ignored. Nobody outside picks trace
  // ids, forces sampling, or hides a request from the traces.
  provider.register({ propagator: null });
  registerInstrumentations({ tracerProvider: provider, instrumentations: instrumentations() });
  return { endpoint, shutdown: () => provider.shutdown() };
}
