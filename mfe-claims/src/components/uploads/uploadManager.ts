import { Upload, type DetailedError } from 'tus-js-client';
import type { HttpClient } from '@sencare/shared/http';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { deleteBlob, getBlob, loadUploads, putBlob, saveUploads, type StoredUploads, type UploadItem } from './uploadStore';

/** The API's tus endpoint (api/src/modules/claims/tus.ts); same origin as the app. */
export const TUS_ENDPOINT = '/api/claims/uploads/tus';
/**
 * 1 MB per PATCH: on a flaky mobile link a drop costs at most this much again (the server also
 * keeps the bytes of a broken chunk), while the per-request overhead stays small.
 */
export const CHUNK_BYTES = 1024 * 1024;
const PARALLEL = 3;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

interface Running {
  upload: Upload;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const uploadIdOf = (url: string) => url.split('/').pop() ?? '';

function errorOf(error: Error): { status: number; msg?: string; data?: Record<string, unknown> } {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus() ?? 0;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { msg?: string; data?: Record<string, unknown> };
    return { status, msg: body.msg, data: body.data ?? undefined };
  } catch {
    return { status };
  }
}

/**
 * Resumable uploads of one user into one target (the draft, or a submitted claim): runs tus
 * uploads independently of any screen (the wizard may move to the next step while files are
 * still going), pauses when the browser goes offline and resumes on 'online', and picks the
 * unfinished ones up again after a reload.
 */
