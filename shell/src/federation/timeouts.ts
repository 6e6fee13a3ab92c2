/**
 * Time limits for loading a remote (docs/architecture.md, "Remote down"). Measured here: with
 * no limit a hanging manifest left a spinner for >45 s; the SDK's script timeout is 20 s.
 * Refused/5xx must show the load-error view within 3 s, a hang within 10 s.
 */
export const REMOTE_TIMEOUTS = {
  manifestFetchMs: 3000,
  entryScriptMs: 4000,
  fetchRetries: 1,
  scriptRetries: 1,
  retryDelayMs: 300,
  /** Hard cap on one load attempt, whatever the layers below do. */
  overallMs: 8500,
} as const;

/** AbortSignal.timeout arrived in Safari 16; iOS 15 phones are still in use, so the long way. */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  return controller.signal;
}
