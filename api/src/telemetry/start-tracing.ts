import { tracingEndpoint } from '../config';
import { startTracing } from './tracing';

/**
 * src/server.ts's first import: evaluated before any module that requires pg, ioredis, http or the
 * AWS SDK, so the instrumentations are in place when those load (the bundle keeps this order,
 * api/scripts/build.mjs). Null when tracing is off (docs/operations.md "Traces").
 */
export const tracing = startTracing(tracingEndpoint());
