import type { ClaimDocumentReceipt } from '@sencare/shared/rules';

/** What the wizard keeps: every field, the step, the uploaded files' receipts and the submission's idempotency key. */
export interface LocalDraft {
  step: number;
  values: Record<string, unknown>;
  documents: ClaimDocumentReceipt[];
  idempotencyKey: string;
  updatedAt: string;
}

// Team-prefixed storage key (STYLE.md): one draft per browser profile and user.
const KEY = 'claims:draft';

/** scope: a claim being revised or given new bank details keeps its own copy, apart from the new-claim draft. */
function keyFor(userCode?: string | null, scope?: string) {
  const base = userCode ? `${KEY}:${userCode}` : KEY;
  return scope ? `${base}:${scope}` : base;
}

let currentUser: string | null = null;
export function setDraftUser(userCode: string | null) {
  currentUser = userCode;
}

export function loadLocalDraft(scope?: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(currentUser, scope));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function saveLocalDraft(draft: LocalDraft, scope?: string): void {
  try {
    window.localStorage.setItem(keyFor(currentUser, scope), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the server copy still holds it */
  }
}

export function clearLocalDraft(scope?: string): void {
  window.localStorage.removeItem(keyFor(currentUser, scope));
}

export function hasLocalDraft(): boolean {
  return loadLocalDraft() !== null;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The newer of the two copies wins (a phone and a laptop may both have one). */
export function newerDraft(local: LocalDraft | null, server: { values: Record<string, unknown>; step?: number; updatedAt?: string; documents: ClaimDocumentReceipt[] } | null): LocalDraft | null {
  if (!server) return local;
  const fromServer: LocalDraft = {
    step: server.step ?? 0,
    values: server.values,
    documents: server.documents,
    idempotencyKey: local?.idempotencyKey ?? newIdempotencyKey(),
    updatedAt: server.updatedAt ?? '',
  };
  if (!local) return fromServer;
  const winner = (server.updatedAt ?? '') > local.updatedAt ? fromServer : local;
  // Files live on the server: its list is the truth whichever copy holds the fields.
  return { ...winner, documents: server.documents };
}
