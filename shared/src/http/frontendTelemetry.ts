
/**
 * Front-end telemetry per remote (docs/operations.md "Front-end telemetry"): a remote that failed to
 * load, was refused by the compatibility gate or crashed while rendering, and the page's web vitals,
 * each with the remote's name and release, sent in batches to `POST /api/telemetry/frontend` where
 * the API counts them in its metrics. Nothing of a person is in an event: no account, no URL, no
 * message. A page takes part or not as a whole (`sampleRate`), so the error rate per release stays
 * a fair ratio of pages.
 */
/** `session`: once per page per remote, on its first load, so errors can be read per page of a release (docs/deploying.md "Canary releases"). */
export type FrontendEventKind = 'session' | 'load-failed' | 'refused' | 'crash' | 'vital';
export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** One event as `POST /api/telemetry/frontend` takes it (shared/src/contracts/telemetry.ts checks its schema against this). */
export interface FrontendEvent {
  kind: FrontendEventKind;
  remote: string;
  release: string;
  vital?: { name: WebVitalName; value: number };
}

export interface TelemetryOptions {
  /** Share of pages that report, 0–1; the shell sets it from SENCARE_TELEMETRY_SAMPLE at build. */
  sampleRate?: number;
  random?: () => number;
  /** Sends one JSON batch; default a keepalive fetch, which outlives a page being closed. */
  send?: (json: string) => void;
}

export const TELEMETRY_BATCH = { maxEntries: 20, maxDelayMs: 5000 } as const;
const ENDPOINT = '/api/telemetry/frontend';

const mapName = (remote: string) => remote.replace(/^mfe-/, '');

/** Telemetry never breaks the page: no fetch (an old WebView, a test's jsdom) or a refused one is dropped. */
const keepaliveSend = (json: string) => {
  if (typeof fetch !== 'function') return;
  try {
    void fetch(ENDPOINT, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: json }).catch(() => undefined);
  } catch {
    // A page being torn down may refuse a keepalive request: the batch is lost, nothing else.
  }
};

export class FrontendTelemetry {
  private queue: FrontendEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sampled = true;
  private send: (json: string) => void = keepaliveSend;
  /** The release a remote runs (the shell reads it from the remotes map); `dist` when unknown. */
  releaseOf: (remote: string) => string = () => 'dist';

  configure({ sampleRate = 1, random = Math.random, send }: TelemetryOptions): void {
    this.sampled = random() < sampleRate;
    if (send) this.send = send;
  }

  /** `remote` as the remotes map names it (`claims`) or as its kit does (`mfe-claims`). */
  report(kind: Exclude<FrontendEventKind, 'vital'>, remote: string): void {
    const name = mapName(remote);
    this.push({ kind, remote: name, release: this.releaseOf(name) });
  }

  vital(remote: string, vital: WebVitalName, value: number): void {
    const name = mapName(remote);
    this.push({ kind: 'vital', remote: name, release: this.releaseOf(name), vital: { name: vital, value: Math.max(0, Math.round(value * 1000) / 1000) } });
  }

  /** Sends what is queued now (the page is being hidden or left). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) this.send(JSON.stringify(this.queue.splice(0, TELEMETRY_BATCH.maxEntries)));
  }

  /** Flushes when the page is hidden or left (a phone switching apps may never come back). */
  watch(target: { addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void; document: { visibilityState: string } }): void {
    target.addEventListener('pagehide', () => this.flush());
    target.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') this.flush();
    });
  }

  private push(event: FrontendEvent): void {
    if (!this.sampled) return;
    this.queue.push(event);
    if (this.queue.length >= TELEMETRY_BATCH.maxEntries) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), TELEMETRY_BATCH.maxDelayMs);
  }
}

const KEY = Symbol.for('sencare.frontendTelemetry');
/** One per page, whichever copy of the kit a remote runs (the shell's is the page's). */
export const frontendTelemetry: FrontendTelemetry = ((globalThis as Record<symbol, FrontendTelemetry | undefined>)[KEY] ??= new FrontendTelemetry());
