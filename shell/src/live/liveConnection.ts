import type { LiveEvent, LiveSnapshot } from './liveEvents';

/** The API refused the stream or the poll with this HTTP status (401 session, 429 too many streams). */
export class LiveRefused extends Error {
  constructor(readonly status: number) {
    super(`live refused: HTTP ${status}`);
    this.name = 'LiveRefused';
  }
}

export interface StreamHandlers {
  onOpen(): void;
  onEvent(event: LiveEvent): void;
  /** The stream failed or ended; it is closed and will not call again. */
  onError(error: unknown): void;
}

/** How the app reaches the API (liveTransport.ts); tests give their own. */
export interface LiveTransport {
  /** Opens the event stream and returns its close; null where this browser cannot read a stream. */
  openStream: ((handlers: StreamHandlers) => () => void) | null;
  fetchSnapshot(): Promise<LiveSnapshot>;
}

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The session is gone (401): the owner ends it the usual way. */
  onUnauthorized(): void;
  onMode?(mode: LiveMode): void;
}

export type LiveMode = 'stopped' | 'connecting' | 'streaming' | 'polling';

export interface LiveTimings {
  /** Waits before the 2nd, 3rd… attempt after consecutive failures; past the last one the app polls. */
  retryDelaysMs: readonly number[];
  pollMs: number;
  /** While polling, how often the stream is tried again. */
  streamRetryMs: number;
}

export interface LiveOptions {
  timings: LiveTimings;
  /** 0..1; spreads reconnects so a restarted server is not met by every client in the same second. */
  random?: () => number;
  /** Polls are skipped while the page is hidden (a phone in a pocket). */
  isHidden?: () => boolean;
}

/**
 * One live connection: the stream, reconnecting with backoff; after `retryDelaysMs.length + 1`
 * failures in a row (or where streams cannot be read, or when the user's other tabs hold every
 * stream: 429) it polls the snapshot instead, and tries the stream again every `streamRetryMs`.
 * A 401 stops everything and tells the listener.
 */
export class LiveConnection {
  private mode: LiveMode = 'stopped';
  private failures = 0;
  private closeStream: (() => void) | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly transport: LiveTransport,
    private readonly listener: LiveListener,
    private readonly options: LiveOptions,
  ) {}

  get current(): LiveMode {
    return this.mode;
  }

  start(): void {
    if (this.mode !== 'stopped') return;
    this.failures = 0;
    if (this.transport.openStream) this.connect();
    else this.startPolling();
  }

  /** The network is back (the browser's `online` event): try the stream now, not at the next scheduled retry. */
  reconnectNow(): void {
    if (this.mode === 'stopped' || this.mode === 'streaming' || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  stop(): void {
    this.clearTimers();
    this.closeStream?.();
    this.closeStream = null;
    this.setMode('stopped');
  }

  private connect(): void {
    const open = this.transport.openStream;
    if (!open) return;
    if (this.mode !== 'polling') this.setMode('connecting');
    let closed = false;
    const close = open({
      onOpen: () => {
        if (closed) return;
        this.failures = 0;
        this.stopPolling();
        this.setMode('streaming');
      },
      onEvent: (event) => {
        if (!closed) this.listener.onEvent(event);
      },
      onError: (error) => {
        if (closed) return;
        closed = true;
        this.closeStream = null;
        this.streamFailed(error);
      },
    });
    this.closeStream = () => {
      closed = true;
      close();
    };
  }

  private streamFailed(error: unknown): void {
    if (this.mode === 'stopped') return;
    if (error instanceof LiveRefused && error.status === 401) return this.unauthorized();
    this.failures += 1;
    const delays = this.options.timings.retryDelaysMs;
    const tooMany = error instanceof LiveRefused && error.status === 429;
    if (tooMany || this.failures > delays.length) {
      this.startPolling();
      this.retryLater(this.options.timings.streamRetryMs);
    } else {
      this.retryLater(delays[this.failures - 1]);
    }
  }

  private retryLater(ms: number): void {
    const spread = 0.75 + 0.5 * (this.options.random ?? Math.random)();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, Math.round(ms * spread));
  }

  private startPolling(): void {
    if (this.pollTimer) return;
    this.setMode('polling');
    this.pollTimer = setInterval(() => void this.pollOnce(), this.options.timings.pollMs);
    void this.pollOnce();
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private async pollOnce(): Promise<void> {
    if (this.options.isHidden?.()) return;
    try {
      const snapshot = await this.transport.fetchSnapshot();
      if (this.mode === 'polling') this.listener.onEvent({ type: 'snapshot', data: snapshot });
    } catch (error) {
      if (error instanceof LiveRefused && error.status === 401 && this.mode !== 'stopped') this.unauthorized();
      // Anything else: the next tick asks again.
    }
  }

  private unauthorized(): void {
    this.stop();
    this.listener.onUnauthorized();
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPolling();
  }

  private setMode(mode: LiveMode): void {
    if (this.mode === mode) return;
    this.mode = mode;
    this.listener.onMode?.(mode);
  }
}
