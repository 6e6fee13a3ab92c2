/** One message key (of the `common` namespace) per field: the shape the API's validation failures carry. */
export type FieldErrors = Record<string, string>;

/** Every API answer (docs/architecture.md "Contracts between the shell and the remotes"). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Present on validation failures: field → message key in the `common` namespace. */
  errors?: FieldErrors;
}

export const CODE_OK = 0;
export const CODE_SESSION_INVALID = -93;
export const CODE_VALIDATION = 400;

/** docs/requirements.md §8 transport codes. */
export const TRANSPORT = {
  network: 5,
  timeout: 5,
  abort: 600003,
  uploadNetwork: 602001,
} as const;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
    readonly fields?: FieldErrors,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.fields !== undefined;
  }
}

/**
 * "There is no such thing": HTTP 404, or an envelope whose code says 404 (the API answers some
 * with code -404, docs/portals.md). The one test the pages use to tell "not found" from a failure.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || Math.abs(error.code) === 404);
}

export interface RequestOptions {
  /** docs/requirements.md §7: form-encoded by default, JSON when requested. */
  json?: boolean;
  /** Show the shell's loading indicator (after a short delay, so fast answers never flash). */
  loading?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Keep the docs/requirements.md §8 modal for network/empty-body failures off (caller shows its own state). */
  silent?: boolean;
  /**
   * This call ends the session its token authenticates (the logout): the behaviour log queued so
   * far, this call's record included, is sent and answered first (at most 3 s), and nothing the
   * ended session queued afterwards is sent.
   */
  endsSession?: boolean;
}

export interface UploadOptions extends Omit<RequestOptions, 'json'> {
  onProgress?: (loaded: number, total: number) => void;
}

export interface HttpClient {
  post<T = unknown>(path: string, body?: object, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: Record<string, string | number | boolean | undefined>, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: object, options?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  upload<T = unknown>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /**
   * A binary answer (a document to preview) as a Blob; failures reject with ApiError like the
   * other calls.
   */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * The headers that authenticate a request made by another client on the same API (e.g.
   * tus-js-client for resumable uploads). Read per request: a renewed session is picked up.
   */
  authHeaders(): Record<string, string>;
}

export type ModalKind = 'exception' | 'respond' | 'timeout';

export interface HttpClientConfig {
  /** Base of every path, e.g. '/api'. */
  baseUrl: string;
  getToken(): string | null;
  widgetVersion: string;
  sourceType: 'web_h5' | 'web_pc';
  timeoutMs?: number;
  /** Code -93: the owner clears the session and sends the user to login with the return route. */
  onSessionExpired(): void;
  /** docs/requirements.md §8 modals, translated by the UI that owns them. */
  showModal(kind: ModalKind): void;
  loading?: { show(): void; hide(): void };
  fetchImpl?: typeof fetch;
  /**
   * Waits before each resend of a write with an Idempotency-Key that did not reach the API
   * (default KEYED_WRITE_RETRY_DELAYS_MS: twice, after 300 ms and 1 s); [] never resends.
   */
  keyedWriteRetryDelaysMs?: readonly number[];
  /** Where the user is (for the behaviour log's redirectPage). */
  currentPage?: () => string;
}
