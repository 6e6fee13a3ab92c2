import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import type { ClaimDraftValues } from './wizardModel';

/** What the wizard keeps: every field, the step, the uploaded files' receipts and the submission's idempotency key. */
export interface LocalDraft {
  step: number;
  values: ClaimDraftValues;
  documents: ClaimDocumentReceipt[];
  updatedAt: string;
  /** The server draft's version this copy is based on (0: none yet); see draftMerge.ts. */
  baseVersion?: number;
  /** Top-level fields this device changed since baseVersion: they win over the server's in a merge. */
  dirty?: string[];
  /** The server draft's key (drafts.ts in the API): a copy whose key became a claim was sent elsewhere. */
  key?: string;
  /** The Idempotency-Key of the last submit and a hash of the body it was made for (submission.ts). */
  submission?: { key: string; bodyHash: string };
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