export class UploadManager {
  private state: StoredUploads;
  private readonly running = new Map<string, Running>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly http: HttpClient,
    private readonly scope: string,
    private readonly claimId?: string,
  ) {
    this.state = loadUploads(scope);
    // After a reload nothing is running: everything unfinished starts again from its resume point.
    this.state = { ...this.state, items: this.state.items.map((i) => (i.state === 'failed' ? i : { ...i, state: online() ? 'queued' : 'offline' })) };
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    queueMicrotask(() => this.pump());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(change: Partial<StoredUploads>) {
    this.state = { ...this.state, ...change };
    saveUploads(this.scope, this.state);
    this.listeners.forEach((l) => l());
  }

  private patch(localId: string, change: Partial<UploadItem>) {
    this.set({ items: this.state.items.map((i) => (i.localId === localId ? { ...i, ...change } : i)) });
  }

  private item(localId: string) {
    return this.state.items.find((i) => i.localId === localId);
  }

  async add(files: { blob: Blob; name: string; kind: string; tag?: string }[]): Promise<void> {
    const added: UploadItem[] = [];
    for (const f of files) {
      const localId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      await putBlob(localId, f.blob);
      added.push({ localId, name: f.name, kind: f.kind, tag: f.tag, size: f.blob.size, mime: f.blob.type, bytesSent: 0, state: online() ? 'queued' : 'offline', uploadUrl: null });
    }
    this.set({ items: [...this.state.items, ...added] });
    this.pump();
  }

  /** Items rejected before upload (e.g. too large after compression) still show, with their reason. */
  addRejected(name: string, kind: string, size: number, error: string, errorData?: Record<string, unknown>) {
    const localId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.set({ items: [...this.state.items, { localId, name, kind, size, mime: '', bytesSent: 0, state: 'failed', error, errorData, canRetry: false }] });
  }

  retry(localId: string) {
    const item = this.item(localId);
    if (!item || item.state !== 'failed' || item.canRetry === false) return;
    this.patch(localId, { state: online() ? 'queued' : 'offline', error: undefined, errorData: undefined });
    this.pump();
  }

  async remove(localId: string) {
    const run = this.running.get(localId);
    this.running.delete(localId);
    const item = this.item(localId);
    this.set({ items: this.state.items.filter((i) => i.localId !== localId) });
    await deleteBlob(localId);
    // Terminate on the server too, so the partial file does not wait for the sweep.
    if (run) await run.upload.abort(true).catch(() => undefined);
    else if (item?.uploadUrl) await Upload.terminate(item.uploadUrl, { onBeforeRequest: (req) => this.sign(req) }).catch(() => undefined);
    this.pump();
  }

  /** The draft was discarded: stop and forget every upload, and the receipts still waiting. */
  async discardAll() {
    const ids = this.state.items.map((i) => i.localId);
    await Promise.all(ids.map((id) => this.remove(id)));
    this.set({ finished: [] });
  }

  /** Receipts the wizard has put into its draft; they no longer need to wait here. */
  takeFinished(ids: string[]) {
    if (!ids.length) return;
    this.set({ finished: this.state.finished.filter((r) => !ids.includes(r.id)) });
  }

  private sign(req: { setHeader(name: string, value: string): void }) {
    for (const [k, v] of Object.entries(this.http.authHeaders())) req.setHeader(k, v);
  }

  private pump() {
    if (!online()) return;
    for (const item of this.state.items) {
      if (this.running.size >= PARALLEL) return;
      if (item.state === 'queued' && !this.running.has(item.localId)) void this.start(item.localId);
    }
  }

  private async start(localId: string) {
    const item = this.item(localId);
    if (!item) return;
    const placeholder = { upload: null as unknown as Upload };
    this.running.set(localId, placeholder);
    const blob = await getBlob(localId);
    if (!blob) {
      this.running.delete(localId);
      this.patch(localId, { state: 'failed', error: 'upload.fileLost', canRetry: false });
      return this.pump();
    }
    const upload: Upload = new Upload(blob, {
      endpoint: TUS_ENDPOINT,
      uploadUrl: item.uploadUrl ?? null,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: item.name, kind: item.kind, filetype: item.mime, ...(this.claimId ? { claimId: this.claimId } : {}) },
      // The URL is kept with the item (and the bytes in IndexedDB), so fingerprints add nothing.
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => this.sign(req),
      onUploadUrlAvailable: () => this.patch(localId, { uploadUrl: upload.url }),
      onProgress: (sent) => this.patch(localId, { bytesSent: sent, state: 'uploading' }),
      onShouldRetry: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        return online() && (status === 0 || status >= 500 || status === 409 || status === 423);
      },
      onSuccess: () => void this.finish(localId, upload),
      onError: (error) => this.fail(localId, error),
    });
    placeholder.upload = upload;
    if (this.running.get(localId) !== placeholder) return; // removed meanwhile
    this.patch(localId, { state: 'uploading' });
    upload.start();
  }

  private async finish(localId: string, upload: Upload) {
    this.patch(localId, { state: 'verifying', bytesSent: this.item(localId)?.size ?? 0 });
    try {
      const answer = await this.http.get<{ receipt: ClaimDocumentReceipt | null }>(`/claims/uploads/${encodeURIComponent(uploadIdOf(upload.url ?? ''))}`, undefined, { silent: true });
      if (!answer.receipt) throw new Error('no receipt');
      this.running.delete(localId);
      const tag = this.item(localId)?.tag;
      this.set({ items: this.state.items.filter((i) => i.localId !== localId), finished: [...this.state.finished, { ...answer.receipt, tag }] });
      await deleteBlob(localId);
    } catch {
      this.running.delete(localId);
      // The bytes are on the server; a retry only asks again (HEAD says done, then the receipt).
      this.patch(localId, { state: online() ? 'failed' : 'offline', error: 'upload.network', canRetry: true });
    }
    this.pump();
  }

  private fail(localId: string, error: Error) {
    this.running.delete(localId);
    if (!this.item(localId)) return;
    const { status, msg, data } = errorOf(error);
    if (!online() || status === 0) {
      this.patch(localId, online() ? { state: 'failed', error: 'upload.network', canRetry: true } : { state: 'offline' });
    } else if (status === 401) {
      // The shell owns session expiry: a call through its client lets it send the user to login.
      void this.http.get('/claims/uploads/session-check').catch(() => undefined);
      this.patch(localId, { state: 'failed', error: 'error.sessionExpired', canRetry: true });
    } else {
      const final = status === 413 || status === 415 || msg === 'error.maxImages';
      // The server discards refused or unknown uploads: a retry starts a new one.
      this.patch(localId, { state: 'failed', error: msg ?? 'upload.network', errorData: data, canRetry: !final, ...(status === 404 || final ? { uploadUrl: null, bytesSent: 0 } : {}) });
    }
    this.pump();
  }

  private onOffline = () => {
    for (const [localId, run] of this.running) {
      this.running.delete(localId);
      void run.upload?.abort();
      this.patch(localId, { state: 'offline' });
    }
    this.set({ items: this.state.items.map((i) => (i.state === 'queued' ? { ...i, state: 'offline' } : i)) });
  };

  private onOnline = () => {
    this.set({ items: this.state.items.map((i) => (i.state === 'offline' ? { ...i, state: 'queued' } : i)) });
    this.pump();
  };

  dispose() {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    for (const run of this.running.values()) void run.upload?.abort();
    this.running.clear();
  }
}

const managers = new Map<string, UploadManager>();

/** One manager per user and target, alive for the page's lifetime (uploads outlive the step). */
export function uploadManagerFor(http: HttpClient, userCode: string | null | undefined, claimId?: string): UploadManager {
  const scope = `${userCode ?? 'anonymous'}:${claimId ?? 'draft'}`;
  let manager = managers.get(scope);
  if (!manager) {
    manager = new UploadManager(http, scope, claimId);
    managers.set(scope, manager);
  }
  return manager;
}

/** Tests and logout: stop everything and forget the managers (stored state stays). */
export function disposeUploadManagers() {
  for (const m of managers.values()) m.dispose();
  managers.clear();
}
