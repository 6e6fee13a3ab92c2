import { createHash } from 'node:crypto';
import http from 'node:http';
import { Upload, type DetailedError } from 'tus-js-client';
import type { ClaimSubmitInput } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { TUS_LOCATION } from './tus';

/**
 * The claim wizard's own flow, as mfe-claims runs it, for the kill -9 test (crash.test.ts):
 * tus-js-client uploads with the settings and retry rules of features/upload/uploadManager.ts
 * (resume from the kept upload URL via HEAD; a lost upload starts over), the receipt from
 * GET /claims/uploads/:id, then Submit with one Idempotency-Key, asking
 * GET /claims/submissions/:key when an answer is lost and resubmitting with the same key.
 * Where the app waits for the user to press retry, this client retries by itself.
 */
export interface FlowFile {
  kind: string;
  name: string;
  content: Buffer;
  sha256: string;
  uploadUrl: string | null;
  receipt: ClaimDocumentReceipt | null;
}

export interface Answer {
  status: number;
  body: { code?: number; msg?: string; data?: unknown };
}

export interface ClientHooks {
  /** Called as each request leaves (the kill -9 schedule counts them), e.g. `PATCH tus`. */
  onRequest(label: string): void;
  /** Throws to stop retrying (a deadline passed, the server would not start again). */
  check(): void;
}

export const CHUNK_BYTES = 1024 * 1024; // uploadManager.ts CHUNK_BYTES
const RETRY_DELAYS = [0, 100, 300, 600]; // uploadManager.ts uses [0, 1000, 3000, 5000, 10000]; shortened to keep the test bounded
const RETRY_PAUSE_MS = 150;

export const fileOf = (kind: string, name: string, content: Buffer): FlowFile => ({ kind, name, content, sha256: createHash('sha256').update(content).digest('hex'), uploadUrl: null, receipt: null });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ClaimClient {
  token = '';
  /** What happened on the way: retries per cause, for the report. */
  readonly events: Record<string, number> = {};

  constructor(
    private readonly base: () => string,
    private readonly hooks: ClientHooks,
  ) {}

  /** Counts a retry and waits a moment before it; stops when the test says so. */
  private async retryAfter(what: string) {
    this.events[what] = (this.events[what] ?? 0) + 1;
    this.hooks.check();
    await pause(RETRY_PAUSE_MS);
  }

  /** One JSON request; a refused or dropped connection is status 0. No keep-alive across kills. */
  call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    this.hooks.onRequest(`${method} ${url.replace(/\/[A-Za-z0-9_-]{8,}$/, '/:id')}`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = http.request(`${this.base()}${url}`, { method, agent: false, headers: { ...(this.token ? { token: this.token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('error', () => resolve({ status: 0, body: {} }));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: {} });
          }
        });
      });
      req.on('error', () => resolve({ status: 0, body: {} }));
      req.end(payload);
    });
  }

  /** A document's bytes, as the details page fetches them. */
  download(url: string): Promise<{ status: number; content: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${this.base()}${url}`, { agent: false, headers: { token: this.token } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, content: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
  }

  /** Until an answer that is not a lost connection or a 5xx. */
  async callUntilAnswered(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    for (;;) {
      const res = await this.call(method, url, body, headers);
      if (res.status !== 0 && res.status < 500) return res;
      await this.retryAfter(`${method} ${url.replace(/\/[A-Za-z0-9_-]{8,}$/, '/:key')}: ${res.status || 'connection lost'}`);
    }
  }

  async login(account: string, password: string): Promise<void> {
    const res = await this.callUntilAnswered('POST', '/api/auth/login', { account, password, privacyAccepted: true });
    if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    this.token = (res.body.data as { token: string }).token;
  }

  /** One tus-js-client run; resolves true with the upload done, false on an error it gave up on. */
  private tusRun(file: FlowFile): Promise<{ ok: boolean; status: number }> {
    return new Promise((resolve) => {
      const upload: Upload = new Upload(file.content, {
        endpoint: `${this.base()}${TUS_LOCATION}`,
        uploadUrl: file.uploadUrl,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { filename: file.name, kind: file.kind },
        storeFingerprintForResuming: false,
        onBeforeRequest: (req) => {
          // The last chunk is where the server finishes the upload (tus.ts finish).
          const last = req.getMethod() === 'PATCH' && Number(req.getHeader('Upload-Offset')) + CHUNK_BYTES >= file.content.length;
          this.hooks.onRequest(`${req.getMethod()} tus${last ? ' last' : ''}`);
          req.setHeader('token', this.token);
        },
        onUploadUrlAvailable: () => {
          file.uploadUrl = upload.url;
        },
        // uploadManager.ts onShouldRetry (online is always true here).
        onShouldRetry: (error) => {
          const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
          return status === 0 || status >= 500 || status === 409 || status === 423;
        },
        onSuccess: () => resolve({ ok: true, status: 204 }),
        onError: (error) => resolve({ ok: false, status: (error as DetailedError).originalResponse?.getStatus() ?? 0 }),
      });
      upload.start();
    });
  }

  /** Upload to the draft until the server gives a receipt (uploadManager.ts start / finish / fail). */
  async upload(file: FlowFile): Promise<ClaimDocumentReceipt> {
    while (!file.receipt) {
      const run = await this.tusRun(file);
      if (!run.ok) {
        // uploadManager.ts fail(): a 404 (or a refused file) forgets the upload URL; a retry starts over.
        if (run.status === 404) file.uploadUrl = null;
        else if (run.status >= 400 && run.status < 500 && run.status !== 409 && run.status !== 423) throw new Error(`upload refused: ${run.status}`);
        await this.retryAfter(`upload failed: ${run.status || 'connection lost'}`);
        continue;
      }
      // finish(): the receipt; without one the item fails and a retry asks again (HEAD says done).
      const id = (file.uploadUrl ?? '').split('/').pop() ?? '';
      const res = await this.call('GET', `/api/claims/uploads/${encodeURIComponent(id)}`);
      const receipt = (res.body.data as { receipt?: ClaimDocumentReceipt | null } | undefined)?.receipt;
      if (res.status === 200 && receipt) file.receipt = receipt;
      else await this.retryAfter(`no receipt yet: ${res.status || 'connection lost'}`);
    }
    return file.receipt;
  }

  /**
   * Submit with one key until the claim exists: a lost answer → ask GET /claims/submissions/:key
   * (done: that is the claim; running: ask again; not found: send again with the same key).
   */
  async submit(body: ClaimSubmitInput, key: string): Promise<{ claimId: string; via: 'answer' | 'lookup' }> {
    for (;;) {
      const res = await this.call('POST', '/api/claims', body, { 'idempotency-key': key });
      if (res.status === 200 && res.body.code === 0) return { claimId: (res.body.data as { claimId: string }).claimId, via: 'answer' };
      if (res.status !== 0 && res.status < 500) throw new Error(`submit refused: ${res.status} ${JSON.stringify(res.body)}`);
      await this.retryAfter(`submit: ${res.status || 'connection lost'}`);
      for (;;) {
        const asked = await this.callUntilAnswered('GET', `/api/claims/submissions/${key}`);
        const data = asked.body.data as { state?: string; claimId?: string } | undefined;
        if (asked.status === 200 && data?.state === 'done' && data.claimId) return { claimId: data.claimId, via: 'lookup' };
        if (asked.status === 200 && data?.state === 'running') {
          await this.retryAfter('submission running');
          continue;
        }
        if (asked.status !== 404) throw new Error(`submission lookup: ${asked.status} ${JSON.stringify(asked.body)}`);
        break;
      }
    }
  }
}
