// The resend of a write with an Idempotency-Key (createHttpClient's answerOf): when, and how long
// to wait before it.
import { ApiError, TRANSPORT } from './types';

/**
 * A write that carries an Idempotency-Key is sent again after these waits when it got no answer
 * from the API: the connection failed, or the gateway answered 502/503/504 (the replica died with
 * it, docs/deploying.md "A replica that crashes: kill -9"). The API answers a repeated key with
 * the first answer (api/src/modules/claims/submissions.ts), so a write that did run is not run
 * twice. A write without a key is never sent again: the client cannot know whether it ran.
 */
export const KEYED_WRITE_RETRY_DELAYS_MS: readonly number[] = [300, 1000];
const GATEWAY_UNREACHED = new Set([502, 503, 504]);

export function idempotencyKeyOf(headers: Record<string, string>): string | undefined {
  return Object.entries(headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
}

/** Whether `text` is the API's envelope (an answer of the API, not of a gateway in front of it). */
function isEnvelope(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'code' in body;
  } catch {
    return false;
  }
}

/** Waits `ms`; an abort of the caller's signal ends the wait with the abort error. */
export function backoff(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(TRANSPORT.abort, 'error.aborted', 0));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiError(TRANSPORT.abort, 'error.aborted', 0));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A gateway's 502/503/504 without the API's envelope: the API never saw the request, or died with it. */
export function reachedNoApi(status: number, text: string): boolean {
  return GATEWAY_UNREACHED.has(status) && !isEnvelope(text);
}
