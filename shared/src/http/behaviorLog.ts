/**
 * The behaviour log of docs/requirements.md §7, sent in batches (home made 12 requests, 6 of them one
 * log POST each). Every API call's record waits here with the token it was made under, and the
 * queue goes to `POST /api/user/behavior` as one JSON array when it holds `maxEntries` records,
 * `maxDelayMs` after its first record, when the page is hidden or left, and before a call that
 * ends the session (RequestOptions.endsSession: the logout).
 *
 * keepalive fetch, not navigator.sendBeacon: the session token travels in the `token` header
 * (api/src/http/auth.ts) and sendBeacon cannot set headers.
 *
 * At most once: a batch is taken off the queue before it is sent and never sent again, because
 * the API stores every record it receives and cannot tell a resent batch from a new one. A batch
 * the network lost is lost, as a single log POST was before.
 */

/** One record, as the API's behaviorLogSchema takes it (the secrets of `params` already masked). */
export interface BehaviorRecord {
  url: string;
  redirectPage: string;
  method: string;
  params: string;
  sourceType: string;
}

export const BEHAVIOR_BATCH = {
  /** A burst (home's first screen makes 6 calls) is one request; the API accepts up to 50. */
  maxEntries: 20,
  /** A record waits at most this long; hiding the page sends it at once anyway. */
  maxDelayMs: 5000,
  /**
   * Chrome refuses a keepalive request once the keepalive bodies in flight would pass 64 KiB
   * (Fetch spec "inflight keepalive bytes"); batches are cut below it, and one that would not
   * fit goes as an ordinary request.
   */
  keepaliveBytes: 60 * 1024,
  /** The logout waits this long at most for the last batch to be answered. */
  flushBeforeSessionEndsMs: 3000,
} as const;

/** Posts one batch (a JSON array) authenticated by `token`; settles when answered or failed. */
export type SendBehaviorBatch = (token: string, body: string, keepalive: boolean) => Promise<unknown>;

interface Queued {
  token: string;
  json: string;
}

interface Batch {
  token: string;
  entries: string[];
  bytes: number;
}

/** UTF-8 size of a string, counted without TextEncoder (missing in some WebViews and in jsdom). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      // A surrogate pair: one 4-byte character.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Per token, in order; each batch at most `maxEntries` records and (unless one record is bigger) the keepalive size. */
function batchesOf(queued: Queued[]): Batch[] {
  const batches: Batch[] = [];
  const open = new Map<string, Batch>();
  for (const { token, json } of queued) {
    const size = utf8Length(json) + 1;
    let batch = open.get(token);
    if (!batch || batch.entries.length >= BEHAVIOR_BATCH.maxEntries || batch.bytes + size > BEHAVIOR_BATCH.keepaliveBytes) {
      batch = { token, entries: [], bytes: 1 };
      batches.push(batch);
      open.set(token, batch);
    }
    batch.entries.push(json);
    batch.bytes += size;
  }
  return batches;
}

export class BehaviorLogQueue {
  private queue: Queued[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private keepaliveInFlight = 0;

  constructor(private readonly send: SendBehaviorBatch) {}

  add(token: string, record: BehaviorRecord): void {
    this.queue.push({ token, json: JSON.stringify(record) });
    if (this.queue.length >= BEHAVIOR_BATCH.maxEntries) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), BEHAVIOR_BATCH.maxDelayMs);
      // In Node (the client's own tests, scripts) a waiting batch must not keep the process alive.
      (this.timer as { unref?: () => void }).unref?.();
    }
  }

  /** Drops what `token` queued: a session that ended can no longer authenticate it. */
  forget(token: string): void {
    this.queue = this.queue.filter((queued) => queued.token !== token);
  }

  /** Sends everything queued now; resolves once every batch is answered or has failed. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const taken = this.queue.splice(0);
    await Promise.all(batchesOf(taken).map((batch) => this.post(batch)));
  }

  private async post({ token, entries, bytes }: Batch): Promise<void> {
    const keepalive = this.keepaliveInFlight + bytes <= BEHAVIOR_BATCH.keepaliveBytes;
    if (keepalive) this.keepaliveInFlight += bytes;
    try {
      await this.send(token, `[${entries.join(',')}]`, keepalive);
    } catch {
      // Dropped, never resent (see the top of this file).
    } finally {
      if (keepalive) this.keepaliveInFlight -= bytes;
    }
  }
}

/**
 * A phone leaves a page by hiding it (app switch, screen off) far more often than by unloading
 * it, and may never come back to it: the queue goes on `visibilitychange → hidden` and, for
 * browsers that skip that on navigation, on `pagehide`.
 */
export function flushWhenPageHides(flush: () => void, win: Window = window): void {
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
}

/** `promise`, or nothing after `ms`: a hanging network must not hold the logout. */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
