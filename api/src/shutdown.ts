import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config';

/** Exit codes of a shutdown: 0 when every in-flight request finished, 1 when some were cut. */
export const EXIT_DRAINED = 0;
export const EXIT_CUT = 1;

/**
 * Default wait for in-flight requests: under docker compose's `stop_grace_period: 30s` for the api
 * service, so the process exits on its own, saying what it cut, before Docker's SIGKILL.
 */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/** How often idle keep-alive connections are closed while draining (see drain()). */
const IDLE_SWEEP_MS = 200;
/** Between refusing new connections and closing idle ones: the requests of just-accepted connections arrive. */
const SETTLE_MS = 250;

export interface ShutdownOptions {
  /** Longest wait for in-flight requests before exiting anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  exit?: (code: number) => void;
  /** Lifecycle lines go to stdout at any LOG_LEVEL, like the start line ("SenCare API on …"). */
  say?: (line: string) => void;
}

/** SHUTDOWN_TIMEOUT_SECONDS (a whole number of seconds, 0 = do not wait), else the default. */
export function shutdownTimeoutMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new ConfigError(`SHUTDOWN_TIMEOUT_SECONDS=${value}: use a number of seconds (default ${DEFAULT_SHUTDOWN_TIMEOUT_MS / 1000})`);
  return Math.round(seconds * 1000);
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? -1 : count)));
}

/**
 * Stops taking work and lets what is in flight finish.
 * 1. The listening socket closes: a new connection is refused, so the gateway retries another
 *    replica (nothing was sent). Not http.Server.close() yet: it also resets every connection
 *    without a request in progress, and one accepted a moment ago whose request is not read yet
 *    counts as such. nginx has sent that request, so a POST got a 502 (a GET is retried): 4 in 10
 *    rolling restarts under load before, 1 in 20 after (scripts/topology/topology.test.mjs; what
 *    is left is the kernel's accept queue, reset when the listening socket closes).
 * 2. After SETTLE_MS, app.close(): the preClose hooks (the live module ends its endless SSE
 *    streams, api/src/modules/live/routes.ts), server.close() waiting for open requests, then
 *    the onClose hooks (database, Redis). A keep-alive connection that goes idle after its last
 *    answer would hold server.close() until the keep-alive timeout (Fastify's 72 s); Node closes
 *    idle connections once, when close() starts, so they are closed again every 200 ms.
 */
export async function drain(app: FastifyInstance, options: ShutdownOptions): Promise<number> {
  const say = options.say ?? console.log;
  const started = Date.now();
  net.Server.prototype.close.call(app.server);
  await new Promise((resolve) => setTimeout(resolve, Math.min(SETTLE_MS, options.timeoutMs)));
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'closed') {
      say(`SenCare API stopped: in-flight requests finished in ${Date.now() - started} ms`);
      return EXIT_DRAINED;
    }
    const left = await openConnections(app);
    console.error(`SenCare API stopped after ${options.timeoutMs} ms (SHUTDOWN_TIMEOUT_SECONDS) with ${left} connection(s) still open: their requests were cut`);
    app.server.closeAllConnections();
    return EXIT_CUT;
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}

/**
 * SIGTERM (docker stop, a rolling deploy) or SIGINT (Ctrl-C): drain, then exit 0 (or 1 when the
 * timeout cut requests). A second signal while draining exits at once with 1: the operator asked twice.
 */
export function shutdownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const say = options.say ?? console.log;
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      console.error(`SenCare API: ${signal} again while stopping, exiting now`);
      exit(EXIT_CUT);
      return;
    }
    draining = true;
    say(`SenCare API: ${signal}, no new connections, finishing in-flight requests (up to ${options.timeoutMs} ms)`);
    drain(app, options).then(exit, (error: unknown) => {
      console.error(error);
      exit(EXIT_CUT);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
