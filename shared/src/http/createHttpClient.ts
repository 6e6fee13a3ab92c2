import { KERNEL_TIMING } from './timing';
import { BEHAVIOR_BATCH, BehaviorLogQueue, flushWhenPageHides, settleWithin } from './behaviorLog';
import { formEncode } from './formEncode';
import { KEYED_WRITE_RETRY_DELAYS_MS, backoff, idempotencyKeyOf, reachedNoApi } from './keyedWriteRetry';
import {
  ApiEnvelope,
  ApiError,
  CODE_OK,
  CODE_SESSION_INVALID,
  HttpClient,
  HttpClientConfig,
  RequestOptions,
  TRANSPORT,
  UploadOptions,
} from './types';

const BEHAVIOR_PATH = '/user/behavior';
/** Secrets never leave in the behaviour log's params. */
const SECRET_KEY = /password|pin|code|token/i;

function redact(body: unknown): string {
  if (body === undefined) return '';
  return JSON.stringify(body, (key, value: unknown) => (key && SECRET_KEY.test(key) ? '***' : value));
}

function delayedLoading(config: HttpClientConfig, wanted: boolean | undefined): () => void {
  if (!wanted || !config.loading) return () => undefined;
  const loading = config.loading;
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    loading.show();
  }, KERNEL_TIMING.loadingDelayMs);
  return () => {
    clearTimeout(timer);
    if (shown) loading.hide();
  };
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const timeoutMs = config.timeoutMs ?? KERNEL_TIMING.networkTimeoutMs;
  const doFetch: typeof fetch = config.fetchImpl ?? ((...args) => fetch(...args));

  function commonHeaders(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { widgetVersion: config.widgetVersion, ...extra };
    const token = config.getToken();
    if (token) headers.token = token;
    return headers;
  }

  // Each batch carries the token its records were made under, not whoever is signed in when it leaves.
  const behaviorLog = new BehaviorLogQueue((token, body, keepalive) =>
    doFetch(config.baseUrl + BEHAVIOR_PATH, {
      method: 'POST',
      headers: { widgetVersion: config.widgetVersion, token, 'content-type': 'application/json' },
      body,
      keepalive,
    }),
  );
  if (typeof window !== 'undefined' && typeof document !== 'undefined') flushWhenPageHides(() => void behaviorLog.flush());

  /** docs/requirements.md §7: logged as a side effect, in batches (./behaviorLog.ts); skipped without a token and for the log call itself. */
  function logBehavior(path: string, method: string, body: unknown): void {
    const token = config.getToken();
    if (path === BEHAVIOR_PATH || !token) return;
    behaviorLog.add(token, {
      url: path,
      redirectPage: config.currentPage?.() ?? '',
      method,
      params: redact(body),
      sourceType: config.sourceType,
    });
  }

  /** -93: what the dead session queued can never be authenticated; the owner then clears the session. */
  function sessionExpired(): void {
    const token = config.getToken();
    if (token) behaviorLog.forget(token);
    config.onSessionExpired();
  }

  /**
   * A body that is not our envelope. From a gateway (502/503/504 with an empty or HTML page) it
   * means the API was not reached: a network failure to the user, not "Exception".
   */
  function notAnEnvelope(status: number, options: RequestOptions): ApiError {
    const unreachable = status >= 500;
    if (!options.silent) config.showModal(unreachable ? 'respond' : 'exception');
    return new ApiError(TRANSPORT.network, unreachable ? 'error.network' : 'error.exception', status);
  }

  function settle<T>(status: number, text: string, options: RequestOptions): T {
    if (!text) throw notAnEnvelope(status, options);
    let envelope: ApiEnvelope<T>;
    try {
      envelope = JSON.parse(text) as ApiEnvelope<T>;
    } catch {
      throw notAnEnvelope(status, options);
    }
    if (envelope.code === CODE_OK) return envelope.data;
    if (envelope.code === CODE_SESSION_INVALID) sessionExpired();
    throw new ApiError(envelope.code, envelope.msg, status, envelope.errors, envelope.data);
  }

  /**
   * One fetch with the 60 s timeout, the caller's abort signal and the docs/requirements.md §8 modal on a
   * transport failure; every call (JSON or binary) goes through here.
   */
  async function send(method: string, path: string, init: { headers: Record<string, string>; body?: string }, options: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);
    try {
      return await doFetch(config.baseUrl + path, { method, headers: init.headers, body: init.body, signal: controller.signal });
    } catch {
      if (options.signal?.aborted) throw new ApiError(TRANSPORT.abort, 'error.aborted', 0);
      if (!options.silent) config.showModal(timedOut ? 'timeout' : 'respond');
      throw new ApiError(TRANSPORT.network, timedOut ? 'error.timeout' : 'error.network', 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  /**
   * `send` and the answer's text; a write with an Idempotency-Key is sent again after each of the
   * retry delays while the API was not reached: the connection failed, or a gateway answered
   * 502/503/504 without the API's envelope. Never after a timeout (the user already waited all of
   * it) nor after an answer of the API itself. Only the last attempt shows the §8 modal.
   */
  async function answerOf(method: string, path: string, init: { headers: Record<string, string>; body?: string }, options: RequestOptions): Promise<{ status: number; text: string }> {
    const delays = method !== 'GET' && idempotencyKeyOf(init.headers) ? (config.keyedWriteRetryDelaysMs ?? KEYED_WRITE_RETRY_DELAYS_MS) : [];
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= delays.length;
      try {
        const response = await send(method, path, init, last ? options : { ...options, silent: true });
        const answer = { status: response.status, text: await response.text() };
        if (last || !reachedNoApi(answer.status, answer.text)) return answer;
      } catch (error) {
        if (last || !(error instanceof ApiError) || error.message !== 'error.network') throw error;
      }
      await backoff(delays[attempt], options.signal);
    }
  }

  async function request<T>(method: string, path: string, body: object | undefined, options: RequestOptions = {}): Promise<T> {
    const headers = commonHeaders(options.headers);
    logBehavior(path, method, body);
    // The logout: the queue (this call's record included) leaves while its token still authenticates it.
    if (options.endsSession) await settleWithin(behaviorLog.flush(), BEHAVIOR_BATCH.flushBeforeSessionEndsMs);
    const stopLoading = delayedLoading(config, options.loading);
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded';
      payload = options.json ? JSON.stringify(body) : formEncode(body);
    }
    try {
      const answer = await answerOf(method, path, { headers, body: payload }, options);
      return settle<T>(answer.status, answer.text, options);
    } finally {
      stopLoading();
      // Anything queued by calls still in flight under the ended session can no longer be sent.
      if (options.endsSession && headers.token) behaviorLog.forget(headers.token);
    }
  }

  function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const stopLoading = delayedLoading(config, options.loading);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', config.baseUrl + path);
      xhr.timeout = timeoutMs;
      for (const [k, v] of Object.entries(commonHeaders(options.headers))) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
      const fail = (kind: 'respond' | 'timeout', message: string) => {
        stopLoading();
        if (!options.silent) config.showModal(kind);
        reject(new ApiError(TRANSPORT.uploadNetwork, message, 0));
      };
      xhr.onerror = () => fail('respond', 'error.network');
      xhr.ontimeout = () => fail('timeout', 'error.timeout');
      xhr.onabort = () => {
        stopLoading();
        reject(new ApiError(TRANSPORT.abort, 'error.aborted', 0));
      };
      xhr.onload = () => {
        stopLoading();
        try {
          resolve(settle<T>(xhr.status, xhr.responseText, options));
        } catch (e) {
          reject(e);
        }
        logBehavior(path, 'POST', undefined);
      };
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  }

  async function getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
    const response = await send('GET', path, { headers: commonHeaders(options.headers) }, options);
    if (!response.ok) return settle<Blob>(response.status, await response.text(), options);
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return response.blob();
    // A JSON answer is either the envelope of a failure or a JSON file that was asked for.
    const text = await response.text();
    let envelope: unknown = null;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (envelope && typeof envelope === 'object' && 'code' in envelope && 'msg' in envelope) return settle<Blob>(response.status, text, options);
    return new Blob([text], { type });
  }

  return {
    getBlob,
    authHeaders: () => commonHeaders(),
    post: (path, body, options) => request('POST', path, body ?? {}, options),
    put: (path, body, options) => request('PUT', path, body ?? {}, { json: true, ...options }),
    del: (path, options) => request('DELETE', path, undefined, options),
    get: (path, query, options) => {
      const qs = query
        ? new URLSearchParams(
            Object.entries(query)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          ).toString()
        : '';
      return request('GET', qs ? `${path}?${qs}` : path, undefined, options);
    },
    upload,
  };
}
