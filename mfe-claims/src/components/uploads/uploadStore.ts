import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';

/**
 * What survives a reload for each unfinished upload: its tus URL (the resume point lives on the
 * server) in localStorage, and the compressed bytes in IndexedDB (localStorage cannot hold
 * megabytes). Finished receipts not yet taken by the wizard wait here too, so a file that
 * completes while the documents step is closed still reaches the draft.
 */
export type UploadState = 'queued' | 'uploading' | 'offline' | 'verifying' | 'failed';

export interface UploadItem {
  localId: string;
  name: string;
  kind: string;
  size: number;
  mime: string;
  bytesSent: number;
  state: UploadState;
  /** i18n key (`upload.*` in this remote, or a `common` key from the API). */
  error?: string;
  errorData?: Record<string, unknown>;
  /** False when resending the same bytes cannot help (wrong type, too large, file lost). */
  canRetry?: boolean;
  uploadUrl?: string | null;
  /** Which slot the file answers (e.g. one supplement item); it stays with the receipt. */
  tag?: string;
}

/** A stored file's receipt, with the slot it was picked for. */
export type FinishedUpload = ClaimDocumentReceipt & { tag?: string };

export interface StoredUploads {
  items: UploadItem[];
  finished: FinishedUpload[];
}

const PREFIX = 'claims:uploads';
const keyOf = (scope: string) => `${PREFIX}:${scope}`;

export function loadUploads(scope: string): StoredUploads {
  try {
    const raw = window.localStorage.getItem(keyOf(scope));
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredUploads>) : {};
    return { items: parsed.items ?? [], finished: parsed.finished ?? [] };
  } catch {
    return { items: [], finished: [] };
  }
}

export function saveUploads(scope: string, value: StoredUploads): void {
  try {
    if (value.items.length === 0 && value.finished.length === 0) window.localStorage.removeItem(keyOf(scope));
    else window.localStorage.setItem(keyOf(scope), JSON.stringify(value));
  } catch {
    /* storage blocked: uploads still run, only the reload case is lost */
  }
}

// ---------- bytes in IndexedDB (memory where there is none, e.g. jsdom or private mode) ----------
const DB = 'sencare-claims-uploads';
const STORE = 'blobs';
const memory = new Map<string, Blob>();

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const req = action(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    } finally {
      db.close();
    }
  });
}

export async function putBlob(localId: string, blob: Blob): Promise<void> {
  memory.set(localId, blob);
  await run('readwrite', (s) => s.put(blob, localId));
}

export async function getBlob(localId: string): Promise<Blob | undefined> {
  return memory.get(localId) ?? (await run<Blob>('readonly', (s) => s.get(localId) as IDBRequest<Blob>));
}

export async function deleteBlob(localId: string): Promise<void> {
  memory.delete(localId);
  await run('readwrite', (s) => s.delete(localId));
}
